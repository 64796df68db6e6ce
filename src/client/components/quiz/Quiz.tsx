import { ArrowLeft, ArrowRight, Timer } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { QUIZ_DURATION_SECONDS, QUIZ_QUESTIONS } from '#shared/quiz/questions';
import {
  formatCountdown,
  isQuizAnswered,
  quizCountdownAnnouncement,
  quizScore,
} from '#shared/quiz/score';
import type { QuizAnswerInput } from '#shared/leads/schemas';
import { BUTTON_BASE, BUTTON_VARIANTS, type ButtonVariant } from '#client/ui/button-variants';
import { QuizQuestionFieldset } from './QuizQuestionFieldset';
import { QuizNoScript } from './QuizNoScript';

/** The lead form (react-hook-form) is loaded only once the visitor has started the quiz. */
const loadLeadForm = () => import('./QuizLeadForm');
/** The result and thank-you steps (and the messages they show) load with the lead form, when the quiz starts. */
const loadResult = () => import('./QuizResult');
const QuizResult = lazy(() => loadResult().then(({ QuizResult }) => ({ default: QuizResult })));
const loadThanks = () => import('./QuizThanks');
const QuizThanks = lazy(() => loadThanks().then(({ QuizThanks }) => ({ default: QuizThanks })));

/** Previous / next buttons: the large button with narrower padding (no tailwind-merge on the quiz's first load). */
const navButton = (variant: ButtonVariant) => [BUTTON_BASE, BUTTON_VARIANTS[variant], 'h-12 px-4 text-base'].join(' ');
const QuizLeadForm = lazy(loadLeadForm);

type Answers = Partial<Record<number, string | string[]>>;
type Phase = 'questions' | 'result' | 'thanks';

/** Answers in question order, unanswered questions left out (what the server scores). */
function answerList(answers: Answers): QuizAnswerInput[] {
  return QUIZ_QUESTIONS.flatMap((q) => {
    const answer = answers[q.id];
    return isQuizAnswered(q, answer) && answer !== undefined ? [{ questionId: q.id, answer }] : [];
  });
}

/**
 * The 60-second visibility quiz (spec §2, §4): six questions one at a time, a countdown that
 * starts with the first answer, a progress bar, Previous / Next; the last Next or the end of the
 * countdown shows the score out of 100 and the lead form, then a thank-you screen.
 */
