/**
 * Blog categories (spec §3 `blog_categories`, `blog_post_categories`): the back office's CRUD,
 * the chips of cards and articles, and the public page `/blog/categorie/{slug}`.
 * Every change bumps the content version in the same transaction (page caches compare it).
 */
import { DomainError } from '../platform/errors';
import { and, asc, count, desc, eq, inArray, like, ne, sql } from 'drizzle-orm';
import { blogCategories, blogPostCategories, blogPosts } from '#db/schema';
import { slugify } from '#shared/format/slug';
import { readingTime } from '#shared/format/text';
import { CATEGORY_PAGE_SIZE } from '#shared/blog/constants';
import { type CategoryChip, type CategoryInput, type CategoryOutput, type PublicPostListItem } from '#shared/blog/schemas';
import { transaction, type DB } from '../platform/db';
import type { Deps } from '../platform/deps';
import { bumpContentVersion } from './content-version';
import { isPublic, publicDate } from './publication';
import { recordLive, recordMove } from '../seo/redirects';
import { categoryPath } from '#shared/seo/redirects';
import { queueIndexNow } from '../seo/indexnow';

const CATEGORY_NOT_FOUND = 'Catégorie non trouvée';
const notFound = () => new DomainError('not-found', CATEGORY_NOT_FOUND);
const CATEGORY_TAKEN = 'Une catégorie porte déjà ce nom.';

const columns = { id: blogCategories.id, name: blogCategories.name, slug: blogCategories.slug, description: blogCategories.description };

/** Every category, by name, with its number of articles (drafts included). */
export async function listCategories(deps: Pick<Deps, 'db'>): Promise<(CategoryOutput & { articles: number })[]> {
  return deps.db
    .select({ ...columns, articles: sql<number>`(SELECT COUNT(*) FROM ${blogPostCategories} WHERE ${blogPostCategories.categoryId} = ${blogCategories.id})` })
    .from(blogCategories)
    .orderBy(asc(blogCategories.name));
}

/** One category by id (404 « Catégorie non trouvée »). */
export async function getCategory(deps: Pick<Deps, 'db'>, id: number): Promise<CategoryOutput> {
  const category = await deps.db.select(columns).from(blogCategories).where(eq(blogCategories.id, id)).get();
  if (!category) throw notFound();
  return category;
}

