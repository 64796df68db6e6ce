import { desc } from 'drizzle-orm';
import { blogPosts } from '#db/schema';
import type { SitemapResponse } from '#shared/blog/schemas';
import { MAIN_PAGES } from '#shared/site/brand';
import type { Deps } from '../platform/deps';
import { isPublic, publicDate } from './publication';

/** Main pages plus every published article (spec §3 "Site map response"). */
export async function getSitemap(deps: Pick<Deps, 'db'>): Promise<SitemapResponse> {
  const posts = await deps.db
    .select({
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      metaDescription: blogPosts.metaDescription,
      slug: blogPosts.slug,
      createdAt: publicDate,
    })
    .from(blogPosts)
    .where(isPublic())
    .orderBy(desc(publicDate));
  return {
    pages: MAIN_PAGES.map(({ title, description, url }) => ({ title, description, url })),
    articles: posts.map((p) => ({
      title: p.title,
      description: p.metaDescription || p.excerpt,
      url: `/blog/${p.slug}`,
      date: p.createdAt.toISOString(),
    })),
  };
}

/** Published articles for `/sitemap.xml`: slug and last modification, newest first. */
export async function publishedArticleDates(deps: Pick<Deps, 'db'>): Promise<{ slug: string; lastmod: Date }[]> {
  const rows = await deps.db
    .select({ slug: blogPosts.slug, createdAt: publicDate, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublic())
    .orderBy(desc(publicDate));
  // A scheduled article was last modified, for a crawler, when it appeared.
  return rows.map((r) => ({ slug: r.slug, lastmod: r.updatedAt > r.createdAt ? r.updatedAt : r.createdAt }));
}
