/** The offline provider: no network, built-in composers (used when OPENAI_API_KEY is not set). */
import { composeArticle } from './composer';
import { renderCover } from './cover';
import { composeIdeas } from './ideas';
import type { AiProvider } from './provider';

export function createOfflineProvider(): AiProvider {
  return {
    name: 'offline',
    ideas: async (practiceType) => composeIdeas(practiceType),
    article: async (brief) => composeArticle(brief),
    image: async (prompt) => renderCover({ title: prompt }),
  };
}