/** The name's slug, unique among categories ('-2', '-3'…); `exceptId` keeps a category's own. */
async function freeCategorySlug(db: DB, name: string, exceptId?: number): Promise<string> {
  const base = slugify(name).slice(0, 80).replace(/-+$/, '') || 'categorie';
  const taken = new Set(
    (
      await db
        .select({ slug: blogCategories.slug })
        .from(blogCategories)
        .where(exceptId === undefined ? like(blogCategories.slug, `${base}%`) : and(like(blogCategories.slug, `${base}%`), ne(blogCategories.id, exceptId)))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function assertNameFree(db: DB, name: string, exceptId?: number) {
  const clash = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(exceptId === undefined ? sql`lower(${blogCategories.name}) = lower(${name})` : and(sql`lower(${blogCategories.name}) = lower(${name})`, ne(blogCategories.id, exceptId)))
    .get();
  if (clash) throw new DomainError('conflict', CATEGORY_TAKEN);
}

export async function createCategory(deps: Pick<Deps, 'db'>, input: CategoryInput): Promise<CategoryOutput> {
  return transaction(deps.db, async (tx) => {
    await assertNameFree(tx, input.name);
    const created = await tx
      .insert(blogCategories)
      .values({ name: input.name, slug: await freeCategorySlug(tx, input.name), description: input.description })
      .returning(columns)
      .get();
    await recordLive(tx, categoryPath(created!.slug));
    await bumpContentVersion(tx);
    return created!;
  });
}

/** Renames a category; its slug follows the new name (its page moves). Its page (both addresses) is queued for IndexNow. */
export async function updateCategory(deps: Pick<Deps, 'db' | 'config'>, id: number, input: CategoryInput): Promise<CategoryOutput> {
  return transaction(deps.db, async (tx) => {
    const current = await tx.select(columns).from(blogCategories).where(eq(blogCategories.id, id)).get();
    if (!current) throw notFound();
    await assertNameFree(tx, input.name, id);
    const slug = current.name === input.name ? current.slug : await freeCategorySlug(tx, input.name, id);
    const updated = await tx
      .update(blogCategories)
      .set({ name: input.name, slug, description: input.description })
      .where(eq(blogCategories.id, id))
      .returning(columns)
      .get();
    // Its page moves: the old address answers 301 to the new one.
    if (slug !== current.slug) await recordMove(tx, categoryPath(current.slug), categoryPath(slug));
    await queueIndexNow(tx, deps.config, [categoryPath(current.slug), categoryPath(slug)]);
    await bumpContentVersion(tx);
    return updated!;
  });
}

/** Deletes a category; its articles stay (their links go with it, ON DELETE CASCADE). Its page is queued for IndexNow. */
export async function deleteCategory(deps: Pick<Deps, 'db' | 'config'>, id: number): Promise<{ success: true; id: number }> {
  return transaction(deps.db, async (tx) => {
    const [deleted] = await tx.delete(blogCategories).where(eq(blogCategories.id, id)).returning({ slug: blogCategories.slug });
    if (!deleted) throw notFound();
    await queueIndexNow(tx, deps.config, [categoryPath(deleted.slug)]);
    await bumpContentVersion(tx);
    return { success: true as const, id };
  });
}

/** Unknown category ids of a list (an article's `categoryIds`): a French 400 names them. */
export async function assertCategoriesExist(db: DB, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = new Set((await db.select({ id: blogCategories.id }).from(blogCategories).where(inArray(blogCategories.id, [...ids]))).map((r) => r.id));
  const unknown = ids.filter((id) => !found.has(id));
  if (unknown.length) throw new DomainError('invalid', `Catégorie inconnue : ${unknown.join(', ')}.`);
}

/** Replaces an article's categories (with the `tx` of the caller's transaction). */
export async function setArticleCategories(tx: DB, postId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(blogPostCategories).where(eq(blogPostCategories.postId, postId));
  if (ids.length) await tx.insert(blogPostCategories).values(ids.map((categoryId) => ({ postId, categoryId })));
}

/** Category ids of each article. */
export async function categoryIdsOf(db: DB, postIds: readonly number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return map;
  const rows = await db
    .select({ postId: blogPostCategories.postId, categoryId: blogPostCategories.categoryId })
    .from(blogPostCategories)
    .where(inArray(blogPostCategories.postId, [...postIds]))
    .orderBy(asc(blogPostCategories.categoryId));
  for (const r of rows) map.get(r.postId)?.push(r.categoryId);
  return map;
}

/** Category chips (name, slug) of each article, by name. */
export async function chipsOf(db: DB, postIds: readonly number[]): Promise<Map<number, CategoryChip[]>> {
  const map = new Map<number, CategoryChip[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return map;
  const rows = await db
    .select({ postId: blogPostCategories.postId, name: blogCategories.name, slug: blogCategories.slug })
    .from(blogPostCategories)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPostCategories.categoryId))
    .where(inArray(blogPostCategories.postId, [...postIds]))
    .orderBy(asc(blogCategories.name));
  for (const r of rows) map.get(r.postId)?.push({ name: r.name, slug: r.slug });
  return map;
}

export type CategoryPage = {
  category: CategoryOutput;
  posts: PublicPostListItem[];
  page: number;
  pages: number;
  total: number;
};

/** One page of a category's public articles, newest first; unknown category or page → 404. */
/** The columns of a public article card (what the blog list and the category pages show). */
export const PUBLIC_CARD_COLUMNS = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  excerpt: blogPosts.excerpt,
  content: blogPosts.content,
  imageUrl: blogPosts.imageUrl,
  topic: blogPosts.topic,
  practiceType: blogPosts.practiceType,
  createdAt: publicDate,
};

/** Card rows → the public list shape: reading time instead of the content, category chips. */
export async function publicCards(
  db: DB,
  rows: { id: number; slug: string; title: string; excerpt: string; content: string; imageUrl: string | null; topic: string; practiceType: string; createdAt: Date }[],
): Promise<PublicPostListItem[]> {
  const chips = await chipsOf(db, rows.map((r) => r.id));
  return rows.map(({ content, ...post }) => ({
    ...post,
    createdAt: new Date(post.createdAt),
    readingTime: readingTime(content),
    categories: chips.get(post.id) ?? [],
  }));
}

export async function categoryPage(deps: Pick<Deps, 'db'>, slug: string, page: number, now = new Date()): Promise<CategoryPage> {
  const db = deps.db;
  const category = await db.select(columns).from(blogCategories).where(eq(blogCategories.slug, slug)).get();
  if (!category) throw notFound();
  const inCategory = and(isPublic(now), eq(blogPostCategories.categoryId, category.id));
  const total =
    (
      await db
        .select({ n: count() })
        .from(blogPosts)
        .innerJoin(blogPostCategories, eq(blogPostCategories.postId, blogPosts.id))
        .where(inCategory)
        .get()
    )?.n ?? 0;
  const pages = Math.max(1, Math.ceil(total / CATEGORY_PAGE_SIZE));
  if (page > pages) throw new DomainError('not-found', 'Page non trouvée');
  const rows = await db
    .select(PUBLIC_CARD_COLUMNS)
    .from(blogPosts)
    .innerJoin(blogPostCategories, eq(blogPostCategories.postId, blogPosts.id))
    .where(inCategory)
    .orderBy(desc(publicDate), desc(blogPosts.id))
    .limit(CATEGORY_PAGE_SIZE)
    .offset((page - 1) * CATEGORY_PAGE_SIZE);
  return { category, posts: await publicCards(db, rows), page, pages, total };
}

/** Categories with at least one public article (their pages are in sitemap.xml). */
export async function categoriesWithArticles(deps: Pick<Deps, 'db'>, now = new Date()): Promise<{ slug: string }[]> {
  return deps.db
    .selectDistinct({ slug: blogCategories.slug })
    .from(blogCategories)
    .innerJoin(blogPostCategories, eq(blogPostCategories.categoryId, blogCategories.id))
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostCategories.postId))
    .where(isPublic(now))
    .orderBy(asc(blogCategories.slug));
}
