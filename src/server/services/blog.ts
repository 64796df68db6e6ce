import { TRPCError } from '@trpc/server';
import { and, desc, eq, ne } from 'drizzle-orm';
import { blogPosts, type BlogPost } from '../../../db/schema';
import type { ArticleUpdateInput, PublicPostListItem } from '../../shared/schemas';
import type { Deps } from '../trpc/init';
import { renderMarkdown } from './markdown';

export const ARTICLE_NOT_FOUND = 'Article non trouvé';

const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: ARTICLE_NOT_FOUND });

/** Published articles, newest first, in the public list shape of spec §3. */
export async function listPublished(deps: Pick<Deps, 'db'>): Promise<PublicPostListItem[]> {
  return deps.db
    .select({
      id: blogPosts.id,
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      content: blogPosts.content,
      imageUrl: blogPosts.imageUrl,
      topic: blogPosts.topic,
      practiceType: blogPosts.practiceType,
      createdAt: blogPosts.createdAt,
    })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
}

export type PublicArticle = Omit<BlogPost, 'authorId' | 'generationPrompt'> & { contentHtml: string };

/** One published article with its content rendered to sanitised HTML. */
export async function getPublishedBySlug(deps: Pick<Deps, 'db'>, slug: string): Promise<PublicArticle> {
  const [post] = await deps.db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.published, true)));
  if (!post) throw notFound();
  const { authorId: _authorId, generationPrompt: _prompt, ...rest } = post;
  return { ...rest, contentHtml: renderMarkdown(post.content) };
}

export async function listAll(deps: Pick<Deps, 'db'>): Promise<BlogPost[]> {
  return deps.db.select().from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
}

export async function getById(deps: Pick<Deps, 'db'>, id: number): Promise<BlogPost> {
  const [post] = await deps.db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!post) throw notFound();
  return post;
}

export async function update(deps: Pick<Deps, 'db'>, id: number, input: ArticleUpdateInput): Promise<BlogPost> {
  await getById(deps, id);
  const [clash] = await deps.db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, input.slug), ne(blogPosts.id, id)));
  if (clash) {
    throw new TRPCError({ code: 'CONFLICT', message: 'Ce slug est déjà utilisé par un autre article.' });
  }
  const [updated] = await deps.db
    .update(blogPosts)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(blogPosts.id, id))
    .returning();
  if (!updated) throw notFound();
  return updated;
}

export async function setPublished(deps: Pick<Deps, 'db'>, id: number, published: boolean): Promise<BlogPost> {
  const [updated] = await deps.db
    .update(blogPosts)
    .set({ published, updatedAt: new Date() })
    .where(eq(blogPosts.id, id))
    .returning();
  if (!updated) throw notFound();
  return updated;
}

export async function remove(deps: Pick<Deps, 'db'>, id: number): Promise<{ success: true; id: number }> {
  const deleted = await deps.db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id });
  if (deleted.length === 0) throw notFound();
  return { success: true, id };
}
