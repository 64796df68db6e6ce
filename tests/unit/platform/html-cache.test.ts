import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { HtmlCache, isStorable, preparePage, type PageParts } from '#server/platform/ssr/html-cache';
import { inlineScripts } from '../../helpers/html';
import { scriptHashSource } from '#server/platform/http/security';
import { pageCacheControl, pagePolicyOf } from '#shared/site/page-cache';
import { parseDirectorySearch } from '#client/lib/directory-search';

const parts = (body: string, extra: Partial<PageParts> = {}): PageParts => ({
  status: 200,
  cache: 'static',
  version: 0,
  headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': '3', 'cache-control': 'public' },
  body: Buffer.from(body),
  ...extra,
});

describe('the page cache', () => {
  it('makes one byte string per page: strong ETags from the bytes, brotli and gzip made once', async () => {
    const page = await preparePage(parts('<p>même page</p>'.repeat(200)));
    expect(page.heads.identity.etag).toMatch(/^"[\w-]{27}"$/);
    expect(page.heads.br.etag).toBe(page.heads.identity.etag!.toString().replace(/"$/, '-br"'));
    expect(page.heads.gzip['content-encoding']).toBe('gzip');
    expect(zlib.brotliDecompressSync(page.encoded.br).toString()).toBe(page.body.toString());
    expect(zlib.gunzipSync(page.encoded.gzip).toString()).toBe(page.body.toString());
    expect(page.heads.br['content-length']).toBe(page.encoded.br.length);
    expect(page.heads.identity).not.toHaveProperty('content-encoding');
    expect(page.heads.identity.vary).toBe('Accept-Encoding');
    // The same bytes always give the same ETag; other bytes another one.
    expect((await preparePage(parts('<p>même page</p>'.repeat(200)))).etags).toEqual(page.etags);
    expect((await preparePage(parts('<p>autre</p>'))).heads.identity.etag).not.toBe(page.heads.identity.etag);
  });

  it('keeps a 200 or a 404, not a redirect, an error or a page setting a cookie', () => {
    expect(isStorable(200, {})).toBe(true);
    expect(isStorable(404, {})).toBe(true);
    expect(isStorable(302, {})).toBe(false);
    expect(isStorable(500, {})).toBe(false);
    expect(isStorable(200, { 'set-cookie': 'a=b' })).toBe(false);
  });

  it('answers a content page only at the content version it was rendered at; a static page always', async () => {
    let version = 3;
    const cache = new HtmlCache({ contentVersion: async () => version });
    cache.set('/blog', await preparePage(parts('blog', { cache: 'content', version: 3 })));
    cache.set('/pricing', await preparePage(parts('pricing', { cache: 'static', version: 3 })));
    expect((await cache.get('/blog'))?.body.toString()).toBe('blog');
    version = 4;
    expect(await cache.get('/blog')).toBeUndefined();
    expect((await cache.get('/pricing'))?.body.toString()).toBe('pricing');
  });

  it('renders a page once for the requests that ask for it at the same time', async () => {
    const cache = new HtmlCache();
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setImmediate(resolve));
      return preparePage(parts('x'));
    };
    const replies = await Promise.all([1, 2, 3].map(() => cache.getOrBuild('/x', build)));
    expect(builds).toBe(1);
    expect(replies.map((r) => r.state)).toEqual(['MISS', 'MISS', 'MISS']);
    expect((await cache.getOrBuild('/x', build)).state).toBe('HIT');
    const redirect = await cache.getOrBuild('/r', () => preparePage(parts('', { status: 302 })));
    expect(redirect.page.status).toBe(302);
    expect(await cache.get('/r')).toBeUndefined();
  });

  it('stores no failure (503) and no content page built while the content version could not be read; a static one, yes', async () => {
    let failing = false;
    const cache = new HtmlCache({
      contentVersion: async () => {
        if (failing) throw new Error('no such table: app_meta');
        return 7;
      },
    });
    const failed = await cache.getOrBuild('/blog', async () => preparePage(parts('erreur', { cache: 'content', status: 503 })));
    expect(failed.page.status).toBe(503);
    expect(await cache.get('/blog')).toBeUndefined();
    failing = true;
    const seen: (number | null)[] = [];
    const build = (cacheClass: 'content' | 'static') => async (version: number | null) => {
      seen.push(version);
      return preparePage(parts('page', { cache: cacheClass, version: version ?? -1 }));
    };
    expect((await cache.getOrBuild('/blog', build('content'))).state).toBe('MISS');
    expect((await cache.getOrBuild('/blog', build('content'))).state).toBe('MISS');
    expect((await cache.getOrBuild('/pricing', build('static'))).state).toBe('MISS');
    expect((await cache.getOrBuild('/pricing', build('static'))).state).toBe('HIT');
    expect(seen).toEqual([null, null, null]);
    failing = false;
    expect((await cache.getOrBuild('/blog', build('content'))).state).toBe('MISS');
    expect((await cache.getOrBuild('/blog', build('content'))).state).toBe('HIT');
    expect(seen.at(-1)).toBe(7);
  });

  it('is bounded: the least recently used page goes first', async () => {
    const cache = new HtmlCache({ maxEntries: 2 });
    cache.set('/1', await preparePage(parts('1')));
    cache.set('/2', await preparePage(parts('2')));
    await cache.get('/1');
    cache.set('/3', await preparePage(parts('3')));
    expect(await cache.get('/2')).toBeUndefined();
    expect((await cache.get('/1'))?.body.toString()).toBe('1');
    expect(cache.size).toBe(2);
  });

  it('keeps variants (search parameters, 404s) apart: however many a client asks for, the pages of the site stay', async () => {
    const cache = new HtmlCache({ maxEntries: 2, maxVariants: 2 });
    cache.set('/blog', await preparePage(parts('blog')));
    cache.set('/pricing', await preparePage(parts('pricing')));
    for (let i = 0; i < 50; i++) cache.set(`/pages-seo?recherche=${i}`, await preparePage(parts(`r${i}`), { variant: true }));
    for (let i = 0; i < 50; i++) cache.set(`/nowhere-${i}`, await preparePage({ ...parts(`404 ${i}`), status: 404 }, { variant: true }));
    expect((await cache.get('/blog'))?.body.toString()).toBe('blog');
    expect((await cache.get('/pricing'))?.body.toString()).toBe('pricing');
    expect((await cache.get('/nowhere-49'))?.status).toBe(404);
    expect(await cache.get('/pages-seo?recherche=0')).toBeUndefined();
    expect(cache.size).toBe(4);
  });

  it('finds the executable inline scripts of a page, whose hashes its CSP lists', () => {
    const html =
      '<script type="application/ld+json">{"a":1}</script><script src="/assets/a.js"></script>' +
      '<script>window.a=1</script><script type="module">import("/x.js")</script><script data-x="">b()</script>';
    expect(inlineScripts(html)).toEqual(['window.a=1', 'import("/x.js")', 'b()']);
    // CSP3: the base64 sha256 of the script's UTF-8 text.
    expect(scriptHashSource('window.a=1')).toBe(`'sha256-${createHash('sha256').update('window.a=1').digest('base64')}'`);
  });
});

