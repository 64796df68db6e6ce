/**
 * Which public route a measured path is: field data is kept only for the site's own public pages
 * (a path that is none of them is dropped), so a client cannot grow the tables with made-up paths.
 * Articles and categories are checked against the database by the server.
 */
import { MAIN_PAGES } from '../site/brand';
import { findCityAndSpecialty } from '../landing/directory';
import { countedPagePath } from '../leads/page-path';

export type PublicRoute = { path: string; check?: { kind: 'article' | 'category'; slug: string } };

const FIXED = new Set([...MAIN_PAGES.map((page) => page.url), '/audit']);
const SLUG = '([a-z0-9]+(?:-[a-z0-9]+)*)';
const ARTICLE = new RegExp(`^/blog/${SLUG}$`);
const CATEGORY = new RegExp(`^/blog/categorie/${SLUG}$`);

/** The counted path and what must exist for it to be a page, or null when it is no public page. */
export function publicRouteOf(rawPath: string): PublicRoute | null {
  const path = countedPagePath(rawPath).replace(/(.)\/+$/, '$1');
  if (FIXED.has(path)) return { path };
  const category = CATEGORY.exec(path);
  if (category) return { path, check: { kind: 'category', slug: category[1]! } };
  const article = ARTICLE.exec(path);
  if (article) return { path, check: { kind: 'article', slug: article[1]! } };
  if (/^\/[a-z0-9-]+$/.test(path) && findCityAndSpecialty(path)) return { path };
  return null;
}
