/**
 * Internal links checked before they break (issue 40): `POST /api/admin/blog/links/check` decides
 * what each path answers from the database and the page routes — and the real app answers the
 * same over HTTP — and `GET /api/admin/blog/posts/{id}/backlinks` names the published articles
 * that link to an article (through an old address of it too).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerAdmin, useTestServer } from '../../helpers/server';
import { SqliteFile as Database } from '../../helpers/sqlite';

type Check = { path: string; status: 'ok' | 'broken' | 'redirected'; httpStatus: number; to?: string };
type Backlink = { id: number; title: string; slug: string };

const SITE = 'https://www.avocat-visible.test';

const article = (slug: string, content: string, published = true) => ({
  title: `Article ${slug}`,
  slug,
  content,
  excerpt: 'Un résumé court.',
  practiceType: 'droit-penal',
  firmSize: 'petit-cabinet',
  topic: 'seo-local',
  metaDescription: null,
  keywords: [],
  imageUrl: null,
  published,
});

describe('internal links checked before they break', () => {
  const s = useTestServer();
  let token: string;
  let db: InstanceType<typeof Database>;
  const ids: Record<string, number> = {};

  const create = async (slug: string, content: string, published = true) => {
    const res = await api<{ id: number }>(s.url, 'POST', '/api/admin/blog/posts', { token, body: article(slug, content, published) });
    expect(res.status, slug).toBe(201);
    ids[slug] = res.body.id;
  };

  beforeAll(async () => {
    token = await registerAdmin(s.url);
    db = new Database(s.dbFile);
    await create('article-cible', '## Cible\n\nLe texte de la cible.');
    await create('brouillon-cible', '## Brouillon\n\nPas encore publié.', false);
    await create('renvoi-relatif', 'Lisez [la cible](/blog/article-cible#partie) et [le brouillon](/blog/brouillon-cible).');
    await create('renvoi-absolu', 'Voir [la cible][ref].\n\n[ref]: https://avocat-visible.test/blog/article-cible?utm_source=blog');
    await create('renvoi-ancien', 'Un lien écrit avant le changement d’adresse : [ici](/blog/ancien-slug-cible).');
    await create('renvoi-voisin', 'Un autre article : [voisin](/blog/article-cible-2), et [ailleurs](https://autre-site.fr/blog/article-cible).');
    await create('renvoi-brouillon', 'Un brouillon qui y renvoie : [cible](/blog/article-cible).', false);
    // Rules written as « Redirections » writes them; the content version moves so every node reloads them.
    const rule = db.prepare('INSERT INTO redirects (from_path, to_target, status, source) VALUES (?, ?, ?, ?)');
    rule.run('/blog/ancien-slug-cible', '/blog/article-cible', 301, 'manual');
    rule.run('/blog/temporaire', '/blog/categorie/seo-local', 302, 'manual');
    rule.run('/blog/retire', null, 410, 'manual');
    rule.run('/ancienne-offre', 'https://partenaire.example/offre', 308, 'manual');
    db.prepare("INSERT INTO app_meta (key, value) VALUES ('content_version', '1') ON CONFLICT(key) DO UPDATE SET value = CAST(CAST(value AS INTEGER) + 1 AS TEXT)").run();
  });
  afterAll(() => db.close());

  it('answers each path from the database and the page routes, as the site answers it over HTTP', async () => {
    const paths = [
      '/blog/article-cible',
      '/blog/article-cible/?utm_source=x#partie',
      `${SITE}/blog/article-cible`,
      '/blog/brouillon-cible',
      '/blog/inconnu',
      '/blog/categorie/seo-local',
      '/blog/categorie/inexistante',
      '/blog/ancien-slug-cible',
      '/blog/temporaire',
      '/blog/retire',
      '/ancienne-offre',
      '/seo-avocat-droit-penal-lyon',
      '/seo-avocat-droit-penal-atlantide',
      '/pricing',
      '/',
      '/blog',
      '/sitemap.xml',
      '/favicon.svg',
      '/rendez-vous',
      '/un/chemin/inconnu',
      'https://autre-site.fr/blog/inconnu',
      'mailto:contact@cabinet.fr',
    ];
    const res = await api<Check[]>(s.url, 'POST', '/api/admin/blog/links/check', { token, body: { paths } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { path: '/blog/article-cible', status: 'ok', httpStatus: 200 },
      { path: '/blog/brouillon-cible', status: 'broken', httpStatus: 404 },
      { path: '/blog/inconnu', status: 'broken', httpStatus: 404 },
      { path: '/blog/categorie/seo-local', status: 'ok', httpStatus: 200 },
      { path: '/blog/categorie/inexistante', status: 'broken', httpStatus: 404 },
      { path: '/blog/ancien-slug-cible', status: 'redirected', httpStatus: 301, to: '/blog/article-cible' },
      { path: '/blog/temporaire', status: 'redirected', httpStatus: 302, to: '/blog/categorie/seo-local' },
      { path: '/blog/retire', status: 'broken', httpStatus: 410 },
      { path: '/ancienne-offre', status: 'redirected', httpStatus: 308, to: 'https://partenaire.example/offre' },
      { path: '/seo-avocat-droit-penal-lyon', status: 'ok', httpStatus: 200 },
      { path: '/seo-avocat-droit-penal-atlantide', status: 'broken', httpStatus: 404 },
      { path: '/pricing', status: 'ok', httpStatus: 200 },
      { path: '/', status: 'ok', httpStatus: 200 },
      { path: '/blog', status: 'ok', httpStatus: 200 },
      { path: '/sitemap.xml', status: 'ok', httpStatus: 200 },
      { path: '/favicon.svg', status: 'ok', httpStatus: 200 },
      { path: '/rendez-vous', status: 'ok', httpStatus: 200 },
      { path: '/un/chemin/inconnu', status: 'broken', httpStatus: 404 },
    ]);
    // The site itself agrees, path by path.
    for (const check of res.body) {
      const reply = await fetch(s.url + check.path, { redirect: 'manual' });
      await reply.body?.cancel();
      expect(reply.status, check.path).toBe(check.httpStatus);
      if (check.to) expect(reply.headers.get('location'), check.path).toBe(check.to);
    }
  });

  it('checks the links of a content as well: Markdown, reference and absolute links; code, images and other sites left out', async () => {
    const content = [
      '[cible](/blog/article-cible) et [ancien][a] et <https://www.avocat-visible.test/blog/retire>.',
      '',
      '`[pas un lien](/blog/code)` ![image](/uploads/absente.webp) [autre site](https://autre-site.fr/x)',
      '',
      '[a]: /blog/ancien-slug-cible',
    ].join('\n');
    const res = await api<Check[]>(s.url, 'POST', '/api/admin/blog/links/check', { token, body: { content } });
    expect(res.status).toBe(200);
    expect(res.body.map((c) => [c.path, c.status])).toEqual([
      ['/blog/article-cible', 'ok'],
      ['/blog/ancien-slug-cible', 'redirected'],
      ['/blog/retire', 'broken'],
    ]);
  });

  it('refuses more than 100 paths (given, or linked from a content), an empty request, and callers without a session', async () => {
    const many = Array.from({ length: 101 }, (_, i) => `/blog/article-${i}`);
    const tooMany = await api<{ error: string; issues: { message: string }[] }>(s.url, 'POST', '/api/admin/blog/links/check', { token, body: { paths: many } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.issues.map((i) => i.message)).toContain('Au plus 100 chemins par vérification.');
    const longContent = many.map((p) => `[lien](${p})`).join(' ');
    const tooManyLinks = await api<{ error: string }>(s.url, 'POST', '/api/admin/blog/links/check', { token, body: { content: longContent } });
    expect(tooManyLinks.status).toBe(400);
    expect(tooManyLinks.body.error).toBe('Au plus 100 chemins par vérification.');
    const empty = await api<{ issues: { message: string }[] }>(s.url, 'POST', '/api/admin/blog/links/check', { token, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.issues.map((i) => i.message)).toContain('Indiquez les chemins à vérifier (paths) ou le contenu de l’article (content).');
    expect((await api(s.url, 'POST', '/api/admin/blog/links/check', { body: { paths: ['/'] } })).status).toBe(401);
    expect((await api(s.url, 'GET', `/api/admin/blog/posts/${ids['article-cible']}/backlinks`)).status).toBe(401);
  });

  it('names the published articles linking to an article, by its address or an old one; drafts, neighbours and other sites left out', async () => {
    const res = await api<Backlink[]>(s.url, 'GET', `/api/admin/blog/posts/${ids['article-cible']}/backlinks`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      ['renvoi-absolu', 'renvoi-ancien', 'renvoi-relatif'].map((slug) => ({ id: ids[slug], title: `Article ${slug}`, slug })),
    );
    // A draft's back links: the published articles that would lose it.
    const draft = await api<Backlink[]>(s.url, 'GET', `/api/admin/blog/posts/${ids['brouillon-cible']}/backlinks`, { token });
    expect(draft.body.map((b) => b.slug)).toEqual(['renvoi-relatif']);
    const none = await api<Backlink[]>(s.url, 'GET', `/api/admin/blog/posts/${ids['renvoi-voisin']}/backlinks`, { token });
    expect(none.body).toEqual([]);
    const unknown = await api<{ error: string }>(s.url, 'GET', '/api/admin/blog/posts/999999/backlinks', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Article non trouvé');
  });
});
