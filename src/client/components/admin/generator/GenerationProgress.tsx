import { Check, LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '#client/ui/cn';

/** What the server does while an article is generated, in order. */
const STEPS = [
  { label: 'Envoi des paramètres', after: 0 },
  { label: 'Rédaction de l’article (titre, introduction, sections, conclusion)', after: 1 },
  { label: 'Vérification de la longueur, du Markdown et des mots-clés', after: 12 },
  { label: 'Enregistrement du brouillon', after: 25 },
] as const;

/**
 * Progress of a generation: an indeterminate bar, the steps, the elapsed time. The server
 * answers once at the end, so the steps follow the elapsed time and the last one stays
 * current until the reply arrives.
 */
export function GenerationProgress() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 500);
    return () => window.clearInterval(timer);
  }, []);
  const current = STEPS.reduce((index, step, i) => (seconds >= step.after ? i : index), 0);

  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50 p-5">
      {/* Screen readers hear each new step once, not every tick of the timer. */}
      <p className="sr-only" aria-live="polite">
        {`Génération en cours : ${STEPS[current]!.label}`}
      </p>
      <div className="flex items-center justify-between gap-3">
        <p className="font-semibold text-brand-900">Génération en cours...</p>
        <p className="text-sm text-brand-800 tabular-nums">
          {seconds} s<span className="sr-only"> écoulées</span>
        </p>
      </div>
      <div
        role="progressbar"
        aria-label="Progression de la génération"
        aria-valuetext={STEPS[current]!.label}
        className="relative mt-3 h-2 overflow-hidden rounded-full bg-brand-100"
      >
        <div
          className="absolute inset-y-0 left-0 rounded-full bg-brand-600 transition-[width] duration-500 motion-safe:animate-pulse"
          style={{ width: `${Math.round(((current + 1) / STEPS.length) * 90)}%` }}
        />
      </div>
      <ol className="mt-4 grid gap-2 text-sm">
        {STEPS.map((step, i) => (
          <li
            key={step.label}
            className={cn('flex items-start gap-2', i < current ? 'text-slate-600' : i === current ? 'font-medium text-brand-900' : 'text-slate-400')}
            aria-current={i === current ? 'step' : undefined}
          >
            {i < current ? (
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
            ) : i === current ? (
              <LoaderCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 animate-spin text-brand-700" />
            ) : (
              <span aria-hidden="true" className="mt-1.5 ml-1 size-2 shrink-0 rounded-full bg-slate-300" />
            )}
            <span>{step.label}</span>
          </li>
        ))}
      </ol>
      <p className="mt-3 text-xs text-slate-600">
        Avec un service d’IA, la rédaction prend souvent 20 à 60 secondes. Vous pouvez rester sur cette page.
      </p>
    </div>
  );
}
