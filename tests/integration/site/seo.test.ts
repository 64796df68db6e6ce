import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '#db/schema';
import { bumpContentVersion } from '#server/blog/content-version';
import { transaction } from '#server/platform/db';
import { api, useTestServer } from '../../helpers/server';
import { jsonLdTypes, readPage } from '../../helpers/html';
import { readManifest } from '../../helpers/bundle';

const SITE_URL = 'https://www.avocat-visible.test';

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers: { accept: 'text/html', ...headers } });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

describe('a landing page, as a crawler reads it', () => {
  const s = useTestServer({ SITE_URL });

  it('shows the Marseille criminal law figures, layout and contact links of the spec', async () => {
    const { status, html } = await get(`${s.url}/seo-avocat-droit-penal-marseille`);
    expect(status).toBe(200);
    const page = readPage(html);
    expect(page.lang).toBe('fr');
    expect(page.title).toBe('SEO pour Avocat en Droit pénal à Marseille | Experts en Référencement Juridique');
    expect(page.description).toContain('Marseille');
    expect(page.canonical).toBe(`${SITE_URL}/seo-avocat-droit-penal-marseille`);
    expect(page.h1).toEqual(['Avocat en droit pénal à Marseille : attirez plus de clients grâce au SEO']);
    for (const text of [
      "Provence-Alpes-Côte d'Azur",
      'Droit pénal',
      "jusqu'à 52 nouveaux clients par mois",
      'Audit SEO Gratuit',
      'Voir nos tarifs',
      '873K',
      '5 200 €',
      'Élevée',
      'Votre défi',
      'Optimisez votre fiche d’établissement Google',
      'Ciblez trois mots-clés géolocalisés',
      'top 3',
      'Questions fréquentes',
      '01 99 00 12 34',
      'contact@avocat-visible.fr',
    ]) {
      expect(page.text.replace(/\u202f|\u00a0/g, ' '), text).toContain(text);
    }
    expect(page.links).toEqual(expect.arrayContaining(['/#contact', '/pricing', '/roi-calculator', 'tel:+33199001234', 'mailto:contact@avocat-visible.fr']));
    expect(page.links).toEqual(expect.arrayContaining(['/seo-avocat-droit-penal-toulon', '/seo-avocat-droit-famille-marseille', '/pages-seo']));
    expect(html.replace(/ nonce="[^"]*"/g, '')).toContain(
      '<meta name="keywords" content="avocat droit pénal Marseille, cabinet droit pénal Marseille, droit pénal Marseille"/>',
    );
  });

  it('describes itself with Service, BreadcrumbList and FAQPage JSON-LD matching the page', async () => {
    const page = readPage((await get(`${s.url}/seo-avocat-droit-famille-paris`)).html);
    expect(jsonLdTypes(page)).toEqual(['Service', 'BreadcrumbList', 'FAQPage']);
    const faq = JSON.parse(page.jsonLd[2]!) as { mainEntity: { name: string; acceptedAnswer: { text: string } }[] };
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(3);
    for (const q of faq.mainEntity) {
      expect(page.text).toContain(q.name);
      expect(page.text).toContain(q.acceptedAnswer.text);
    }
    const crumbs = JSON.parse(page.jsonLd[1]!) as { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.map((c) => c.item)).toEqual([`${SITE_URL}/`, `${SITE_URL}/pages-seo`, `${SITE_URL}/seo-avocat-droit-famille-paris`]);
    expect(page.text).toContain('2161K');
    expect(page.text).toContain('Très élevée');
  });

  it('has an Open Graph image that is a real 1200×630 PNG', async () => {
    const page = readPage((await get(`${s.url}/seo-avocat-droit-penal-lyon`)).html);
    expect(page.og['og:image']).toBe(`${SITE_URL}/og-image.png`);
    expect(page.og['og:image:width']).toBe('1200');
    expect(page.og['og:url']).toBe(`${SITE_URL}/seo-avocat-droit-penal-lyon`);
    const res = await fetch(`${s.url}/og-image.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  it('answers 404 with the 404 page for a slug that is not one of the 160, also when served from the cache', async () => {
    for (let i = 0; i < 2; i += 1) {
      const res = await get(`${s.url}/seo-avocat-droit-martien-lyon`);
      expect(res.status).toBe(404);
      expect(res.html).toContain('404 Page Not Found');
      expect(res.headers.get('x-cache')).toBe(i === 0 ? 'MISS' : 'HIT');
      expect(res.headers.get('cache-control')).toContain('s-maxage=600');
    }
  });
});

describe('the HTML cache and compression', () => {
  const s = useTestServer({ SITE_URL });

  it('serves a landing page from memory after the first render: the same bytes and headers for everyone, ETag, CDN cache headers', async () => {
    const first = await get(`${s.url}/seo-avocat-droit-social-lille`);
    const second = await get(`${s.url}/seo-avocat-droit-social-lille`);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(second.html).toBe(first.html);
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expect(second.headers.get('content-type')).toContain('text/html');
    expect(second.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=86400, stale-while-revalidate=\d+$/);
    expect(second.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('keys the cache by path and query: the directory filtered by a URL is its own page', async () => {
    const all = readPage((await get(`${s.url}/pages-seo`)).html);
    const occitanie = await get(`${s.url}/pages-seo?region=Occitanie&specialite=droit-penal`);
    expect(occitanie.headers.get('x-cache')).toBe('MISS');
    expect(all.text).toContain('160 pages trouvées');
    expect(readPage(occitanie.html).text).toContain('3 pages trouvées');
    const again = await get(`${s.url}/pages-seo?region=Occitanie&specialite=droit-penal`);
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(readPage(again.html).text).toContain('3 pages trouvées');
  });

  it('caches the pages that show articles too, for a shorter time on a CDN', async () => {
    for (const path of ['/', '/blog', '/sitemap']) {
      await get(s.url + path);
      const res = await get(s.url + path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('x-cache'), path).toBe('HIT');
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30');
    }
  });

  it('compresses HTML, JSON, CSS and JS with brotli or gzip', async () => {
    const html = await fetch(`${s.url}/seo-avocat-droit-penal-nice`, { headers: { 'accept-encoding': 'br' } });
    expect(html.headers.get('content-encoding')).toBe('br');
    const raw = Buffer.from(await html.arrayBuffer());
    // fetch decodes the body; check it is the page
    expect(raw.toString()).toContain('Nice');
    const json = await fetch(`${s.url}/api/sitemap`, { headers: { 'accept-encoding': 'gzip' } });
    expect(json.headers.get('content-encoding')).toBe('gzip');
    const blog = await fetch(`${s.url}/blog`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(blog.headers.get('content-encoding')).toBe('br');
    // The stylesheet is inlined in the pages; its file stays served (the manifest names it).
    const stylesheet = `/${readManifest()['style.css']?.file}`;
    const scripts = [...(await get(`${s.url}/pricing`)).html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    const assets = [stylesheet, ...scripts];
    expect(stylesheet).toMatch(/^\/assets\/[^/]+\.css$/);
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    // Every asset of the page is cached for a year; those above the 1 KB threshold (the
    // stylesheet, the framework and entry chunks…) are compressed, tiny route chunks need not be.
    let compressed = 0;
    for (const asset of assets) {
      const plain = await fetch(s.url + asset, { headers: { 'accept-encoding': 'identity' } });
      const size = (await plain.arrayBuffer()).byteLength;
      const res = await fetch(s.url + asset, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
      if (size < 1024) continue;
      expect(res.headers.get('content-encoding'), asset).toBe('gzip');
      compressed += 1;
    }
    expect(compressed).toBeGreaterThanOrEqual(3);
  });

  it('sends the exact compressed bytes of the cached page', async () => {
    const url = new URL(`${s.url}/seo-avocat-droit-public-reims`);
    await get(url.href);
    const { request } = await import('node:http');
    const body = await new Promise<Buffer>((resolve, reject) => {
      request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        expect(res.headers['content-encoding']).toBe('gzip');
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      })
        .on('error', reject)
        .end();
    });
    expect(zlib.gunzipSync(body).toString()).toContain('Avocat en droit public à Reims');
  });
});

describe('sitemap.xml, robots.txt and the site map', () => {
  const s = useTestServer({ SITE_URL });

  it('lists every indexable URL with absolute SITE_URL addresses, articles with lastmod, not the test pages', async () => {
    const xml = await (await fetch(`${s.url}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    for (const path of ['/', '/pricing', '/blog', '/roi-calculator', '/quiz', '/privacy', '/pages-seo', '/sitemap', '/rendez-vous']) {
      expect(locs, path).toContain(SITE_URL + path);
    }
    expect(locs.filter((l) => l.startsWith(`${SITE_URL}/seo-avocat-`))).toHaveLength(160);
    const articles = s.query<{ slug: string }>('SELECT slug FROM blog_posts WHERE published = 1');
    expect(articles.length).toBeGreaterThan(0);
    for (const { slug } of articles) {
      expect(xml).toMatch(new RegExp(`<loc>${SITE_URL}/blog/${slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    }
    for (const hidden of ['/seo-demo', '/test-routes', '/test-seo', '/seo-simple-test', '/debug-seo', '/admin']) {
      expect(locs.some((l) => l.startsWith(SITE_URL + hidden)), hidden).toBe(false);
    }
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('robots.txt points at the sitemap and disallows the admin, the API and the test pages', async () => {
    const robots = await (await fetch(`${s.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    for (const path of ['/admin', '/api', '/test-seo', '/test-routes', '/seo-simple-test', '/debug-seo-', '/seo-demo']) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
  });

  it('GET /api/sitemap answers { pages, articles } and the page lists them', async () => {
    const { status, body } = await api<{ pages: { url: string }[]; articles: { title: string; url: string; date: string }[] }>(s.url, 'GET', '/api/sitemap');
    expect(status).toBe(200);
    expect(body.pages.map((p) => p.url)).toContain('/pages-seo');
    expect(body.pages.map((p) => p.url)).toContain('/rendez-vous');
    expect(body.articles.length).toBeGreaterThan(0);
    const page = readPage((await get(`${s.url}/sitemap`)).html);
    for (const article of body.articles) {
      expect(page.links).toContain(article.url);
      expect(page.text).toContain(article.title);
    }
    expect(page.links).toEqual(expect.arrayContaining(['/#contact', '/blog']));
    expect((await get(`${s.url}/sitemap`)).html).toContain('max-h-96 ');
  });

  it('the site map page shows the empty state when no article is published', async () => {
    // Every change of what public pages show bumps the content version in its transaction.
    await transaction(s.deps.db, async (tx) => {
      await tx.update(blogPosts).set({ published: false });
      await bumpContentVersion(tx);
    });
    const page = readPage((await get(`${s.url}/sitemap`)).html);
    expect(page.text).toContain('Aucun article publié pour le moment');
  });

  it('the demo, test and debug pages are noindex', async () => {
    for (const path of ['/seo-demo', '/test-routes', '/seo-simple-test', '/test-seo', '/debug-seo-seo-avocat-droit-penal-lyon']) {
      const page = readPage((await get(s.url + path)).html);
      expect(page.robots, path).toContain('noindex');
    }
    const routesHtml = (await get(`${s.url}/test-routes`)).html;
    const routes = readPage(routesHtml);
    for (const path of ['toulouse', 'nice'].map((c) => `/seo-avocat-droit-penal-${c}`).concat(
      ['famille', 'affaires', 'travail', 'immobilier', 'fiscal'].map((sp) => `/seo-avocat-droit-${sp}-paris`),
    )) {
      expect(routes.links.filter((l) => l === path).length, path).toBeGreaterThanOrEqual(2);
    }
    expect(routesHtml.match(/target="_blank"/g)).toHaveLength(7);
    expect(readPage((await get(`${s.url}/seo-simple-test`)).html).text).toContain('le routage des pages SEO fonctionne');
    const debug = readPage((await get(`${s.url}/debug-seo-seo-avocat-droit-penal-lyon`)).html);
    expect(debug.text).toContain('droit-penal (Droit pénal)');
    expect(debug.text).toContain('lyon (Lyon, Auvergne-Rhône-Alpes)');
    const demo = readPage((await get(`${s.url}/seo-demo`)).html);
    expect(demo.text).toContain('160 pages générées');
  });
});
