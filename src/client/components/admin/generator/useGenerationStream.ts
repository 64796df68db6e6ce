/**
 * The streamed generation from the screen: POST /api/admin/blog/generate/stream (the session
 * cookie), its events read as they arrive. `stop` closes the connection: the server aborts the
 * provider call and stores nothing.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { GENERATE_STREAM_PATH, readStreamEvents, type StreamEvent, type StreamStage } from '#shared/ai/stream';
import type { GenerateArticleInput } from '#shared/ai/schemas';

type Analysis = Extract<StreamEvent, { event: 'analysis' }>['data'];

export type GenerationState = {
  running: boolean;
  stage: StreamStage | null;
  /** The Markdown written so far (a revision starts a new text). */
  text: string;
  analysis: Analysis | null;
};

const IDLE: GenerationState = { running: false, stage: null, text: '', analysis: null };
const UNREACHABLE = 'Le serveur est injoignable : vérifiez votre connexion puis relancez la génération.';

export function useGenerationStream(handlers: { onDone: () => void; onError: (message: string) => void }) {
  const [state, setState] = useState<GenerationState>(IDLE);
  const controller = useRef<AbortController | null>(null);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async (input: GenerateArticleInput) => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setState({ ...IDLE, running: true, stage: 'writing' });
    let finished = false;
    try {
      const res = await fetch(GENERATE_STREAM_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(input),
        signal: own.signal,
      });
      if (!res.ok || !res.body) {
        const body = (await res.json().catch(() => null)) as { error?: string } | null;
        latest.current.onError(body?.error ?? UNREACHABLE);
        return;
      }
      for await (const { event, data } of readStreamEvents(res.body)) {
        if (event === 'progress') {
          setState((s) => ({ ...s, stage: data.stage, text: data.stage === 'revising' ? '' : s.text }));
        } else if (event === 'delta') {
          setState((s) => ({ ...s, text: s.text + data.text }));
        } else if (event === 'analysis') {
          setState((s) => ({ ...s, analysis: data }));
        } else if (event === 'done') {
          finished = true;
          latest.current.onDone();
        } else {
          finished = true;
          latest.current.onError(data.error);
        }
      }
      if (!finished && !own.signal.aborted) latest.current.onError(UNREACHABLE);
    } catch {
      if (!own.signal.aborted) latest.current.onError(UNREACHABLE);
    } finally {
      if (controller.current === own) {
        controller.current = null;
        setState((s) => ({ ...s, running: false }));
      }
    }
  }, []);

  const stop = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState(IDLE);
  }, []);

  return { state, start, stop };
}
