/** The offline provider: no network, built-in composers (used when OPENAI_API_KEY is not set). */
import { setTimeout as sleep } from 'node:timers/promises';
import { OFFLINE_MODEL } from '#shared/ai/usage';
import { composeArticle } from './composer';
import { renderCover } from './cover';
import { composeIdeas } from './ideas';
import type { AiProvider, Meter } from './provider';

/** Streamed offline articles: pieces of about this many characters, this many ms apart. */
const OFFLINE_CHUNK = { chars: 160, delayMs: 15 } as const;

const offlineUsage = (meter?: Meter) => meter?.({ model: OFFLINE_MODEL, promptTokens: 0, completionTokens: 0 });

/** Pieces of about `size` characters, cut after a space or a line break when one is near. */
function pieces(text: string, size: number): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < text.length) {
    let end = Math.min(text.length, i + size);
    const space = text.lastIndexOf(' ', end);
    if (end < text.length && space > i + size / 2) end = space + 1;
    out.push(text.slice(i, end));
    i = end;
  }
  return out;
}

export function createOfflineProvider(): AiProvider {
  return {
    name: 'offline',
    ideas: async (practiceType, meter) => {
      offlineUsage(meter);
      return composeIdeas(practiceType);
    },
    article: async (brief, _prompt, _correction, meter) => {
      offlineUsage(meter);
      return composeArticle(brief);
    },
    // The composed article handed on in pieces, so the screen reads the same as with a model.
    async streamArticle({ brief }, { signal, onText, meter }) {
      const article = composeArticle(brief);
      for (const piece of pieces(article.content, OFFLINE_CHUNK.chars)) {
        signal.throwIfAborted();
        onText(piece);
        await sleep(OFFLINE_CHUNK.delayMs, undefined, { signal });
      }
      offlineUsage(meter);
      return article;
    },
    image: async (prompt, meter) => {
      offlineUsage(meter);
      return renderCover({ title: prompt });
    },
  };
}
