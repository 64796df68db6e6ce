import { describe, expect, it } from 'vitest';
import { api, registerAdmin, useTestServer, type TestServer } from '../../helpers/server';

const SITE_URL = 'https://www.avocat-visible.test';

/** Every page route of spec §2 with a text a crawler without JavaScript must see. */
const PAGES: [string, string][] = [
  ['/', 'Audit SEO Gratuit'],
  ['/blog', 'Ressources SEO Juridique'],
  ['/blog/seo-local-avocats-top-3-google-paris', 'Google Business Profile'],
  ['/sitemap', 'Plan du site'],
  ['/roi-calculator', 'Calculateur ROI'],
  ['/quiz', 'Quiz'],
  ['/pricing', 'tarifs'],
  ['/privacy', 'Politique de confidentialité'],
  ['/pages-seo', 'Pages SEO'],
  ['/test-seo', 'Test SEO'],
  ['/seo-demo', 'pages SEO'],
  ['/debug-seo-droit-penal-paris', 'droit-penal-paris'],
  ['/test-routes', 'Test des routes'],
  ['/seo-simple-test', 'routage'],
  ['/seo-avocat-droit-penal-marseille', 'Marseille'],
  ['/seo-avocat-droit-famille-paris', 'Paris'],
  ['/seo-avocat-droit-fiscal-nantes', 'Nantes'],
  ['/admin/auth', 'Connexion'],
  ['/admin/dashboard', 'Tableau de bord'],
];

async function page(s: TestServer, path: string) {
  const res = await fetch(s.url + path, { headers: { accept: 'text/html' } });
  // Head tags carry the response's CSP nonce (checked in security-headers.test.ts): left out here.
  const html = (await res.text()).replace(/ nonce="[^"]*"/g, '');
  return { status: res.status, html, headers: res.headers };
}

