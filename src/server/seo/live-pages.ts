/**
 * Whether a path of this site is a live page (it answers 200): a route of the page tree holds the
 * whole path and, for the routes with a parameter, what it names exists — a published article, a
 * category, a generated landing page. A redirect rule may not hide one.
 */
import { and, eq } from 'drizzle-orm';
import { blogCategories, blogPosts } from '#db/schema';
import { buildLandingPage } from '#shared/landing/page';
import type { DB } from '../platform/db';
import { isPublic } from '../blog/publication';

/** `routePattern` of the SSR entry: the route pattern holding the whole path, or '404'. */
type RoutePattern = (pathname: string) => Promise<string>;

export function livePageChecker(db: DB, routePattern: RoutePattern): (path: string) => Promise<boolean> {
  return async (path) => {
    const pattern = await routePattern(path);
    if (pattern === '404') return false;
    const last = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
    if (pattern === '/blog/$slug') {
      const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).where(and(eq(blogPosts.slug, last), isPublic()));
      return Boolean(post);
    }
    if (pattern === '/blog/categorie/$slug') {
      const [category] = await db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.slug, last));
      return Boolean(category);
    }
    if (pattern === '/$slug') return buildLandingPage(last) !== undefined;
    return true;
  };
}