describe('the routes declare how their pages are cached and indexed', () => {
  it('the deepest matched route that declares a value wins; the root makes unknown paths static and not indexed', () => {
    expect(pagePolicyOf([])).toEqual({ cache: 'static', index: false });
    expect(pagePolicyOf([{ cache: 'static', index: false }, undefined, { cache: 'content', index: true }])).toEqual({ cache: 'content', index: true });
    expect(pagePolicyOf([{ cache: 'static', index: false }, { cache: 'private', index: false }, {}])).toEqual({ cache: 'private', index: false });
  });

  it('Cache-Control per class: long for deploy-only pages, short for pages listing articles, none for admin', () => {
    expect(pageCacheControl('static', 200)).toMatch(/^public, max-age=0, s-maxage=86400, stale-while-revalidate=\d+$/);
    const content = /s-maxage=(\d+), stale-while-revalidate=(\d+)/.exec(pageCacheControl('content', 200))!;
    // A CDN shows a new article within a minute.
    expect(Number(content[1]) + Number(content[2])).toBeLessThanOrEqual(60);
    expect(pageCacheControl('static', 404)).toContain('s-maxage=600');
    expect(pageCacheControl('private', 200)).toBe('private, no-store');
  });
});

describe('the directory search params', () => {
  it('keep text filters and drop empty or "all" values', () => {
    expect(parseDirectorySearch({ recherche: 'lyon', region: 'all', specialite: '' })).toEqual({ recherche: 'lyon' });
    expect(parseDirectorySearch({ region: 'Occitanie', specialite: 'droit-penal' })).toEqual({ region: 'Occitanie', specialite: 'droit-penal' });
  });

  it('ignore values of the wrong type and cut long text', () => {
    expect(parseDirectorySearch({ recherche: { a: 1 }, region: ['x'] })).toEqual({});
    expect(parseDirectorySearch({ recherche: 75 })).toEqual({ recherche: '75' });
    expect(parseDirectorySearch({ recherche: 'x'.repeat(500) }).recherche).toHaveLength(100);
  });
});
