import { describe, expect, it } from 'vitest';
import { HtmlCache, isCacheablePath } from '../../src/server/ssr/html-cache';
import { parseDirectorySearch } from '../../src/client/lib/directory-search';

describe('the pages served from the HTML cache', () => {
  it('are the landing pages, the directory, the demo/test pages and the static pages', () => {
    for (const path of [
      '/seo-avocat-droit-penal-marseille',
      '/pages-seo',
      '/seo-demo',
      '/debug-seo-seo-avocat-droit-penal-lyon',
      '/test-routes',
      '/seo-simple-test',
      '/test-seo',
      '/pricing',
      '/privacy',
      '/roi-calculator',
      '/quiz',
    ]) {
      expect(isCacheablePath(path), path).toBe(true);
    }
  });

  it('never include the pages that show articles, the admin, the API or files', () => {
    for (const path of ['/', '/blog', '/blog/un-article', '/sitemap', '/admin', '/admin/dashboard', '/api/sitemap', '/trpc', '/og-image.png', '/robots.txt']) {
      expect(isCacheablePath(path), path).toBe(false);
    }
  });

  it('keep the status and headers of a 200 or a 404, not of a redirect or a page setting a cookie', () => {
    const cache = new HtmlCache({ maxEntries: 10 });
    const html = new Headers({ 'content-type': 'text/html; charset=utf-8', 'content-length': '3', 'cache-control': 'no-cache' });
    expect(cache.store('/a', 200, html, Buffer.from('abc'))).toMatchObject({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
    expect(cache.get('/a')?.headers).not.toHaveProperty('cache-control');
    expect(cache.store('/b', 404, html, Buffer.from('404'))?.status).toBe(404);
    expect(cache.store('/c', 302, html, Buffer.from(''))).toBeUndefined();
    expect(cache.store('/d', 500, html, Buffer.from(''))).toBeUndefined();
    expect(cache.store('/e', 200, new Headers({ 'set-cookie': 'a=b' }), Buffer.from('x'))).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('is bounded: the least recently used page goes first', () => {
    const cache = new HtmlCache({ maxEntries: 2 });
    const headers = new Headers({ 'content-type': 'text/html' });
    cache.store('/1', 200, headers, Buffer.from('1'));
    cache.store('/2', 200, headers, Buffer.from('2'));
    cache.get('/1');
    cache.store('/3', 200, headers, Buffer.from('3'));
    expect(cache.get('/2')).toBeUndefined();
    expect(cache.get('/1')?.body.toString()).toBe('1');
    expect(cache.size).toBe(2);
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
