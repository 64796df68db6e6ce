import { DomainError, isDomainError } from '../platform/errors';
import { and, desc, eq, like, ne } from 'drizzle-orm';
import { blogPosts, type BlogPost } from '#db/schema';
import { slugify } from '#shared/format/slug';
import type { ArticleUpdateInput, PublicPostListItem } from '#shared/blog/schemas';
import type { Deps } from '../platform/deps';
import { bumpContentVersion } from './content-version';
import { renderMarkdown } from './markdown';
import type { AdminArticle, CategoryChip } from '#shared/blog/schemas';
import { transaction, type DB } from '../platform/db';
import { assertCategoriesExist, categoryIdsOf, chipsOf, PUBLIC_CARD_COLUMNS, publicCards, setArticleCategories } from './categories';
import { isPublic, publicAddress, publicDate, rearmPublicationTimer } from './publication';
import type { PageInput } from '#shared/api/page';
import { afterCursor, mapPage, pageFetchSize, pageOf, type Page } from '#server/platform/pagination';
import { articleEventData, enqueueWebhookEvent } from '../webhooks/webhooks';
import { queueIndexNow } from '../seo/indexnow';
import { articleChangePaths } from '#shared/seo/indexnow';
import { recordGone, recordLive, recordMove } from '../seo/redirects';
import { articlePath } from '#shared/seo/redirects';


const ARTICLE_NOT_FOUND = 'Article non trouvé';

const notFound = () => new DomainError('not-found', ARTICLE_NOT_FOUND);

/** Published articles, newest first, in the public list shape (what a card shows). */
export async function listPublished(
  deps: Pick<Deps, 'db'>,
  page: PageInput = undefined,
): Promise<Page<PublicPostListItem>> {
  const rows = await deps.db
    .select(PUBLIC_CARD_COLUMNS)
    .from(blogPosts)
    .where(and(isPublic(), afterCursor(page, publicDate, blogPosts.id)))
    .orderBy(desc(publicDate), desc(blogPosts.id))
    .limit(pageFetchSize(page) ?? -1);
  return mapPage(pageOf(rows, page), (items) => publicCards(deps.db, items));
}

export type PublicArticle = Omit<BlogPost, 'authorId' | 'generationPrompt' | 'focusKeyword'> & {
  contentHtml: string;
  categories: CategoryChip[];
};

/**
 * One public article (published, its publication time come) with its content rendered to
 * sanitised HTML; `createdAt` is its public date (`publishAt` when scheduled).
 */
export async function getPublishedBySlug(deps: Pick<Deps, 'db'>, slug: string): Promise<PublicArticle> {
  const [post] = await deps.db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublic()));
  if (!post) throw notFound();
  const { authorId: _authorId, generationPrompt: _prompt, focusKeyword: _keyword, ...rest } = post;
  return {
    ...rest,
    createdAt: post.publishAt ?? post.createdAt,
    updatedAt: post.publishAt && post.publishAt > post.updatedAt ? post.publishAt : post.updatedAt,
    contentHtml: renderMarkdown(post.content),
    categories: (await chipsOf(deps.db, [post.id])).get(post.id) ?? [],
  };
}

async function withCategoryIds(db: DB, posts: BlogPost[]): Promise<AdminArticle[]> {
  const ids = await categoryIdsOf(db, posts.map((p) => p.id));
  return posts.map((p) => ({ ...p, categoryIds: ids.get(p.id) ?? [] }));
}

export async function listAll(deps: Pick<Deps, 'db'>, page: PageInput = undefined): Promise<Page<AdminArticle>> {
  const rows = await deps.db
    .select()
    .from(blogPosts)
    .where(afterCursor(page, blogPosts.createdAt, blogPosts.id))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(pageFetchSize(page) ?? -1);
  return mapPage(pageOf(rows, page), (items) => withCategoryIds(deps.db, items));
}

export async function getById(deps: Pick<Deps, 'db'>, id: number): Promise<AdminArticle> {
  const [post] = await deps.db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!post) throw notFound();
  return (await withCategoryIds(deps.db, [post]))[0]!;
}

