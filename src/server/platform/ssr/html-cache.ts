/**
 * Public pages from memory, the same bytes for everyone (DESIGN.md "Serving fast").
 *
 * Every public page — a route declaring `cache: 'static'` or `'content'` in its `staticData`
 * (src/shared/site/page-cache.ts), and the crawler files — is rendered once per process
 * and then answered from memory before the rest of the middleware stack, keyed by its path and
 * the search parameters its route declares (entry-server's `pageCacheKey`: `?utm_source=…`,
 * `?gclid=…` or `?cb=random` share the page's entry), with its status (a 404 stays a 404) and all its headers. A page carries no nonce: its inline
 * scripts are allowed by their sha256 hashes in its own CSP header, computed when it is rendered
 * and kept with it. So one page is one byte string: a strong ETag (304 on `If-None-Match`),
 * brotli and gzip made once, and a CDN may store it.
 *
 * `static` pages live until the process ends (a deploy). `content` pages carry the content
 * version they were rendered at (blog/content-version.ts, injected by app.ts; one row of the database bumped in
 * the same transaction as every article change): a lookup that finds another version stored
 * renders the page again, so a change shows on the next request, on every node sharing the
 * database. Admin pages (`private`) never come here. Bounded: least recently used pages go first.
 *
 * A failure is never stored: a render whose data could not be loaded answers 503 with
 * `Retry-After` and `no-store` (`failureHeaders`), and so does a crawler file that cannot be made;
 * when the content version cannot be read, a `content` page is rendered for this request only.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { pageCacheControl, PAGE_RETRY_AFTER_SECONDS, type PageCacheClass } from '#shared/site/page-cache';


type SharedClass = Exclude<PageCacheClass, 'private'>;
type Encoding = 'br' | 'gzip' | 'identity';

export type CachedPage = {
  status: number;
  cache: SharedClass;
  /** Content version the page was rendered at (`content` pages are rebuilt when it moves). */
  version: number;
  body: Buffer;
  /** The reply's headers per encoding (Content-Encoding, Content-Length, ETag, `X-Cache: HIT` included). */
  heads: Record<Encoding, OutgoingHttpHeaders>;
  encoded: Record<Encoding, Buffer>;
  /** Strong ETags of the three encodings (one content: any of them revalidates). */
  etags: Set<string>;
};

/** What a render produced, before it is made a cached page. */
export type PageParts = {
  status: number;
  cache: SharedClass;
  version: number;
  /** Every header of the reply but the encoding ones (lower-case names). */
  headers: OutgoingHttpHeaders;
  body: Buffer;
};

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Brotli quality of a page of the site (the best, made once) and of a variant (cheap: anyone can ask for a new one). */
const BROTLI_QUALITY = { page: 11, variant: 5 } as const;

/**
 * Makes the cached form of a page: brotli and gzip (once per page, off the main thread; the best
 * for a page of the site, a cheaper brotli for a variant), strong ETags from the bytes, and the
 * complete header set of each encoding.
 */
export async function preparePage(
  parts: PageParts,
  { compress = true, variant = false }: { compress?: boolean; variant?: boolean } = {},
): Promise<CachedPage> {
  const [br, gz] = compress
    ? await Promise.all([
        brotli(parts.body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: variant ? BROTLI_QUALITY.variant : BROTLI_QUALITY.page,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: parts.body.length,
          },
        }),
        gzip(parts.body, { level: 9 }),
      ])
    : [undefined, undefined];
  const tag = createHash('sha256').update(parts.body).digest('base64url').slice(0, 27);
  const encoded: Record<Encoding, Buffer> = { identity: parts.body, br: br ?? parts.body, gzip: gz ?? parts.body };
  const etags: Record<Encoding, string> = {
    identity: `"${tag}"`,
    br: br ? `"${tag}-br"` : `"${tag}"`,
    gzip: gz ? `"${tag}-gz"` : `"${tag}"`,
  };
  const base: OutgoingHttpHeaders = { ...parts.headers, vary: 'Accept-Encoding' };
  // Per-request headers (the request's id, a stopping process's `Connection: close`) are never kept.
  for (const name of ['content-length', 'content-encoding', 'etag', 'x-cache', 'transfer-encoding', 'x-request-id', 'connection']) delete base[name];
  const head = (encoding: Encoding): OutgoingHttpHeaders => ({
    ...base,
    ...(encoding !== 'identity' && encoded[encoding] !== parts.body ? { 'content-encoding': encoding } : {}),
    'content-length': encoded[encoding].length,
    etag: etags[encoding],
    'x-cache': 'HIT',
  });
  return {
    status: parts.status,
    cache: parts.cache,
    version: parts.version,
    body: parts.body,
    heads: { identity: head('identity'), br: head('br'), gzip: head('gzip') },
    encoded,
    etags: new Set(Object.values(etags)),
  };
}