describe('server-rendered pages (what a crawler without JavaScript receives)', () => {
  const s = useTestServer({ SITE_URL });

  it.each(PAGES)('%s answers 200 with its text, a <title> and its stylesheet inlined in the head', async (path, text) => {
    const { status, html, headers } = await page(s, path);
    expect(status).toBe(200);
    expect(headers.get('content-type')).toContain('text/html');
    expect(html).toMatch(/^<!DOCTYPE html><html lang="fr">/);
    expect(html).toMatch(/<title>[^<]{5,}<\/title>/);
    expect(html.toLowerCase()).toContain(text.toLowerCase());
    // The Tailwind stylesheet is in a <style> of the head: no render-blocking request.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style data-tsr-inline-css="">\/\*! tailwindcss v[\d.]+ [^<]*\.text-3xl\{/);
    expect(html).not.toContain('rel="stylesheet"');
    // Scripts are fetched after the first paint by the loader, not preloaded by the head.
    expect(head).not.toContain('modulepreload');
    expect(html).toMatch(/requestAnimationFrame\(.*import\("\/assets\/entry-client-[^"]+\.js"\)/);
  });

  it('sets description, canonical and Open Graph tags from SITE_URL on public pages', async () => {
    const { html } = await page(s, '/blog');
    expect(html).toContain('<title>Ressources SEO Juridique — Blog | Avocat Visible</title>');
    expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
    expect(html).toContain(`<link rel="canonical" href="${SITE_URL}/blog"/>`);
    expect(html).toContain(`<meta property="og:url" content="${SITE_URL}/blog"/>`);
    expect(html).toContain('<meta property="og:title" content="Ressources SEO Juridique — Blog | Avocat Visible"/>');
  });

  it('renders the shell on every public page: header links, footer landing and legal links', async () => {
    const { html } = await page(s, '/pricing');
    for (const href of ['/pricing', '/blog', '/roi-calculator', '/#services', '/#outils', '/#temoignages', '/#contact']) {
      expect(html, href).toContain(`href="${href}"`);
    }
    const landings = [
      'droit-penal-paris', 'droit-penal-lyon', 'droit-penal-marseille', 'droit-penal-toulouse', 'droit-penal-nice',
      'droit-penal-nantes', 'droit-famille-paris', 'droit-travail-paris', 'droit-immobilier-paris',
      'droit-affaires-paris', 'droit-fiscal-paris',
    ];
    for (const l of landings) expect(html, l).toContain(`href="/seo-avocat-${l}"`);
    expect(html).toContain('href="/sitemap"');
    expect(html).toContain('href="/admin/auth"');
    for (const legal of ['Mentions Légales', 'Politique de Confidentialité', 'CGV']) expect(html).toContain(legal);
  });

  it('gives a landing page the spec title pattern', async () => {
    const { html } = await page(s, '/seo-avocat-droit-penal-marseille');
    expect(html).toContain('<title>SEO pour Avocat en Droit pénal à Marseille | Experts en Référencement Juridique</title>');
  });

  it('renders an article with its Markdown content and BlogPosting JSON-LD', async () => {
    const { html } = await page(s, '/blog/seo-local-avocats-top-3-google-paris');
    expect(html).toContain('<h1');
    expect(html).toMatch(/<h2[^>]*>/);
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).toContain('<meta property="og:type" content="article"/>');
  });

  it.each(['/nope', '/seo-avocat-droit-penal-atlantide', '/blog/nexiste-pas', '/admin/nope'])(
    '%s answers HTTP 404 with a not-found page',
    async (path) => {
      const { status, html } = await page(s, path);
      expect(status).toBe(404);
      expect(html).toMatch(/404 Page Not Found|Article non trouvé/);
    },
  );

  it('shows the spec not-found texts for a missing article', async () => {
    const { html } = await page(s, '/blog/nexiste-pas');
    expect(html).toContain('Article non trouvé');
    expect(html).toContain("Cet article n&#x27;existe pas ou n&#x27;est plus disponible.");
  });

  it('never lets stored article text execute: scripts and event handlers are stripped', async () => {
    const token = await registerAdmin(s.url);
    const [post] = (await api<{ id: number }[]>(s.url, 'GET', '/api/admin/blog/posts', { token })).body;
    const res = await api(s.url, 'PUT', `/api/admin/blog/posts/${post!.id}`, {
      token,
      body: {
        title: 'Titre <script>alert("titre")</script>', slug: 'article-piege',
        content: 'Bonjour <script>alert(1)</script> <img src="x" onerror="alert(2)"> [lien](javascript:alert(3)) **gras**',
        excerpt: 'Résumé <b onmouseover="alert(4)">x</b>', practiceType: 'droit-penal', firmSize: 'petit-cabinet',
        topic: 'seo-local', metaDescription: '"><script>alert(5)</script>', keywords: ['</script><script>alert(6)</script>'],
        imageUrl: null, published: true,
      },
    });
    expect(res.status).toBe(200);
    const { status, html } = await page(s, '/blog/article-piege');
    expect(status).toBe(200);
    expect(html).toContain('<strong>gras</strong>');
    expect(html).not.toMatch(/<script>alert/);
    expect(html).not.toMatch(/<img[^>]*onerror/);
    expect(html).not.toContain('href="javascript:');
    expect(html).not.toMatch(/<b onmouseover/);
  });

  it('serves /healthz, robots.txt, sitemap.xml and rss.xml', async () => {
    expect(await (await fetch(`${s.url}/healthz`)).json()).toEqual({ status: 'ok' });
    const robots = await (await fetch(`${s.url}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(robots).toContain('Disallow: /admin\n');
    const sitemap = await (await fetch(`${s.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${SITE_URL}/seo-avocat-droit-penal-marseille</loc>`);
    expect(sitemap).toContain(`<loc>${SITE_URL}/blog/`);
    expect(sitemap.match(/<url>/g)?.length).toBeGreaterThanOrEqual(160 + 2);
    const rss = await (await fetch(`${s.url}/rss.xml`)).text();
    expect(rss).toContain('<rss version="2.0"');
    expect(rss.match(/<item>/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('serves hashed assets with a long cache and answers 404 for missing files', async () => {
    const { html } = await page(s, '/');
    const script = html.match(/"(\/assets\/[^"]+\.js)"/)?.[1];
    const res = await fetch(s.url + script);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    expect((await fetch(`${s.url}/assets/absent.js`)).status).toBe(404);
    expect((await fetch(`${s.url}/favicon.svg`)).status).toBe(200);
  });
});
