/**
 * AI features (spec §2, §7, §9): topic ideas, article drafts and images, through the provider
 * chosen at start — the `openai` SDK when OPENAI_API_KEY is set, the offline composers
 * otherwise. Provider failures become French errors and leave nothing half-saved.
 */
import { DomainError } from '../platform/errors';
import OpenAI from 'openai';
import type { AdminArticle } from '#shared/blog/schemas';
import { LENGTH_WORDS } from '#shared/practice/areas';
import { articleTopicFor, isWithinLength } from '#shared/ai/rules';
import { countWords } from '#shared/format/text';
import type { GenerateArticleInput, GenerateIdeasInput, GenerateImageInput, IdeasResponse, ImageResponse } from '#shared/ai/schemas';
import type { AppConfig } from '../platform/env';
import type { Deps } from '../platform/deps';
import { createOfflineProvider } from './offline';
import { createOpenAiProvider } from './openai';
import { articlePrompt, lengthCorrection } from './prompt';
import type { AiProvider, ArticleBrief } from './provider';
import { insertGeneratedDraft, saveUploadedImage } from './store';
import { chooseFocusKeyword } from '#shared/blog/french-text';
import { GENERATOR_TOPIC_LABELS } from '#shared/practice/areas';
import { processLog } from '#server/platform/log';

;

const providers = new WeakMap<AppConfig, AiProvider>();

/** The provider for this configuration (one per app). */
function aiProvider(config: AppConfig): AiProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = config.OPENAI_API_KEY ? createOpenAiProvider(config) : createOfflineProvider();
    providers.set(config, provider);
  }
  return provider;
}

type Work = 'ideas' | 'article' | 'image';

const NOTHING_SAVED: Record<Work, string> = {
  ideas: '',
  article: ' Aucun article n’a été enregistré.',
  image: ' Aucune image n’a été enregistrée.',
};

/** A French error for any provider failure; the cause is logged, never sent. */
function providerFailure(err: unknown, work: Work, timeoutSeconds: number): DomainError {
  if (err instanceof DomainError) return err;
  const tail = NOTHING_SAVED[work];
  processLog('ai').warn({ work, error: err instanceof Error ? err.message : String(err) }, 'échec du fournisseur d’IA');
  if (err instanceof OpenAI.APIConnectionTimeoutError) {
    return new DomainError('upstream-timeout', `Le service d’IA n’a pas répondu dans le délai de ${timeoutSeconds} secondes.${tail}`);
  }
  if (err instanceof OpenAI.APIConnectionError) {
    return new DomainError('upstream-failed', `Le service d’IA est injoignable.${tail}`);
  }
  if (err instanceof OpenAI.APIError) {
    const reason =
      err.status === 401 || err.status === 403
        ? 'la clé d’API a été refusée'
        : err.status === 429
          ? 'le quota ou la limite de débit est atteint'
          : `erreur ${err.status ?? 'inconnue'}`;
    return new DomainError('upstream-failed', `Le service d’IA a refusé la demande (${reason}).${tail}`);
  }
  return new DomainError('upstream-failed', `Le service d’IA a renvoyé une réponse invalide.${tail}`);
}

async function call<T>(deps: Pick<Deps, 'config'>, work: Work, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw providerFailure(err, work, deps.config.OPENAI_TIMEOUT_SECONDS);
  }
}

/** POST /api/admin/blog/generate-ideas → { ideas } (5 to 8 French ideas). */
export async function generateIdeas(deps: Pick<Deps, 'config'>, input: GenerateIdeasInput): Promise<IdeasResponse> {
  const ideas = await call(deps, 'ideas', () => aiProvider(deps.config).ideas(input.practiceType));
  return { ideas };
}

/** The brief of an article from the generator form. */
function articleBrief(input: GenerateArticleInput): ArticleBrief {
  return {
    practiceType: input.practiceType,
    firmSize: input.firmSize,
    topic: articleTopicFor(input.topic, input.customTopic),
    customTopic: input.customTopic,
    tone: input.tone,
    length: input.length,
  };
}

/**
 * POST /api/admin/blog/generate: writes the article, asks once more when its word count is
 * outside the length's range, then stores it as an AI draft with its prompt.
 */
export async function generateArticle(
  deps: Pick<Deps, 'db' | 'config'>,
  authorId: number,
  input: GenerateArticleInput,
): Promise<AdminArticle> {
  const provider = aiProvider(deps.config);
  const brief = articleBrief(input);
  const prompt = articlePrompt(brief);
  let article = await call(deps, 'article', () => provider.article(brief, prompt));
  if (!isWithinLength(article.content, brief.length)) {
    const first = countWords(article.content);
    article = await call(deps, 'article', () => provider.article(brief, prompt, lengthCorrection(first, brief)));
    if (!isWithinLength(article.content, brief.length)) {
      const { minWords, maxWords } = LENGTH_WORDS[brief.length];
      throw new DomainError('upstream-failed', `L’article généré compte ${countWords(article.content)} mots, hors de la fourchette demandée ` +
          `(${minWords} à ${maxWords} mots), même après une seconde demande.${NOTHING_SAVED.article}`);
    }
  }
  // The draft's « Mot-clé principal »: the topic's name, else a keyword of the article, found in its title.
  const focusKeyword = chooseFocusKeyword(article.title, [GENERATOR_TOPIC_LABELS[brief.topic], ...article.keywords]);
  return insertGeneratedDraft(deps, { authorId, brief, article, generationPrompt: prompt, imageUrl: input.imageUrl, focusKeyword });
}

/** POST /api/admin/blog/generate-image → { success: true, imagePath: '/uploads/…png' }. */
export async function generateImage(deps: Pick<Deps, 'config'>, input: GenerateImageInput): Promise<ImageResponse> {
  const png = await call(deps, 'image', () => aiProvider(deps.config).image(input.prompt));
  const imagePath = await saveUploadedImage(deps.config.uploadsDir, input.filename, png);
  return { success: true, imagePath };
}
