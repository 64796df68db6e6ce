/**
 * Issue #20 over HTTP: categories (CRUD, public pages, sitemap, chips), scheduled publication
 * (a few seconds ahead, no action), the focus keyword and the SEO analysis endpoint.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, registerAdmin, useTestServer } from '../../helpers/server';
import { jsonLdTypes, readPage } from '../../helpers/html';

type Category = { id: number; name: string; slug: string };
type Post = { id: number; slug: string; published: boolean; publishAt: string | null; focusKeyword: string | null; categoryIds: number[] };

const ARTICLE = {
  title: 'Avocat droit pénal à Lyon : être trouvé sur Google',
  slug: 'avocat-droit-penal-lyon',
  content: '## Pourquoi\n\nUn avocat droit pénal à Lyon doit être visible.\n\n## Comment\n\nEn effet, le référencement local aide.',
  excerpt: 'Un résumé court.',
  practiceType: 'droit-penal',
  firmSize: 'petit-cabinet',
  topic: 'seo-local',
  metaDescription: 'Comment un avocat droit pénal à Lyon devient visible sur Google.',
  keywords: ['seo', 'avocat'],
  imageUrl: null,
  published: true,
  focusKeyword: 'avocat droit pénal',
};

describe('categories, scheduling and the SEO analysis', () => {
  const s = useTestServer();
  let token: string;
  const version = () => Number(s.query<{ value: string }>("SELECT value FROM app_meta WHERE key = 'content_version'")[0]?.value ?? 0);
  beforeAll(async () => {
    token = await registerAdmin(s.url);
  });

  it('creates, renames and deletes categories, bumping the content version each time', async () => {
    expect((await api(s.url, 'GET', '/api/admin/blog/categories')).status).toBe(401);
    const v0 = version();
    const created = await api<Category>(s.url, 'POST', '/api/admin/blog/categories', { token, body: { name: 'Droit pénal & défense' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Droit pénal & défense', slug: 'droit-penal-defense' });
    expect(version()).toBe(v0 + 1);
    expect((await api(s.url, 'POST', '/api/admin/blog/categories', { token, body: { name: 'droit pénal & défense' } })).status).toBe(409);
    expect((await api<{ error: string }>(s.url, 'POST', '/api/admin/blog/categories', { token, body: { name: '  ' } })).body.error).toBe(
      'Veuillez saisir le nom de la catégorie.',
    );
    const renamed = await api<Category>(s.url, 'PUT', `/api/admin/blog/categories/${created.body.id}`, { token, body: { name: 'Défense pénale' } });
    expect(renamed.body).toMatchObject({ id: created.body.id, slug: 'defense-penale' });
    const list = await api<Category[]>(s.url, 'GET', '/api/admin/blog/categories', { token });
    expect(list.body.map((c) => c.slug)).toContain('defense-penale');
    expect((await api(s.url, 'DELETE', `/api/admin/blog/categories/${created.body.id}`, { token })).status).toBe(200);
    expect((await api(s.url, 'DELETE', `/api/admin/blog/categories/${created.body.id}`, { token })).status).toBe(404);
    expect(version()).toBe(v0 + 3);
  });

  it('articles take categoryIds; the category page is server-rendered, paged, in sitemap.xml, with chips', async () => {
    const cat = (await api<Category>(s.url, 'POST', '/api/admin/blog/categories', { token, body: { name: 'Pénal Lyon' } })).body;
    expect((await api(s.url, 'POST', '/api/admin/blog/posts', { token, body: { ...ARTICLE, categoryIds: [99999] } })).status).toBe(400);
    const ids: number[] = [];
    for (let i = 1; i <= 13; i++) {
      const res = await api<Post>(s.url, 'POST', '/api/admin/blog/posts', {
        token,
        body: { ...ARTICLE, title: `${ARTICLE.title} ${i}`, slug: `${ARTICLE.slug}-${i}`, categoryIds: [cat.id] },
      });
      expect(res.status).toBe(201);
      expect(res.body.categoryIds).toEqual([cat.id]);
      expect(res.body.focusKeyword).toBe('avocat droit pénal');
      ids.push(res.body.id);
    }
    // A draft in the category is not listed.
    await api(s.url, 'POST', '/api/admin/blog/posts', { token, body: { ...ARTICLE, slug: 'brouillon-lyon', published: false, categoryIds: [cat.id] } });

    const first = await fetch(`${s.url}/blog/categorie/${cat.slug}`);
    expect(first.status).toBe(200);
    const html = await first.text();
    const facts = readPage(html);
    expect(facts.h1).toEqual(['Pénal Lyon']);
    expect(facts.canonical).toBe(`${s.config.SITE_URL}/blog/categorie/${cat.slug}`);
    expect(jsonLdTypes(facts)).toEqual(expect.arrayContaining(['CollectionPage', 'BreadcrumbList']));
    expect(facts.links.filter((l) => l.startsWith('/blog/avocat-droit-penal-lyon-'))).toHaveLength(12);
    expect(facts.links).toContain(`/blog/categorie/${cat.slug}?page=2`);
    expect(html).not.toContain('brouillon-lyon');

    const second = readPage(await (await fetch(`${s.url}/blog/categorie/${cat.slug}?page=2`)).text());
    expect(second.links.filter((l) => l.startsWith('/blog/avocat-droit-penal-lyon-'))).toHaveLength(1);
    expect((await fetch(`${s.url}/blog/categorie/${cat.slug}?page=3`)).status).toBe(404);
    expect((await fetch(`${s.url}/blog/categorie/categorie-inconnue`)).status).toBe(404);

    const sitemap = await (await fetch(`${s.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${s.config.SITE_URL}/blog/categorie/${cat.slug}</loc>`);

    // Chips on the cards of /blog and on the article.
    expect(readPage(await (await fetch(`${s.url}/blog`)).text()).links).toContain(`/blog/categorie/${cat.slug}`);
    expect(readPage(await (await fetch(`${s.url}/blog/${ARTICLE.slug}-1`)).text()).links).toContain(`/blog/categorie/${cat.slug}`);

    // An update without categoryIds keeps them; with [] clears them.
    const kept = await api<Post>(s.url, 'PUT', `/api/admin/blog/posts/${ids[0]}`, { token, body: { ...ARTICLE, slug: `${ARTICLE.slug}-1` } });
    expect(kept.body.categoryIds).toEqual([cat.id]);
    const cleared = await api<Post>(s.url, 'PUT', `/api/admin/blog/posts/${ids[0]}`, { token, body: { ...ARTICLE, slug: `${ARTICLE.slug}-1`, categoryIds: [] } });
    expect(cleared.body.categoryIds).toEqual([]);
  });

  it('publishes a scheduled article at its time on every listing, with no action', async () => {
    const at = new Date(Date.now() + 3000);
    const created = await api<Post>(s.url, 'POST', '/api/admin/blog/posts', {
      token,
      body: { ...ARTICLE, title: 'Article programmé', slug: 'article-programme', publishAt: at.toISOString() },
    });
    expect(created.status).toBe(201);
    expect(created.body.publishAt).toBe(at.toISOString());
    const v0 = version();

    const visible = async () => {
      const [home, blog, sitemap, rest, page, map] = await Promise.all([
        fetch(`${s.url}/`).then((r) => r.text()),
        fetch(`${s.url}/blog`).then((r) => r.text()),
        fetch(`${s.url}/sitemap.xml`).then((r) => r.text()),
        api<{ slug: string }[]>(s.url, 'GET', '/api/blog/posts'),
        fetch(`${s.url}/blog/article-programme`),
        fetch(`${s.url}/sitemap`).then((r) => r.text()),
      ]);
      return {
        home: home.includes('/blog/article-programme'),
        blog: blog.includes('/blog/article-programme'),
        sitemapXml: sitemap.includes('/blog/article-programme'),
        api: rest.body.some((p) => p.slug === 'article-programme'),
        article: page.status === 200,
        sitemapPage: map.includes('/blog/article-programme'),
      };
    };
    expect(await visible()).toEqual({ home: false, blog: false, sitemapXml: false, api: false, article: false, sitemapPage: false });
    expect((await api<{ error: string }>(s.url, 'PUT', `/api/admin/blog/posts/${created.body.id}`, { token, body: { ...ARTICLE, slug: 'article-programme', publishAt: 'demain' } })).status).toBe(400);

    // The process's timer bumps the content version when the article falls due.
    await expect.poll(version, { timeout: 10_000, interval: 100 }).toBeGreaterThan(v0);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    const after = await visible();
    expect(after.blog).toBe(true);
    expect(after.sitemapXml).toBe(true);
    expect(after.api).toBe(true);
    expect(after.article).toBe(true);
    expect(after.sitemapPage).toBe(true);
    // The home page shows the newest articles: the scheduled one is dated at its publication.
    expect(after.home).toBe(true);
  });

  it('gives the AI generator’s draft a focus keyword, and the draft passes the analysis', async () => {
    const draft = await api<Post & { title: string; content: string; metaDescription: string }>(s.url, 'POST', '/api/admin/blog/generate', {
      token,
      body: { practiceType: 'droit-de-la-famille', firmSize: 'petit-cabinet-2-5', topic: 'seo-local', length: 'court' },
    });
    expect(draft.status).toBe(201);
    expect(draft.body.focusKeyword).toBe('SEO local');
    const analysis = await api<{ score: number; checks: { id: string; status: string }[] }>(s.url, 'POST', '/api/admin/blog/seo-analysis', {
      token,
      body: { ...draft.body, length: 'court' },
    });
    expect(analysis.status).toBe(200);
    expect(analysis.body.checks.filter((c) => c.status === 'bad')).toEqual([]);
    expect(analysis.body.score).toBeGreaterThanOrEqual(70);
  });

  it('POST /api/admin/blog/seo-analysis answers { score, checks } in French', async () => {
    expect((await api(s.url, 'POST', '/api/admin/blog/seo-analysis', { body: ARTICLE })).status).toBe(401);
    const res = await api<{ score: number; checks: { id: string; status: string; message: string }[] }>(s.url, 'POST', '/api/admin/blog/seo-analysis', {
      token,
      body: { title: ARTICLE.title, slug: ARTICLE.slug, metaDescription: ARTICLE.metaDescription, content: ARTICLE.content, focusKeyword: 'avocat droit pénal' },
    });
    expect(res.status).toBe(200);
    expect(res.body.score).toBeGreaterThanOrEqual(0);
    expect(res.body.score).toBeLessThanOrEqual(100);
    const byId = Object.fromEntries(res.body.checks.map((c) => [c.id, c]));
    expect(byId['keyword-title']).toEqual({ id: 'keyword-title', status: 'good', message: 'Le mot-clé figure dans le titre.' });
    expect(byId['text-length']!.status).toBe('bad');
    expect(byId.readability!.message).toMatch(/^Lisibilité \(Kandel et Moles\) : \d+\/100/);
    const bad = await api<{ error: string }>(s.url, 'POST', '/api/admin/blog/seo-analysis', { token, body: { title: 1 } });
    expect(bad.status).toBe(400);
  });
});
