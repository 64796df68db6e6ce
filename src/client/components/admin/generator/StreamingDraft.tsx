import { CircleStop, LoaderCircle } from 'lucide-react';
import { STREAM_STAGE_LABELS } from '#shared/ai/stream';
import { Button } from '#client/ui/button';
import type { GenerationState } from './useGenerationStream';

/**
 * The article as the AI writes it: the stage (writing, SEO analysis, revision, saving), the
 * Markdown as it arrives, the draft's SEO score once analysed, and « Arrêter ».
 */
export function StreamingDraft({ state, onStop }: { state: GenerationState; onStop: () => void }) {
  const stage = state.stage ? STREAM_STAGE_LABELS[state.stage] : STREAM_STAGE_LABELS.writing;
  return (
    <section aria-labelledby="streaming-title" className="rounded-xl border border-brand-200 bg-brand-50 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="streaming-title" className="flex items-center gap-2 font-semibold text-brand-900">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-700" />
          <span role="status" data-testid="generation-stage">
            {stage}
          </span>
        </h2>
        <Button type="button" variant="outline" onClick={onStop}>
          <CircleStop aria-hidden="true" /> Arrêter
        </Button>
      </div>
      {state.analysis ? (
        <p className="mt-2 text-sm text-brand-900">
          Score SEO du brouillon : <strong>{state.analysis.score}/100</strong>
        </p>
      ) : null}
      <pre
        aria-label="Article en cours de rédaction"
        tabIndex={0}
        className="mt-3 max-h-96 overflow-y-auto rounded-lg border border-brand-100 bg-white p-4 font-sans text-sm whitespace-pre-wrap text-slate-800"
      >
        {state.text || '…'}
      </pre>
    </section>
  );
}
