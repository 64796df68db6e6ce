/**
 * In-memory cache of rendered HTML (DESIGN.md "Serving fast"): pages that change only with a
 * deploy — the 160 landing pages, the directory, the demo/test pages and the static pages — are
 * rendered once per process and then served from memory, keyed by path + query, with their
 * status (a 404 stays a 404) and headers. Pages that show articles (`/`, `/blog…`, `/sitemap`)
 * are never cached, so publishing an article needs no invalidation. The cache starts empty at
 * every start (deploy). Bounded: least recently used entries go first.
 *
 * Pages are rendered with the CSP nonce placeholder (http/security.ts) and every reply splices in
 * its own nonce, so a cached page never reuses a nonce: the body differs on each reply, hence no
 * ETag and compression per reply (brotli or gzip at a fast level). A page with no script (no
 * placeholder) keeps its ETag and compressed variants made once.
 * With several app nodes each keeps its own copy; the same replies carry
 * `Cache-Control: public, s-maxage=…` so a CDN in front caches them too.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { NONCE_PLACEHOLDER, responseNonce } from '../http/security';

export type CachedPage = {
  status: number;
  /** Response headers of the render, lower-case names (content-type…). */
  headers: Record<string, string>;
  body: Buffer;
  /** The body cut at each nonce placeholder: a reply is these parts joined by its nonce. */
  parts: Buffer[];
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
};

/** Browsers revalidate (ETag); shared caches (CDN) keep a page one day, a 404 ten minutes. */
export const CACHED_PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=86400';
export const CACHED_404_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=600';

/**
 * Paths whose HTML depends only on the deploy. Not cached: `/` (article teasers), `/blog…` and
 * `/sitemap` (articles), `/admin…`, and anything with a dot (files).
 */
const STATIC_PAGES = new Set([
  '/pages-seo',
  '/seo-demo',
  '/test-routes',
  '/seo-simple-test',
  '/test-seo',
  '/pricing',
  '/privacy',
  '/roi-calculator',
  '/quiz',
]);
const NOT_CACHED_SEGMENTS = new Set(['blog', 'sitemap', 'admin', 'api', 'trpc', 'uploads', 'assets']);

export function isCacheablePath(pathname: string): boolean {
  if (STATIC_PAGES.has(pathname)) return true;
  // One segment, no dot: a landing page /seo-avocat-…, /debug-seo-…, or an unknown path (its 404).
  const match = /^\/([a-z0-9-]{1,120})$/.exec(pathname);
  return match !== null && !NOT_CACHED_SEGMENTS.has(match[1]!);
}

/** Cache key: path + query string, as requested. */
export function cacheKey(req: Request): string {
  return req.originalUrl || req.url;
}

export class HtmlCache {
  private readonly lru: LRUCache<string, CachedPage>;

  constructor({ maxEntries = 1000, maxBytes = 64 * 1024 * 1024 }: { maxEntries?: number; maxBytes?: number } = {}) {
    this.lru = new LRUCache<string, CachedPage>({
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: (page) => page.body.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0) + 512,
    });
  }

  get(key: string): CachedPage | undefined {
    return this.lru.get(key);
  }

  /** Stores a rendered page if it can be shared: 200 or 404, and no cookie set. */
  store(key: string, status: number, headers: Headers, body: Buffer): CachedPage | undefined {
    if ((status !== 200 && status !== 404) || headers.has('set-cookie')) return undefined;
    const stored: Record<string, string> = {};
    headers.forEach((value, name) => {
      if (name !== 'content-length' && name !== 'cache-control' && name !== 'etag') stored[name] = value;
    });
    const page: CachedPage = {
      status,
      headers: stored,
      body,
      parts: splitAt(body, Buffer.from(NONCE_PLACEHOLDER)),
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    };
    this.lru.set(key, page);
    return page;
  }

  clear(): void {
    this.lru.clear();
  }

  get size(): number {
    return this.lru.size;
  }
}

/** `buffer` cut at every occurrence of `separator`. */
function splitAt(buffer: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = buffer.indexOf(separator); at !== -1; at = buffer.indexOf(separator, start)) {
    parts.push(buffer.subarray(start, at));
    start = at + separator.length;
  }
  parts.push(buffer.subarray(start));
  return parts;
}

const FAST_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * Sends a cached page with this reply's nonce, in the best encoding the client accepts. A page
 * without scripts (no nonce to splice) answers 304 on a matching ETag and reuses its compressed
 * variants.
 */
export function sendCachedPage(req: Request, res: Response, page: CachedPage, state: 'HIT' | 'MISS'): void {
  res.status(page.status);
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  res.setHeader('Cache-Control', page.status === 200 ? CACHED_PAGE_CACHE_CONTROL : CACHED_404_CACHE_CONTROL);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('X-Cache', state);
  const fixed = page.parts.length === 1;
  if (fixed) {
    res.setHeader('ETag', page.etag);
    if (page.status === 200 && req.headers['if-none-match'] === page.etag) {
      res.status(304).end();
      return;
    }
  }
  const body = fixed ? page.body : Buffer.concat(joinParts(page.parts, Buffer.from(responseNonce(res) ?? '')));
  let encoded = body;
  const accepted = req.headers['accept-encoding'] ? req.acceptsEncodings('br', 'gzip') : false;
  if (accepted === 'br') {
    encoded = fixed ? (page.br ??= zlib.brotliCompressSync(body, FAST_BROTLI)) : zlib.brotliCompressSync(body, FAST_BROTLI);
    res.setHeader('Content-Encoding', 'br');
  } else if (accepted === 'gzip') {
    encoded = fixed ? (page.gzip ??= zlib.gzipSync(body, { level: 6 })) : zlib.gzipSync(body, { level: 6 });
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.setHeader('Content-Length', encoded.length);
  if (req.method === 'HEAD') res.end();
  else res.end(encoded);
}

function joinParts(parts: Buffer[], separator: Buffer): Buffer[] {
  return parts.flatMap((part, i) => (i === 0 ? [part] : [separator, part]));
}

/** Early middleware: answers GET/HEAD of a cached page before the rest of the stack runs. */
export function htmlCacheMiddleware(cache: HtmlCache) {
  return function serveCachedPage(req: Request, res: Response, next: NextFunction) {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isCacheablePath(req.path)) return next();
    const page = cache.get(cacheKey(req));
    if (!page) return next();
    sendCachedPage(req, res, page, 'HIT');
  };
}