const SLUG_TAKEN = 'Ce slug est déjà utilisé par un autre article.';

const slugTaken = () => new DomainError('conflict', SLUG_TAKEN);

/** SQLite's unique index answered first (two saves racing for the same slug). */
function isUniqueViolation(error: unknown): boolean {
  // drizzle wraps driver errors (DrizzleQueryError) with the SqliteError as `cause`.
  // libSQL's errors say it in `extendedCode` or, for a remote server, only in the message.
  for (let e = error as { code?: string; extendedCode?: string; message?: string; cause?: unknown } | null | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.extendedCode === 'SQLITE_CONSTRAINT_UNIQUE') return true;
    if (e.code?.startsWith('SQLITE_CONSTRAINT') && /UNIQUE constraint failed/.test(e.message ?? '')) return true;
    e = e.cause as typeof e;
  }
  return false;
}

async function assertSlugFree(deps: Pick<Deps, 'db'>, slug: string, exceptId?: number) {
  const [clash] = await deps.db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(exceptId === undefined ? eq(blogPosts.slug, slug) : and(eq(blogPosts.slug, slug), ne(blogPosts.id, exceptId)));
  if (clash) throw slugTaken();
}

/**
 * Inserts an article (and its categories, in the same transaction); SLUG_TAKEN (409) when the
 * unique index refuses its slug (a racing save).
 */
