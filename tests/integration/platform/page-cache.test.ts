/**
 * Public pages from the cache (ssr/html-cache.ts): the same bytes for everyone, strong ETags and
 * 304 on every public page class, pages listing articles rebuilt at once when an article
 * changes — also on a second app process sharing the database file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerAdmin, useTestServer, testDatabaseEnv } from '../../helpers/server';
import { spawnServer, stopServer, type ServerProcess } from '../../helpers/process';
import { SERVER_ENTRY } from '#server/platform/paths';
import { sitemapXml, SITEMAP_PARAM_ROUTES } from '#server/blog/feeds';
import type { EntryServer } from '#server/platform/ssr/render';

const SITE_URL = 'https://www.avocat-visible.test';

/** One path per public page class: deploy-only pages and 404, pages showing articles and 404, crawler files. */
const PUBLIC_PAGES = [
  { path: '/seo-avocat-droit-penal-marseille', status: 200, cache: 's-maxage=86400' },
  { path: '/pricing', status: 200, cache: 's-maxage=86400' },
  { path: '/quiz', status: 200, cache: 's-maxage=86400' },
  { path: '/pages-seo?region=Occitanie', status: 200, cache: 's-maxage=86400' },
  { path: '/seo-avocat-droit-martien-lyon', status: 404, cache: 's-maxage=600' },
  { path: '/', status: 200, cache: 's-maxage=30' },
  { path: '/blog', status: 200, cache: 's-maxage=30' },
  { path: '/blog/seo-local-avocats-top-3-google-paris', status: 200, cache: 's-maxage=30' },
  { path: '/sitemap', status: 200, cache: 's-maxage=30' },
  { path: '/blog/article-inexistant', status: 404, cache: 's-maxage=30' },
  { path: '/sitemap.xml', status: 200, cache: 's-maxage=30' },
  { path: '/rss.xml', status: 200, cache: 's-maxage=30' },
  { path: '/robots.txt', status: 200, cache: 's-maxage=86400' },
];

async function raw(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
}

