import { Lightbulb, LoaderCircle, RotateCw } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#client/ui/button';
import { cn } from '#client/ui/cn';

/** Ideas for the chosen practice type; choosing one makes it the custom topic. */
export function IdeasPanel({
  practiceLabel,
  ideas,
  pending,
  failed,
  selected,
  onChoose,
  onRetry,
}: {
  practiceLabel: string | null;
  ideas: string[];
  pending: boolean;
  failed: boolean;
  selected: string;
  onChoose: (idea: string) => void;
  onRetry: () => void;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={titleId} className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Lightbulb aria-hidden="true" className="size-5 text-gold-500" />
        Idées d’articles
      </h2>
      <div aria-live="polite" aria-busy={pending} className="mt-3">
        {!practiceLabel ? (
          <p className="text-sm text-slate-600">Choisissez un domaine de pratique pour recevoir des idées de sujets.</p>
        ) : pending ? (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Recherche d’idées en {practiceLabel.toLowerCase()}…
          </p>
        ) : failed ? (
          <div className="grid gap-2">
            <p className="text-sm text-red-700">Impossible de générer des idées d'articles</p>
            <Button variant="outline" size="sm" onClick={onRetry} className="justify-self-start">
              <RotateCw aria-hidden="true" />
              Réessayer
            </Button>
          </div>
        ) : ideas.length === 0 ? (
          <p className="text-sm text-slate-600">Aucune idée pour le moment.</p>
        ) : (
          <>
            <p className="text-sm text-slate-600">Cliquez sur une idée pour en faire le sujet de l’article.</p>
            <ul className="mt-3 grid gap-2">
              {ideas.map((idea) => (
                <li key={idea}>
                  <button
                    type="button"
                    aria-pressed={selected === idea}
                    onClick={() => onChoose(idea)}
                    className={cn(
                      'w-full cursor-pointer rounded-lg border px-3 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-500',
                      selected === idea
                        ? 'border-brand-600 bg-brand-50 font-medium text-brand-900'
                        : 'border-slate-200 text-slate-800 hover:border-brand-200 hover:bg-slate-50',
                    )}
                  >
                    {idea}
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
