import { useEffect, useRef } from 'react';
import { QUIZ_BANDS } from '#shared/quiz/bands';
import { quizBand } from '#shared/quiz/band';
import { clsx } from 'clsx';
import { revealAndFocus } from './focus';

const BAND_STYLES = {
  excellent: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  good: 'bg-brand-50 text-brand-900 ring-brand-200',
  average: 'bg-amber-50 text-amber-900 ring-amber-200',
  warning: 'bg-red-50 text-red-900 ring-red-200',
} as const;

/** Score out of 100 and its band (spec §9); takes the focus when it appears. */
export function QuizResult({ score, timedOut }: { score: number; timedOut: boolean }) {
  const band = quizBand(score);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => revealAndFocus(headingRef.current), []);

  return (
    <section aria-labelledby="quiz-result-title" className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 sm:p-8">
      {timedOut ? (
        <p className="mb-3 text-sm font-semibold text-red-700">Temps écoulé ! Voici votre résultat avec vos réponses.</p>
      ) : null}
      <h2 id="quiz-result-title" ref={headingRef} tabIndex={-1} className="text-lg font-bold text-slate-900 outline-none">
        Votre score de visibilité
      </h2>
      <p className="mt-2 flex items-baseline gap-1 text-slate-900" data-testid="quiz-score">
        <span className="text-6xl font-extrabold tracking-tight text-brand-800">{score}</span>
        <span className="text-2xl font-semibold text-slate-500">/100</span>
      </p>
      <div className={clsx('mt-4 rounded-xl p-4 ring-1', BAND_STYLES[band])}>
        <p className="font-bold">{QUIZ_BANDS[band].title}</p>
        <p className="mt-1 text-sm leading-relaxed">{QUIZ_BANDS[band].text}</p>
      </div>
    </section>
  );
}
