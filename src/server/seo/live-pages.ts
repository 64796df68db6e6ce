/**
 * Whether a path of this site is live (it answers 200), decided without a request to ourselves:
 * the pages and files the server answers outside the page tree (feeds, the API's docs, the
 * native forms' answers, the booking pages, `public/`, the uploads), else a route of the page tree
 * that holds the whole path and, for the routes with a parameter, what it names exists — a
 * published article, a category, a generated landing page. A redirect rule may not hide one, and
 * the editor's link check calls a link to anything else broken.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { blogCategories, blogPosts } from '#db/schema';
import { buildLandingPage } from '#shared/landing/page';
import { BOOKING_PATH } from '#shared/site/brand';
import { NATIVE_FORM } from '#shared/site/native-forms';
import type { DB } from '../platform/db';
import { PUBLIC_DIR } from '../platform/paths';
import { isPublic } from '../blog/publication';

/** Pages and files the server answers itself, outside the page routes. */
const SERVED_PATHS = new Set([
  '/sitemap.xml',
  '/rss.xml',
  '/robots.txt',
  '/api/docs',
  '/api/openapi.json',
  NATIVE_FORM.contactThanks,
  NATIVE_FORM.roiResult,
  NATIVE_FORM.visibilityResult,
  NATIVE_FORM.quizResult,
  NATIVE_FORM.quizThanks,
  BOOKING_PATH,
  `${BOOKING_PATH}/annule`,
]);

/** True when `relative` names a file inside `dir` (never outside it). */
async function fileIn(dir: string, relative: string): Promise<boolean> {
  const file = path.resolve(dir, `.${path.posix.normalize(`/${relative}`)}`);
  if (!file.startsWith(path.resolve(dir) + path.sep)) return false;
  return fs.stat(file).then(
    (stat) => stat.isFile(),
    () => false,
  );
}

/** `routePattern` of the SSR entry: the route pattern holding the whole path, or '404'. */
type RoutePattern = (pathname: string) => Promise<string>;

/** `path` is decoded (as `normalisePath` gives it). */
export function livePageChecker(db: DB, uploadsDir: string, routePattern: RoutePattern): (path: string) => Promise<boolean> {
  return async (sitePath) => {
    if (SERVED_PATHS.has(sitePath)) return true;
    if (sitePath.startsWith('/uploads/')) return fileIn(uploadsDir, sitePath.slice('/uploads/'.length));
    if (await fileIn(PUBLIC_DIR, sitePath.slice(1))) return true;
    const pattern = await routePattern(sitePath);
    if (pattern === '404') return false;
    const last = sitePath.slice(sitePath.lastIndexOf('/') + 1);
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
