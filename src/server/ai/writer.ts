/**
 * The streamed AI writer (POST /api/admin/blog/generate/stream): writes the draft as a stream of
 * events, runs the editor's SEO analysis (the same `analyzeArticle`) on it, asks for at most
 * AI_MAX_REVISIONS revisions naming the failing checks while the score is under
 * AI_DRAFT_PASS_SCORE or a check is « bad », keeps the best version and stores it. Aborting
 * `signal` (the client went away, « Arrêter ») aborts the provider call: nothing is stored and the
 * aborted call is not counted.
 */
import { AI_DRAFT_PASS_SCORE, AI_MAX_REVISIONS, isWithinLength } from '#shared/ai/rules';
import type { GenerateArticleInput, GeneratedArticle } from '#shared/ai/schemas';
import type { StreamEvent } from '#shared/ai/stream';
import { analyzeArticle, type SeoAnalysis } from '#shared/blog/seo-analysis';
import { slugify } from '#shared/format/slug';
import { LENGTH_WORDS } from '#shared/practice/areas';
import { countWords } from '#shared/format/text';
import type { Deps } from '../platform/deps';
import { DomainError } from '../platform/errors';
import { aiProvider, articleBrief, focusKeywordOf, metered, NOTHING_SAVED, providerFailure } from './index';
import { articlePrompt, revisionPrompt } from './prompt';
import type { StreamRequest } from './provider';
import { siteLinks } from './site-links';
import { insertGeneratedDraft } from './store';
import { assertWithinBudget, withinBudget } from './usage';

/**
 * Runs `start`, yielding what it emits as it emits it, then returns its result (a callback API
 * read as an async generator).
 */
async function* relay<E, T>(start: (emit: (event: E) => void) => Promise<T>): AsyncGenerator<E, T> {
  const queue: E[] = [];
  let wake: (() => void) | null = null;
  let settled = false;
  const running = start((event) => {
    queue.push(event);
    wake?.();
  }).finally(() => {
    settled = true;
    wake?.();
  });
  running.catch(() => undefined);
  for (;;) {
    while (queue.length > 0) yield queue.shift()!;
    if (settled) break;
    await new Promise<void>((resolve) => {
      wake = resolve;
    });
    wake = null;
  }
  return running;
}

const passes = (analysis: SeoAnalysis) => analysis.score >= AI_DRAFT_PASS_SCORE && analysis.checks.every((c) => c.status !== 'bad');

export async function* streamArticle(
  deps: Pick<Deps, 'db' | 'config'>,
  authorId: number,
  input: GenerateArticleInput,
  signal: AbortSignal,
): AsyncGenerator<StreamEvent> {
  await assertWithinBudget(deps);
  const provider = aiProvider(deps.config);
  const links = await siteLinks(deps, input.practiceType, input.city);
  const brief = { ...articleBrief(input), siteLinks: links.offered };
  const focusKeyword = focusKeywordOf(input, brief);
  const prompt = articlePrompt(brief, focusKeyword);
  const analyse = (article: GeneratedArticle) =>
    analyzeArticle({ ...article, slug: slugify(article.title), focusKeyword, length: brief.length }, { sitePaths: links.paths });

  let best: { article: GeneratedArticle; analysis: SeoAnalysis } | null = null;
  let revisions = 0;
  for (let round = 0; round <= AI_MAX_REVISIONS; round += 1) {
    // Every call to the model is within the month's budget: once a draft spent it, the best draft so far is kept.
    if (round > 0 && !(await withinBudget(deps))) break;
    yield { event: 'progress', data: { stage: round === 0 ? 'writing' : 'revising' } };
    const request: StreamRequest =
      round === 0 || !best
        ? { brief, prompt }
        : { brief, prompt, revision: { previous: best.article, instruction: revisionPrompt(round, best.analysis, focusKeyword, brief) } };
    let article: GeneratedArticle;
    try {
      article = yield* relay<StreamEvent, GeneratedArticle>((emit) =>
        metered(deps, { userId: authorId, purpose: round === 0 ? 'article' : 'revision' }, (meter) =>
          provider.streamArticle(request, { signal, meter, onText: (text) => emit({ event: 'delta', data: { text } }) }),
        ),
      );
    } catch (err) {
      if (signal.aborted) throw err;
      // A failed revision leaves the best draft so far; a failed first draft fails the generation.
      if (best) break;
      throw providerFailure(err, 'article', deps.config.OPENAI_TIMEOUT_SECONDS);
    }
    if (round > 0) revisions = round;
    yield { event: 'progress', data: { stage: 'analysing' } };
    const analysis = analyse(article);
    yield { event: 'analysis', data: analysis };
    // Outside the requested length a draft never wins over one inside it.
    const fits = isWithinLength(article.content, brief.length);
    const bestFits = best ? isWithinLength(best.article.content, brief.length) : false;
    if (!best || (fits && !bestFits) || (fits === bestFits && analysis.score > best.analysis.score)) best = { article, analysis };
    if (passes(best.analysis) && isWithinLength(best.article.content, brief.length)) break;
  }
  if (!best) throw new DomainError('upstream-failed', `Le service d’IA n’a renvoyé aucun article.${NOTHING_SAVED.article}`);
  if (!isWithinLength(best.article.content, brief.length)) {
    const { minWords, maxWords } = LENGTH_WORDS[brief.length];
    throw new DomainError(
      'upstream-failed',
      `L’article généré compte ${countWords(best.article.content)} mots, hors de la fourchette demandée (${minWords} à ${maxWords} mots), ` +
        `même après révision.${NOTHING_SAVED.article}`,
    );
  }
  signal.throwIfAborted();
  yield { event: 'progress', data: { stage: 'saving' } };
  const post = await insertGeneratedDraft(deps, {
    authorId,
    brief,
    article: best.article,
    generationPrompt: prompt,
    imageUrl: input.imageUrl,
    focusKeyword,
    seo: { score: best.analysis.score, revisions },
  });
  yield { event: 'done', data: { post: { ...post, seoScore: best.analysis.score, revisions } } };
}
