/**
 * The events of the streamed generation (POST /api/admin/blog/generate/stream, text/event-stream):
 * one `event:` line with the name, one `data:` line of JSON. The generator screen reads them;
 * the OpenAPI document describes them from these schemas.
 */
import { z } from '../zod';
import { GenerateArticleInput } from './schemas';

export const GENERATE_STREAM_PATH = '/api/admin/blog/generate/stream';

/** writing → analysing → (revising → analysing)… → saving. */
const STREAM_STAGES = ['writing', 'analysing', 'revising', 'saving'] as const;
export type StreamStage = (typeof STREAM_STAGES)[number];

/** The stage as the screen shows it. */
export const STREAM_STAGE_LABELS: Record<StreamStage, string> = {
  writing: 'Rédaction en cours…',
  analysing: 'Analyse SEO du brouillon…',
  revising: 'Révision pour passer l’analyse SEO…',
  saving: 'Enregistrement du brouillon…',
};

/** The streamed generation's body: the generator form, plus an optional focus keyword and city. */
export const GenerateStreamInput = GenerateArticleInput;

const Check = z.object({ id: z.string(), status: z.enum(['good', 'improve', 'bad']), message: z.string() });

/** Each event's data. `delta` texts add up to the article's Markdown; a revision starts a new text. */
export const STREAM_EVENT_SCHEMAS = {
  progress: z.object({ stage: z.enum(STREAM_STAGES) }),
  delta: z.object({ text: z.string() }),
  analysis: z.object({ score: z.number().int(), checks: z.array(Check) }),
  done: z.object({ post: z.record(z.string(), z.unknown()) }),
  error: z.object({ error: z.string(), code: z.string() }),
};

export type StreamEvent =
  | { event: 'progress'; data: { stage: StreamStage } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'analysis'; data: { score: number; checks: { id: string; status: 'good' | 'improve' | 'bad'; message: string }[] } }
  | { event: 'done'; data: { post: Record<string, unknown> } }
  | { event: 'error'; data: { error: string; code: string } };

/** The events of a text/event-stream body, as they arrive (the screen and the tests read the stream with it). */
export async function* readStreamEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) yield { event, data: JSON.parse(data) } as StreamEvent;
      }
    }
  } finally {
    reader.releaseLock();
  }
}
