/**
 * How each page may be cached and indexed. Routes declare it in their `staticData`
 * (`{ cache, index }`, see src/client/router.tsx); the server's page cache, robots.txt,
 * sitemap.xml and the rendering read it from the matched routes.
 *
 * - `static`: depends only on the deploy (landing pages, pricing, quiz…): rendered once per
 *   process, same bytes for everyone, CSP by script hashes.
 * - `content`: shows what the database holds (articles…): same as `static`, and rebuilt when the
 *   content version stored in the database changes (src/server/blog/content-version.ts).
 * - `private`: per visitor (the back office): rendered for each request, per-response CSP nonce,
 *   never stored by anyone.
 */
export type PageCacheClass = 'static' | 'content' | 'private';

export type PagePolicy = { cache: PageCacheClass; index: boolean };

/**
 * What a route declares (`cache` and `index` optional, the deepest matched route that declares
 * one wins). `search`: the search parameters that change what the server renders (read by the
 * route's `validateSearch`); the page cache keeps only these in its key, every other parameter
 * (`utm_*`, `gclid`…) shares the page's entry.
 */
export type PagePolicyDeclaration = { cache?: PageCacheClass; index?: boolean; search?: readonly string[] };

/** Policy of the root route, inherited by whatever declares nothing (the 404 of unknown paths). */
const DEFAULT_PAGE_POLICY: PagePolicy = { cache: 'static', index: false };

/** The effective policy of a chain of matched routes, root first. */
export function pagePolicyOf(declarations: readonly (PagePolicyDeclaration | undefined)[]): PagePolicy {
  const policy = { ...DEFAULT_PAGE_POLICY };
  for (const declared of declarations) {
    if (declared?.cache) policy.cache = declared.cache;
    if (declared?.index !== undefined) policy.index = declared.index;
  }
  return policy;
}

/**
 * `Cache-Control` per class. Browsers always revalidate (`max-age=0`, a 304 on the ETag);
 * shared caches (a CDN) keep deploy-only pages a day, and pages showing articles 30 s, serving
 * a stale copy at most 30 s more while they refetch: a new article is on the CDN within a minute
 * without any purge. Admin pages are never stored.
 */
const PAGE_CACHE_CONTROL = {
  static: 'public, max-age=0, s-maxage=86400, stale-while-revalidate=86400',
  content: 'public, max-age=0, s-maxage=30, stale-while-revalidate=30',
  /** A 404 of a deploy-only path: ten minutes on a CDN. */
  static404: 'public, max-age=0, s-maxage=600',
  private: 'private, no-store',
} as const;

/** `Retry-After` of a page or file that failed (the database did not answer): 503, never stored. */
export const PAGE_RETRY_AFTER_SECONDS = 30;

export function pageCacheControl(cache: PageCacheClass, status: number): string {
  if (cache === 'private') return PAGE_CACHE_CONTROL.private;
  if (cache === 'static' && status === 404) return PAGE_CACHE_CONTROL.static404;
  return PAGE_CACHE_CONTROL[cache];
}