/** The headers of a failed page or file (503): retry shortly, and nobody stores it. */
export const failureHeaders = (): OutgoingHttpHeaders => ({ 'cache-control': 'no-store', 'retry-after': String(PAGE_RETRY_AFTER_SECONDS) });

/** Pages worth keeping: a 200 or a 404 (a complete render) that sets no cookie. */
export function isStorable(status: number, headers: OutgoingHttpHeaders): boolean {
  return (status === 200 || status === 404) && headers['set-cookie'] === undefined;
}

/** The URL as requested (path and query), from which a page's key is made. */
export const requestUrl = (req: IncomingMessage & { originalUrl?: string }): string => req.originalUrl || req.url || '/';

/** A crawler file's key: its path (no file reads a query). */
const documentKey = (req: Request): string => req.path;

/**
 * A variant: a page whose key has search parameters (`/pages-seo?recherche=…`, `?page=…`) or
 * that is a 404. Anyone can ask for a new one at will, so variants live in a small LRU of their
 * own: they never push a page of the site out of the cache.
 */
export const isVariant = (key: string, status: number): boolean => status === 404 || key.includes('?');

export class HtmlCache {
  private readonly lru: LRUCache<string, CachedPage>;
  private readonly variants: LRUCache<string, CachedPage>;
  private readonly building = new Map<string, Promise<CachedPage>>();
  /** The content version stored in the database now (0 when none). */
  readonly contentVersion: () => Promise<number>;

  constructor({
    maxEntries = 1000,
    maxBytes = 64 * 1024 * 1024,
    maxVariants = 200,
    maxVariantBytes = 16 * 1024 * 1024,
    contentVersion = async () => 0,
  }: { maxEntries?: number; maxBytes?: number; maxVariants?: number; maxVariantBytes?: number; contentVersion?: () => Promise<number> } = {}) {
    this.contentVersion = contentVersion;
    const sizeCalculation = (page: CachedPage) => page.body.length + page.encoded.br.length + page.encoded.gzip.length + 1024;
    this.lru = new LRUCache<string, CachedPage>({ max: maxEntries, maxSize: maxBytes, sizeCalculation });
    this.variants = new LRUCache<string, CachedPage>({ max: maxVariants, maxSize: maxVariantBytes, sizeCalculation });
  }

  /** The content version now, or null when it cannot be read (the database is failing). */
  private async currentVersion(): Promise<number | null> {
    try {
      return await this.contentVersion();
    } catch {
      return null;
    }
  }

  /** The page under `key` if it is still current: any `static` one, a `content` one of today's version. */
  async get(key: string): Promise<CachedPage | undefined> {
    const page = this.lru.get(key) ?? this.variants.get(key);
    if (page?.cache === 'content' && page.version !== (await this.currentVersion())) return undefined;
    return page;
  }

  set(key: string, page: CachedPage): void {
    (isVariant(key, page.status) ? this.variants : this.lru).set(key, page);
  }

  /**
   * The current page under `key`, or the one `build` makes at the content version read before
   * (null: unreadable), stored when `isStorable` — and, for a `content` page, when its version was
   * read. Requests arriving while it is built wait for the same build: one render per page and
   * content version.
   */
  async getOrBuild(
    key: string,
    build: (version: number | null) => Promise<CachedPage>,
  ): Promise<{ page: CachedPage; state: 'HIT' | 'MISS' }> {
    const current = await this.get(key);
    if (current) return { page: current, state: 'HIT' };
    // Read before building: a change committed during the build makes the page stale at once.
    const version = await this.currentVersion();
    // A request arriving after a change does not join a render started before it.
    const buildKey = `${version} ${key}`;
    let pending = this.building.get(buildKey);
    if (!pending) {
      pending = build(version)
        .then((page) => {
          if (isStorable(page.status, page.heads.identity) && (page.cache === 'static' || version !== null)) this.set(key, page);
          return page;
        })
        .finally(() => this.building.delete(buildKey));
      this.building.set(buildKey, pending);
    }
    return { page: await pending, state: 'MISS' };
  }