describe('every public page class from the cache', () => {
  const s = useTestServer({ SITE_URL });

  it.each(PUBLIC_PAGES)('$path: byte-identical replies with the same headers, a strong ETag, 304 on If-None-Match', async ({ path: page, status, cache }) => {
    const first = await raw(s.url + page);
    const second = await raw(s.url + page);
    expect(first.status).toBe(status);
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    for (const name of ['etag', 'content-security-policy', 'cache-control', 'content-type', 'content-length']) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(second.headers.get('cache-control')).toMatch(new RegExp(`^public, max-age=0, ${cache}`));
    const etag = second.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{27}(-br|-gz)?"$/); // strong: no W/
    if (status === 200) {
      const revalidated = await raw(s.url + page, { 'if-none-match': etag });
      expect(revalidated.status).toBe(304);
      expect(revalidated.body.length).toBe(0);
      expect(revalidated.headers.get('etag')).toBe(etag);
      expect(revalidated.headers.get('cache-control')).toBe(second.headers.get('cache-control'));
      // A weak or listed form of the tag revalidates too; another tag does not.
      expect((await raw(s.url + page, { 'if-none-match': `"autre", W/${etag}` })).status).toBe(304);
      expect((await raw(s.url + page, { 'if-none-match': '"autre"' })).status).toBe(200);
    }
  });

  it('sends brotli and gzip made once: the same compressed bytes on every reply, each encoding with its own ETag', async () => {
    for (const page of ['/', '/blog', '/seo-avocat-droit-penal-nice']) {
      await raw(s.url + page);
      const [br1, br2] = [await rawEncoded(s.url + page, 'br'), await rawEncoded(s.url + page, 'br')];
      const gz = await rawEncoded(s.url + page, 'gzip');
      expect(br1.encoding).toBe('br');
      expect(gz.encoding).toBe('gzip');
      expect(br2.body.equals(br1.body)).toBe(true);
      const plain = await raw(s.url + page, { 'accept-encoding': 'identity' });
      expect(zlib.brotliDecompressSync(br1.body).equals(plain.body)).toBe(true);
      expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
      expect(new Set([br1.etag, gz.etag, plain.headers.get('etag')]).size).toBe(3);
      // A CDN revalidating its gzip copy while the browser asked for brotli: still the same page.
      expect((await raw(s.url + page, { 'accept-encoding': 'br', 'if-none-match': gz.etag! })).status).toBe(304);
    }
  });

  it('answers HEAD from the cache with the headers of GET and no body', async () => {
    const get = await raw(s.url + '/pricing');
    const head = await fetch(s.url + '/pricing', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('marks the pages routes declare not indexed with X-Robots-Tag; the back office is private, no-store', async () => {
    expect((await raw(`${s.url}/seo-demo`)).headers.get('x-robots-tag')).toBe('noindex');
    expect((await raw(`${s.url}/pricing`)).headers.get('x-robots-tag')).toBeNull();
    const admin = await raw(`${s.url}/admin/auth`);
    expect(admin.headers.get('cache-control')).toBe('private, no-store');
    expect(admin.headers.get('x-robots-tag')).toBe('noindex');
    expect(admin.headers.get('x-cache')).toBeNull();
  });
});

async function rawEncoded(url: string, encoding: string) {
  // node's fetch decodes bodies: read the bytes as sent with http.get.
  const { get } = await import('node:http');
  return new Promise<{ encoding?: string; etag?: string; body: Buffer }>((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ encoding: res.headers['content-encoding'], etag: res.headers.etag, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

const ARTICLE = {
  title: 'Article publié pour le cache',
  slug: 'article-publie-pour-le-cache',
  content: '## Introduction\n\nUn article pour vérifier que les pages se mettent à jour.',
  excerpt: 'Résumé de l’article du cache.',
  practiceType: 'droit-penal',
  firmSize: 'petit-cabinet',
  topic: 'seo-local',
  metaDescription: 'Description SEO',
  keywords: ['seo', 'avocat'],
  imageUrl: null,
  published: false,
};

/** Every page that lists articles, and what shows the article on it. */
const LISTINGS = ['/', '/blog', '/sitemap', '/sitemap.xml', '/rss.xml'];

const text = async (url: string) => (await fetch(url)).text();

describe('pages listing articles after a change', () => {
  const s = useTestServer({ SITE_URL });
  let token: string;
  let id: number;

  beforeAll(async () => {
    token = await registerAdmin(s.url);
  });

  it('a new draft shows nowhere; publish shows it at once on every listing page and its own page', async () => {
    // Every page cached first.
    for (const page of [...LISTINGS, `/blog/${ARTICLE.slug}`]) {
      await text(s.url + page);
      expect((await fetch(s.url + page)).headers.get('x-cache'), page).toBe('HIT');
    }
    const versionBefore = contentVersion(s);
    const created = await api<{ id: number }>(s.url, 'POST', '/api/admin/blog/posts', { token, body: ARTICLE });
    expect(created.status).toBe(201);
    id = created.body.id;
    expect(contentVersion(s)).toBe(versionBefore + 1);
    for (const page of LISTINGS) expect(await text(s.url + page), page).not.toContain(ARTICLE.slug);
    expect((await fetch(`${s.url}/blog/${ARTICLE.slug}`)).status).toBe(404);

    expect((await api(s.url, 'PATCH', `/api/admin/blog/posts/${id}/publish`, { token, body: { published: true } })).status).toBe(200);
    expect(contentVersion(s)).toBe(versionBefore + 2);
    for (const page of LISTINGS) {
      const res = await fetch(s.url + page);
      expect(res.headers.get('x-cache'), page).toBe('MISS');
      expect(await res.text(), page).toContain(ARTICLE.slug);
    }
    const own = await fetch(`${s.url}/blog/${ARTICLE.slug}`);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain(ARTICLE.title);
  });

  it('an edit shows at once', async () => {
    const edited = { ...ARTICLE, published: true, title: 'Titre modifié pour le cache' };
    expect((await api(s.url, 'PUT', `/api/admin/blog/posts/${id}`, { token, body: edited })).status).toBe(200);
    for (const page of ['/', '/blog', '/sitemap', '/rss.xml', `/blog/${ARTICLE.slug}`]) {
      expect(await text(s.url + page), page).toContain('Titre modifié pour le cache');
    }
  });

  it('a refused change (slug taken) moves nothing; unpublish and delete take the article off at once', async () => {
    const before = contentVersion(s);
    const other = (await api<{ id: number; slug: string }[]>(s.url, 'GET', '/api/admin/blog/posts', { token })).body.find((p) => p.id !== id)!;
    expect((await api(s.url, 'PUT', `/api/admin/blog/posts/${other.id}`, { token, body: { ...ARTICLE, title: 'x' } })).status).toBe(409);
    expect(contentVersion(s)).toBe(before);
    expect((await fetch(s.url + '/blog')).headers.get('x-cache')).toBe('HIT');

    expect((await api(s.url, 'PATCH', `/api/admin/blog/posts/${id}/publish`, { token, body: { published: false } })).status).toBe(200);
    for (const page of LISTINGS) expect(await text(s.url + page), page).not.toContain(ARTICLE.slug);
    expect((await fetch(`${s.url}/blog/${ARTICLE.slug}`)).status).toBe(404);

    expect((await api(s.url, 'PATCH', `/api/admin/blog/posts/${id}/publish`, { token, body: { published: true } })).status).toBe(200);
    expect(await text(s.url + '/blog')).toContain(ARTICLE.slug);
    expect((await api(s.url, 'DELETE', `/api/admin/blog/posts/${id}`, { token })).status).toBe(200);
    expect(contentVersion(s)).toBe(before + 3);
    for (const page of LISTINGS) expect(await text(s.url + page), page).not.toContain(ARTICLE.slug);
    // Deploy-only pages were not rebuilt.
    await text(s.url + '/pricing');
    expect((await fetch(s.url + '/pricing')).headers.get('x-cache')).toBe('HIT');
  });
});

function contentVersion(s: { query: <T>(sql: string) => T[] }): number {
  const [row] = s.query<{ value: string }>("SELECT value FROM app_meta WHERE key = 'content_version'");
  return Number(row?.value ?? 0);
}

describe('two app processes on one database file', () => {
  let dir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'avocat-visible-nodes-'));
    const env = { ...testDatabaseEnv(path.join(dir, 'app.sqlite')), UPLOADS_DIR: path.join(dir, 'uploads'), SITE_URL };
    a = await spawnServer(env);
    b = await spawnServer(env);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([a && stopServer(a), b && stopServer(b)]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('the second process shows an article published on the first within a second, without restart', async () => {
    const token = await registerAdmin(a.url);
    for (const page of ['/blog', '/']) {
      await text(b.url + page);
      expect((await fetch(b.url + page)).headers.get('x-cache'), page).toBe('HIT');
    }
    const created = await api<{ id: number }>(a.url, 'POST', '/api/admin/blog/posts', { token, body: { ...ARTICLE, published: true } });
    expect(created.status).toBe(201);
    const published = performance.now();
    // Poll the second process until the article shows there (no fixed wait).
    let shownAfter = Infinity;
    while (performance.now() - published < 5_000) {
      if ((await text(b.url + '/blog')).includes(ARTICLE.slug)) {
        shownAfter = performance.now() - published;
        break;
      }
    }
    expect(shownAfter).toBeLessThan(1_000);
    expect(await text(b.url + '/')).toContain(ARTICLE.slug);
    expect(await text(b.url + '/sitemap.xml')).toContain(ARTICLE.slug);
  });
});

describe('the routes declare how each page is cached and indexed', () => {
  it('every page route declares its cache class and indexing (itself or a layout above it); every indexable route with parameters has its sitemap list', async () => {
    const entry = (await import(pathToFileURL(SERVER_ENTRY).href)) as EntryServer;
    const routes = entry.pageRoutes();
    const byId = new Map(routes.map((r) => [r.id, r]));
    const pages = routes.filter((r) => !r.layout);
    expect(pages.length).toBeGreaterThan(15);
    for (const route of pages) {
      let declaredCache = false;
      let declaredIndex = false;
      for (let r: typeof route | undefined = route; r; r = r.parentId ? byId.get(r.parentId) : undefined) {
        declaredCache ||= r.declared.cache !== undefined;
        declaredIndex ||= r.declared.index !== undefined;
      }
      expect(declaredCache && declaredIndex, route.id).toBe(true);
      if (route.policy.index && /[$*{]/.test(route.fullPath)) expect(Object.keys(SITEMAP_PARAM_ROUTES), route.fullPath).toContain(route.fullPath);
    }
    expect(entry.pagePolicy('/blog/un-article')).toEqual({ cache: 'content', index: true });
    expect(entry.pagePolicy('/seo-avocat-droit-penal-lyon')).toEqual({ cache: 'static', index: true });
    expect(entry.pagePolicy('/admin/blog/edit/3')).toEqual({ cache: 'private', index: false });
    expect(entry.pagePolicy('/un/chemin/inconnu')).toEqual({ cache: 'static', index: false });
    expect(entry.pagePolicy('/pricing/en-trop')).toEqual({ cache: 'static', index: false });
    expect(entry.pagePolicy('/admin/inconnu/encore')).toEqual({ cache: 'private', index: false });
    // A new indexable route with a parameter and no list makes sitemap.xml fail loudly.
    const orphan = { id: '/_site/equipe/$member', fullPath: '/equipe/$member', policy: { cache: 'content' as const, index: true }, declared: {}, layout: false };
    await expect(sitemapXml({ db: undefined as never }, SITE_URL, [orphan])).rejects.toThrow(/equipe/);
  });
});