export function Quiz({ utmSource, utmCampaign }: { utmSource?: string; utmCampaign?: string }) {
  const [phase, setPhase] = useState<Phase>('questions');
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answers>({});
  const [secondsLeft, setSecondsLeft] = useState(QUIZ_DURATION_SECONDS);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [started, setStarted] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [timedOut, setTimedOut] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const moved = useRef(false);

  const question = QUIZ_QUESTIONS[index]!;
  const answered = isQuizAnswered(question, answers[question.id]);
  const isLast = index === QUIZ_QUESTIONS.length - 1;

  const finish = useCallback((reason: 'done' | 'timeout') => {
    setDeadline(null);
    setTimedOut(reason === 'timeout');
    setPhase('result');
  }, []);

  // The countdown: a deadline rather than a tick counter, so a throttled background tab stays exact.
  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      const said = quizCountdownAnnouncement(left);
      if (said) setAnnouncement(said);
      if (left === 0) finish('timeout');
    };
    const timer = window.setInterval(tick, 250);
    return () => window.clearInterval(timer);
  }, [deadline, finish]);

  // Keyboard and screen-reader users land on the new question's heading when it changes.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [index]);

  const answer = (value: string | string[]) => {
    setAnswers((current) => ({ ...current, [question.id]: value }));
    if (!started) {
      setStarted(true);
      setSecondsLeft(QUIZ_DURATION_SECONDS);
      setDeadline(Date.now() + QUIZ_DURATION_SECONDS * 1000);
      setAnnouncement(`Le chrono de ${QUIZ_DURATION_SECONDS} secondes est lancé.`);
      void loadLeadForm();
      void loadResult();
      void loadThanks();
    }
  };

  // A tap before the page hydrated checked an answer natively: React's state takes it over (and
  // the countdown starts), so that first tap counts and « Suivant » answers.
  useEffect(() => {
    const checked = [...(formRef.current?.querySelectorAll<HTMLInputElement>('input:checked') ?? [])].map((input) => input.value);
    if (checked[0] !== undefined) answer(question.type === 'multiple' ? checked : checked[0]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);

  const go = (next: number) => {
    moved.current = true;
    setIndex(next);
  };

  const list = answerList(answers);
  const resultProps = {
    answers: list,
    score: quizScore(list),
    timedOut,
    utmSource,
    utmCampaign,
    onSent: () => setPhase('thanks'),
  };

  const progress = ((index + 1) / QUIZ_QUESTIONS.length) * 100;
  const urgent = deadline !== null && secondsLeft <= 10;

  const questionsStep = (
    <div className="rounded-2xl bg-white p-4 shadow-lg ring-1 ring-slate-200 sm:p-8">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-semibold text-slate-700" id="quiz-progress-label">
          Question {index + 1} sur {QUIZ_QUESTIONS.length}
        </p>
        <div
          role="timer"
          aria-label="Temps restant"
          className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold tabular-nums ${
            urgent ? 'bg-red-100 text-red-800' : 'bg-brand-50 text-brand-800'
          }`}
        >
          <Timer aria-hidden="true" className="size-4" />
          {formatCountdown(secondsLeft)}
        </div>
      </div>
      <div
        role="progressbar"
        aria-labelledby="quiz-progress-label"
        aria-valuemin={0}
        aria-valuemax={QUIZ_QUESTIONS.length}
        aria-valuenow={index + 1}
        aria-valuetext={`Question ${index + 1} sur ${QUIZ_QUESTIONS.length}`}
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-gold-500 transition-[width] duration-300" style={{ width: `${progress}%` }} />
      </div>
      <p className="mt-2 text-xs text-slate-500">
        {!started
          ? 'Le chrono démarre à votre première réponse.'
          : 'Répondez avant la fin du chrono.'}
      </p>

      <form
        ref={formRef}
        className="mt-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (!answered) return;
          if (isLast) finish('done');
          else go(index + 1);
        }}
      >
        <QuizQuestionFieldset
          key={question.id}
          question={question}
          value={answers[question.id]}
          onChange={answer}
          headingRef={headingRef}
        />
        <div className="mt-6 flex items-center justify-between gap-3">
          <button type="button" className={navButton('outline')} disabled={index === 0} onClick={() => go(index - 1)}>
            <ArrowLeft aria-hidden="true" />
            Précédent
          </button>
          <button type="submit" className={navButton('primary')} disabled={!answered}>
            {isLast ? 'Voir mon résultat' : 'Suivant'}
            <ArrowRight aria-hidden="true" />
          </button>
        </div>
      </form>
    </div>
  );

  return (
    <div>
      {/* Without JavaScript: the six questions on one page, posted natively; the one-at-a-time quiz is hidden. */}
      <noscript>
        <style>{'#quiz-app{display:none}'}</style>
        <QuizNoScript utmSource={utmSource} utmCampaign={utmCampaign} />
      </noscript>
      <div id="quiz-app">
        {/* Polite announcements at a few milestones only (start, 30 s, 10 s, end), never every
            second; one region at a fixed place in the tree, so the end of the countdown is heard. */}
        <p aria-live="polite" aria-atomic="true" className="sr-only">
          {phase === 'thanks' ? '' : announcement}
        </p>
        {phase === 'thanks' ? (
          <Suspense fallback={null}>
            <QuizThanks />
          </Suspense>
        ) : phase === 'result' ? <QuizResultStep {...resultProps} /> : questionsStep}
      </div>
    </div>
  );
}

/** The result and the lead form (loaded on demand) below it. */
function QuizResultStep(props: {
  answers: QuizAnswerInput[];
  score: number;
  timedOut: boolean;
  utmSource?: string;
  utmCampaign?: string;
  onSent: () => void;
}) {
  const { timedOut, score: _score, ...lead } = props;
  return (
    <div className="grid gap-4">
      <Suspense fallback={null}>
        <QuizResult score={props.score} timedOut={timedOut} />
      </Suspense>
      <Suspense
        fallback={
          <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200" role="status">
            <p className="text-slate-600">Chargement du formulaire…</p>
          </div>
        }
      >
        <QuizLeadForm {...lead} />
      </Suspense>
    </div>
  );
}