  clear(): void {
    this.lru.clear();
    this.variants.clear();
  }

  get size(): number {
    return this.lru.size + this.variants.size;
  }
}

/** `Accept-Encoding` header → the encoding served (few distinct headers: remembered). */
const negotiated = new Map<string, Encoding>();
function encodingFor(req: Request): Encoding {
  const header = req.headers['accept-encoding'];
  if (!header) return 'identity';
  let encoding = negotiated.get(header);
  if (!encoding) {
    const accepted = req.acceptsEncodings('br', 'gzip', 'identity');
    encoding = accepted === 'br' || accepted === 'gzip' ? accepted : 'identity';
    if (negotiated.size > 200) negotiated.clear();
    negotiated.set(header, encoding);
  }
  return encoding;
}

/** True when `If-None-Match` names one of the page's ETags (weak comparison, as RFC 9110 asks). */
function notModified(req: IncomingMessage, page: CachedPage): boolean {
  const header = req.headers['if-none-match'];
  if (!header || page.status !== 200) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => page.etags.has(tag.trim().replace(/^W\//, '')));
}

/** Sends a cached page in the best encoding the client accepts, or 304 on a matching ETag. */
export function sendPage(req: Request, res: ServerResponse, page: CachedPage, state: 'HIT' | 'MISS'): void {
  const encoding = encodingFor(req);
  const head = page.heads[encoding];
  if (notModified(req, page)) {
    const { 'content-length': _length, 'content-encoding': _encoding, ...rest } = head;
    res.writeHead(304, { ...rest, 'x-cache': state });
    res.end();
    return;
  }
  // The hot path: headers made once with the page (a miss says so).
  res.writeHead(page.status, state === 'HIT' ? head : { ...head, 'x-cache': state });
  res.end(req.method === 'HEAD' ? undefined : page.encoded[encoding]);
}

/**
 * Early middleware: answers GET/HEAD of a current cached page before the rest of the stack runs.
 * `pageKey`: the page's key of a requested URL (entry-server's `pageCacheKey`), asked only when
 * the URL has a query.
 */
export function htmlCacheMiddleware(cache: HtmlCache, pageKey: (url: string) => string | Promise<string>) {
  return async function serveCachedPage(req: Request, res: Response, next: NextFunction) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      const url = requestUrl(req);
      const page = await cache.get(url.includes('?') ? await pageKey(url) : url);
      if (!page) return next();
      sendPage(req, res, page, 'HIT');
    } catch (error) {
      next(error);
    }
  };
}

/** The reply of a crawler file that could not be made (the database is failing): 503, never stored. */
function documentUnavailable(res: Response) {
  res.status(503).set(failureHeaders()).type('text/plain; charset=utf-8');
  res.send('Service momentanément indisponible. Veuillez réessayer dans quelques instants.');
}

/**
 * A handler for a generated public file (robots.txt, sitemap.xml, rss.xml): made once per
 * process (`static`) or per content version (`content`) and served like a cached page. Without
 * a cache (development) it is made for each request. When it cannot be made: 503, nothing stored.
 */
export function cachedDocument(
  cache: HtmlCache | undefined,
  cacheClass: SharedClass,
  contentType: string,
  produce: () => Promise<string> | string,
) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      if (!cache) {
        res.type(contentType).setHeader('Cache-Control', 'no-cache');
        res.send(await produce());
        return;
      }
      const { page, state } = await cache.getOrBuild(documentKey(req), async (version) => {
        const body = Buffer.from(await produce());
        // Made while the content version could not be read: for this request only.
        const current = cacheClass === 'static' || version !== null;
        const headers = {
          ...res.getHeaders(),
          'content-type': contentType,
          'cache-control': current ? pageCacheControl(cacheClass, 200) : 'no-store',
        };
        return preparePage({ status: 200, cache: cacheClass, version: version ?? -1, headers, body }, { compress: current });
      });
      sendPage(req, res, page, state);
    } catch (error) {
      if (res.headersSent) return next(error);
      req.log.error({ err: error, route: req.path }, 'fichier généré indisponible');
      documentUnavailable(res);
    }
  };
}