export async function insertArticle(
  deps: Pick<Deps, 'db'>,
  values: typeof blogPosts.$inferInsert,
  categoryIds: readonly number[] = [],
): Promise<AdminArticle> {
  try {
    const created = await transaction(deps.db, async (tx) => {
      await assertCategoriesExist(tx, categoryIds);
      const row = await tx.insert(blogPosts).values(values).returning().get();
      if (!row) throw new Error('blog post insert returned no row');
      await setArticleCategories(tx, row.id, categoryIds);
      await bumpContentVersion(tx);
      return { ...row, categoryIds: [...categoryIds].sort((a, b) => a - b) };
    });
    await rearmPublicationTimer(deps.db);
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
}

/** True for the SLUG_TAKEN conflict of `insertArticle`. */
export const isSlugTaken = (error: unknown): boolean =>
  isDomainError(error, 'conflict') && error.message === SLUG_TAKEN;

/** Longest slug made from a title, before the '-2', '-3'… suffix. */
const SLUG_BASE_MAX = 80;

/** The title's slug, made unique among stored articles with '-2', '-3'… */
export async function freeSlug(deps: Pick<Deps, 'db'>, title: string): Promise<string> {
  const full = slugify(title);
  // Long titles: cut at the last whole word that fits.
  const cut = full.length > SLUG_BASE_MAX ? full.slice(0, SLUG_BASE_MAX + 1).replace(/-[^-]*$/, '') : full;
  const base = cut || full.slice(0, SLUG_BASE_MAX) || 'article';
  const taken = new Set(
    (await deps.db.select({ slug: blogPosts.slug }).from(blogPosts).where(like(blogPosts.slug, `${base}%`))).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A new article written by hand (`generatedWithAI` false); 409 if the slug is taken. */
export async function create(deps: PublishDeps, authorId: number, input: ArticleUpdateInput): Promise<AdminArticle> {
  await assertSlugFree(deps, input.slug);
  const { categoryIds = [], publishAt, ...values } = input;
  const created = await writeAndAnnounce(deps, null, async (tx) => {
    await assertCategoriesExist(tx, categoryIds);
    const row = await tx.insert(blogPosts).values({ ...values, publishAt: publishAt ?? null, authorId, generatedWithAI: false }).returning().get();
    if (!row) throw new Error('blog post insert returned no row');
    await setArticleCategories(tx, row.id, categoryIds);
    return row;
  });
  return (await withCategoryIds(deps.db, [created]))[0]!;
}

type PublishDeps = Pick<Deps, 'db' | 'config' | 'outbox'>;

/**
 * Runs the write of one article in a transaction that also moves the content version
 * (every node's page cache sees the change) and, when it leaves the article published while it
 * was not (`before`: its state before, null for a new one), writes article.published for the
 * webhooks (one outbox row per subscribed endpoint). A published article whose slug changes
 * leaves a 301 from its old address; a published address drops any rule that covered it. A change
 * readers see (public before or after) queues its addresses for IndexNow. A slug
 * clash is SLUG_TAKEN (409). The publication timer is re-armed after.
 */
async function writeAndAnnounce(
  deps: PublishDeps,
  before: Pick<BlogPost, 'slug' | 'published' | 'publishAt'> | null,
  write: (tx: DB) => Promise<BlogPost | undefined>,
): Promise<BlogPost> {
  const wasPublished = before?.published === true;
  let result: { post: BlogPost | undefined; pending: boolean };
  try {
    result = await transaction(deps.db, async (tx) => {
      const post = await write(tx);
      if (post) await bumpContentVersion(tx);
      if (post && before?.published && before.slug !== post.slug) await recordMove(tx, articlePath(before.slug), articlePath(post.slug));
      if (post?.published) await recordLive(tx, articlePath(post.slug));
      const now = new Date();
      if (post) await queueIndexNow(tx, deps.config, articleChangePaths(publicAddress(before, now), publicAddress(post, now)), now);
      const announce = post?.published === true && !wasPublished;
      return {
        post,
        pending: announce ? await enqueueWebhookEvent(tx, 'article.published', articleEventData(post, deps.config.SITE_URL)) : false,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  if (!result.post) throw notFound();
  await rearmPublicationTimer(deps.db);
  if (result.pending) deps.outbox.wake();
  return result.post;
}

/** Updates an article; `publishAt` and `categoryIds` left out keep their stored values. */
export async function update(deps: PublishDeps, id: number, input: ArticleUpdateInput): Promise<AdminArticle> {
  const before = await getById(deps, id);
  await assertSlugFree(deps, input.slug, id);
  const { categoryIds, publishAt, ...values } = input;
  const updated = await writeAndAnnounce(deps, before, async (tx) => {
    if (categoryIds) await assertCategoriesExist(tx, categoryIds);
    const row = await tx
      .update(blogPosts)
      .set({ ...values, ...(publishAt === undefined ? {} : { publishAt }), updatedAt: new Date() })
      .where(eq(blogPosts.id, id))
      .returning()
      .get();
    if (row && categoryIds) await setArticleCategories(tx, id, categoryIds);
    return row;
  });
  return (await withCategoryIds(deps.db, [updated]))[0]!;
}

/** Publishes or unpublishes; a publish announces article.published in the same transaction. */
export async function setPublished(deps: PublishDeps, id: number, published: boolean): Promise<AdminArticle> {
  const before = await deps.db
    .select({ slug: blogPosts.slug, published: blogPosts.published, publishAt: blogPosts.publishAt })
    .from(blogPosts)
    .where(eq(blogPosts.id, id))
    .get();
  if (!before) throw notFound();
  const updated = await writeAndAnnounce(deps, before, (tx) =>
    tx.update(blogPosts).set({ published, updatedAt: new Date() }).where(eq(blogPosts.id, id)).returning().get(),
  );
  return (await withCategoryIds(deps.db, [updated]))[0]!;
}

/** Deletes an article; a published one's address answers 410 from then on (unless a rule sends it elsewhere). */
export async function remove(deps: Pick<Deps, 'db' | 'config'>, id: number): Promise<{ success: true; id: number }> {
  await transaction(deps.db, async (tx) => {
    const [deleted] = await tx
      .delete(blogPosts)
      .where(eq(blogPosts.id, id))
      .returning({ slug: blogPosts.slug, published: blogPosts.published, publishAt: blogPosts.publishAt });
    if (!deleted) throw notFound();
    await queueIndexNow(tx, deps.config, articleChangePaths(publicAddress(deleted), null));
    if (deleted.published) await recordGone(tx, articlePath(deleted.slug));
    await bumpContentVersion(tx);
  });
  await rearmPublicationTimer(deps.db);
  return { success: true, id };
}
