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
import type { AiProvider, ArticleBrief, Meter, ProviderUsage } from './provider';
import { insertGeneratedDraft, saveUploadedImage } from './store';
import { GENERATOR_TOPIC_LABELS } from '#shared/practice/areas';
import { deriveFocusKeyword } from '#shared/ai/rules';
import { analyzeArticle } from '#shared/blog/seo-analysis';
import { slugify } from '#shared/format/slug';
import type { AiPurpose } from '#shared/ai/usage';
import { processLog } from '#server/platform/log';
import { assertWithinBudget, recordUsage } from './usage';
import { siteLinks } from './site-links';

const providers = new WeakMap<AppConfig, AiProvider>();

/** The provider for this configuration (one per app). */
export function aiProvider(config: AppConfig): AiProvider {
  let provider = providers.get(config);
  if (!provider) {
    provider = config.OPENAI_API_KEY ? createOpenAiProvider(config) : createOfflineProvider();
    providers.set(config, provider);
  }
  return provider;
}

type Work = 'ideas' | 'article' | 'image';

export const NOTHING_SAVED: Record<Work, string> = {
  ideas: '',
  article: ' Aucun article n’a été enregistré.',
  image: ' Aucune image n’a été enregistrée.',
};

/** A French error for any provider failure; the cause is logged, never sent. */
export function providerFailure(err: unknown, work: Work, timeoutSeconds: number): DomainError {
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

type AiDeps = Pick<Deps, 'db' | 'config'>;

/**
 * One provider call: its usage, once the provider reports it (it answered, even unusably), is
 * recorded for `userId` and `purpose`; an aborted or failed call reports none.
 */
export async function metered<T>(deps: AiDeps, usage: { userId: number; purpose: AiPurpose }, run: (meter: Meter) => Promise<T>): Promise<T> {
  const started = Date.now();
  let reported: ProviderUsage | null = null;
  try {
    return await run((u) => {
      reported = u;
    });
  } finally {
    const u = reported as ProviderUsage | null;
    if (u) await recordUsage(deps, { ...usage, ...u, durationMs: Date.now() - started });
  }
}

async function call<T>(deps: AiDeps, work: Work, usage: { userId: number; purpose: AiPurpose }, run: (meter: Meter) => Promise<T>): Promise<T> {
  try {
    return await metered(deps, usage, run);
  } catch (err) {
    throw providerFailure(err, work, deps.config.OPENAI_TIMEOUT_SECONDS);
  }
}

/** POST /api/admin/blog/generate-ideas → { ideas } (5 to 8 French ideas). */
export async function generateIdeas(deps: AiDeps, userId: number, input: GenerateIdeasInput): Promise<IdeasResponse> {
  await assertWithinBudget(deps);
  const ideas = await call(deps, 'ideas', { userId, purpose: 'ideas' }, (meter) => aiProvider(deps.config).ideas(input.practiceType, meter));
  return { ideas };
}

/** The brief of an article from the generator form. */
export function articleBrief(input: GenerateArticleInput): ArticleBrief {
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
  await assertWithinBudget(deps);
  const provider = aiProvider(deps.config);
  const links = await siteLinks(deps, input.practiceType, input.city);
  const brief = { ...articleBrief(input), siteLinks: links.offered };
  const focusKeyword = focusKeywordOf(input, brief);
  const prompt = articlePrompt(brief, focusKeyword);
  const usage = { userId: authorId, purpose: 'article' as const };
  let article = await call(deps, 'article', usage, (meter) => provider.article(brief, prompt, undefined, meter));
  if (!isWithinLength(article.content, brief.length)) {
    const first = countWords(article.content);
    article = await call(deps, 'article', usage, (meter) => provider.article(brief, prompt, lengthCorrection(first, brief), meter));
    if (!isWithinLength(article.content, brief.length)) {
      const { minWords, maxWords } = LENGTH_WORDS[brief.length];
      throw new DomainError('upstream-failed', `L’article généré compte ${countWords(article.content)} mots, hors de la fourchette demandée ` +
          `(${minWords} à ${maxWords} mots), même après une seconde demande.${NOTHING_SAVED.article}`);
    }
  }
  const { score } = analyzeArticle({ ...article, slug: slugify(article.title), focusKeyword, length: brief.length }, { sitePaths: links.paths });
  return insertGeneratedDraft(deps, { authorId, brief, article, generationPrompt: prompt, imageUrl: input.imageUrl, focusKeyword, seo: { score, revisions: 0 } });
}

/** The draft's « Mot-clé principal »: the form's, else derived from the topic (and city). */
export function focusKeywordOf(input: GenerateArticleInput, brief: ArticleBrief): string {
  return input.focusKeyword ?? deriveFocusKeyword(GENERATOR_TOPIC_LABELS[brief.topic], input.city);
}

/** POST /api/admin/blog/generate-image → { success: true, imagePath: '/uploads/…png' }. */
export async function generateImage(deps: AiDeps, userId: number, input: GenerateImageInput): Promise<ImageResponse> {
  await assertWithinBudget(deps);
  const png = await call(deps, 'image', { userId, purpose: 'image' }, (meter) => aiProvider(deps.config).image(input.prompt, meter));
  const imagePath = await saveUploadedImage(deps.config.uploadsDir, input.filename, png);
  return { success: true, imagePath };
}
