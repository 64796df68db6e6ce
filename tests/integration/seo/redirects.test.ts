/**
 * Addresses are forever: a published article's or a category's renamed slug leaves a 301 (query
 * string kept, one hop after two renames, none left looping after a rename back), answered before
 * the page cache; a deleted article answers 410 with the not-found page; the « Redirections »
 * manager creates, refuses (live page, loop, chain, not a path) and deletes rules, counts hits and
 * writes the audit log.
 */
import { describe, expect, it } from 'vitest';
import { api, registerAdmin, useTestServer } from '../../helpers/server';
import { REDIRECT_MESSAGES } from '#shared/seo/redirects';

const ARTICLE = {
  title: 'Avocat en droit du travail à Nantes : être trouvé',
  slug: 'avocat-travail-nantes',
  content: '## Pourquoi\n\nUn avocat en droit du travail à Nantes doit être visible.',
  excerpt: 'Un résumé court.',
  practiceType: 'droit-travail',
  firmSize: 'petit-cabinet',
  topic: 'seo-local',
  metaDescription: 'Comment un avocat en droit du travail à Nantes devient visible sur Google.',
  keywords: ['seo', 'avocat'],
  imageUrl: null,
  published: true,
};
type Post = { id: number; slug: string };
type Rule = { id: number; from: string; to: string | null; status: number; source: string; hits: number; lastHitAt: string | null };

describe('redirects', () => {
  const s = useTestServer();
  let token = '';
  let post: Post;
  /** A GET that does not follow redirects. */
  const get = (path: string) => fetch(`${s.url}${path}`, { redirect: 'manual' });
  const rename = (slug: string) => api<Post>(s.url, 'PUT', `/api/admin/blog/posts/${post.id}`, { token, body: { ...ARTICLE, slug } });

  it('answers 301 from a renamed article’s old address, before the page cache, with the query string kept', async () => {
    token = await registerAdmin(s.url);
    post = (await api<Post>(s.url, 'POST', '/api/admin/blog/posts', { token, body: ARTICLE })).body;
    // Read once: the page is now in the page cache.
    expect((await get('/blog/avocat-travail-nantes')).status).toBe(200);
    expect((await rename('avocat-droit-travail-nantes')).status).toBe(200);
    const moved = await get('/blog/avocat-travail-nantes?utm_source=x&utm_medium=y');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/blog/avocat-droit-travail-nantes?utm_source=x&utm_medium=y');
    expect((await get('/blog/avocat-travail-nantes/')).headers.get('location')).toBe('/blog/avocat-droit-travail-nantes');
    expect((await get('/blog/avocat-droit-travail-nantes')).status).toBe(200);
    const [rule] = (await api<Rule[]>(s.url, 'GET', '/api/admin/redirects', { token })).body;
    expect(rule).toMatchObject({ from: '/blog/avocat-travail-nantes', to: '/blog/avocat-droit-travail-nantes', status: 301, source: 'auto', hits: 2 });
    expect(rule!.lastHitAt).toEqual(expect.any(String));
  });

  it('sends every old address to the newest in one hop, and drops the rule a rename back would loop on', async () => {
    expect((await rename('seo-avocat-travail-nantes')).status).toBe(200);
    expect((await get('/blog/avocat-travail-nantes')).headers.get('location')).toBe('/blog/seo-avocat-travail-nantes');
    expect((await get('/blog/avocat-droit-travail-nantes')).headers.get('location')).toBe('/blog/seo-avocat-travail-nantes');
    expect((await rename('avocat-travail-nantes')).status).toBe(200);
    expect((await get('/blog/avocat-travail-nantes')).status).toBe(200);
    expect((await get('/blog/avocat-droit-travail-nantes')).headers.get('location')).toBe('/blog/avocat-travail-nantes');
    expect((await get('/blog/seo-avocat-travail-nantes')).headers.get('location')).toBe('/blog/avocat-travail-nantes');
    const rules = s.query<{ from_path: string; to_target: string }>('SELECT from_path, to_target FROM redirects ORDER BY from_path');
    expect(rules).toEqual([
      { from_path: '/blog/avocat-droit-travail-nantes', to_target: '/blog/avocat-travail-nantes' },
      { from_path: '/blog/seo-avocat-travail-nantes', to_target: '/blog/avocat-travail-nantes' },
    ]);
  });

  it('moves a renamed category’s page with a 301', async () => {
    const cat = (await api<{ id: number; slug: string }>(s.url, 'POST', '/api/admin/blog/categories', { token, body: { name: 'Droit social' } })).body;
    await api(s.url, 'PUT', `/api/admin/blog/categories/${cat.id}`, { token, body: { name: 'Droit du travail et social' } });
    const moved = await get(`/blog/categorie/${cat.slug}?page=2`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/blog/categorie/droit-du-travail-et-social?page=2');
  });

  it('answers 410 with the not-found page for a deleted article, 404 for an unpublished one', async () => {
    const draft = (await api<Post>(s.url, 'POST', '/api/admin/blog/posts', { token, body: { ...ARTICLE, slug: 'brouillon-nantes', published: false } })).body;
    expect((await get('/blog/brouillon-nantes')).status).toBe(404);
    expect((await api(s.url, 'DELETE', `/api/admin/blog/posts/${draft.id}`, { token })).status).toBe(200);
    expect((await get('/blog/brouillon-nantes')).status).toBe(404);

    expect((await api(s.url, 'DELETE', `/api/admin/blog/posts/${post.id}`, { token })).status).toBe(200);
    const gone = await get('/blog/avocat-travail-nantes');
    expect(gone.status).toBe(410);
    const html = await gone.text();
    expect(html).toContain('Article non trouvé');
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    // The old addresses that led to it are gone too, in one hop.
    expect((await get('/blog/seo-avocat-travail-nantes')).status).toBe(410);
  });

  it('creates, lists by pages, counts and deletes rules; refuses a live page, a loop, a chain and what is not a path', async () => {
    const create = (body: Record<string, unknown>) => api<Rule & { error?: string }>(s.url, 'POST', '/api/admin/redirects', { token, body });
    const created = await create({ from: '/ancienne-offre', to: '/pricing', status: 301 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ from: '/ancienne-offre', to: '/pricing', status: 301, source: 'manual', hits: 0 });
    const away = await create({ from: '/partenaire', to: 'https://www.exemple.fr/offre', status: 302 });
    expect(away.status).toBe(201);
    expect((await get('/partenaire?x=1')).headers.get('location')).toBe('https://www.exemple.fr/offre?x=1');

    for (const [body, message] of [
      [{ from: '/pricing', to: '/blog' }, REDIRECT_MESSAGES.livePage('/pricing')],
      [{ from: '/seo-avocat-droit-penal-paris', to: '/blog' }, REDIRECT_MESSAGES.livePage('/seo-avocat-droit-penal-paris')],
      [{ from: '/boucle', to: '/boucle' }, REDIRECT_MESSAGES.loop],
      [{ from: '/pricing-2025', to: '/ancienne-offre' }, REDIRECT_MESSAGES.chain('/ancienne-offre')],
      [{ from: '/offres', to: '/ancienne-offre' }, REDIRECT_MESSAGES.chain('/ancienne-offre')],
      [{ from: '/ancienne-offre', to: '/blog' }, REDIRECT_MESSAGES.exists('/ancienne-offre')],
    ] as const) {
      const refused = await create(body);
      expect(refused.status, JSON.stringify(body)).toBe(409);
      expect(refused.body.error).toBe(message);
    }
    const seeded = s.query<{ slug: string }>('SELECT slug FROM blog_posts WHERE published = 1 LIMIT 1')[0]!.slug;
    expect((await create({ from: `/blog/${seeded}`, to: '/blog' })).status).toBe(409);
    for (const from of ['https://evil.example/x', 'blog/x', '//evil.example', '/a?b=c']) {
      expect((await create({ from, to: '/blog' })).status, from).toBe(400);
    }
    expect((await create({ from: '/x', to: 'http://non-securise.fr/' })).status).toBe(400);
    expect((await create({ from: '/x', status: 301 })).status).toBe(400);
    expect((await create({ from: '/supprimee', status: 410 })).status).toBe(201);
    expect((await get('/supprimee')).status).toBe(410);

    expect((await get('/ancienne-offre')).status).toBe(301);
    const first = await api<Rule[]>(s.url, 'GET', '/api/admin/redirects?limit=1', { token });
    expect(first.body).toHaveLength(1);
    expect(first.headers.get('link')).toMatch(/rel="next"/);
    const all = (await api<Rule[]>(s.url, 'GET', '/api/admin/redirects', { token })).body;
    expect(all.find((r) => r.from === '/ancienne-offre')!.hits).toBe(1);

    const deleted = await fetch(`${s.url}/api/admin/redirects/${created.body.id}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } });
    expect(deleted.status).toBe(204);
    expect(await deleted.text()).toBe('');
    expect((await get('/ancienne-offre')).status).toBe(404);
    expect((await api(s.url, 'DELETE', `/api/admin/redirects/${created.body.id}`, { token })).status).toBe(404);
    const actions = s.query<{ action: string; target: string }>("SELECT action, target FROM audit_log WHERE action LIKE 'redirect.%' ORDER BY id");
    expect(actions[0]).toEqual({ action: 'redirect.created', target: '/ancienne-offre → /pricing' });
    expect(actions.at(-1)).toEqual({ action: 'redirect.deleted', target: '/ancienne-offre → /pricing' });
  });

  it('lets editors manage rules, not sales; an API key needs blog:read to list and blog:write to create', async () => {
    for (const [username, role] of [['redactrice', 'editor'], ['commercial', 'sales']] as const) {
      await api(s.url, 'POST', '/api/admin/register', { token, body: { username, email: `${username}@avocat-visible.test`, password: 'un-mot-de-passe-solide' } });
      const [{ id }] = s.query<{ id: number }>('SELECT id FROM users WHERE username = ?', username) as [{ id: number }];
      await api(s.url, 'PATCH', `/api/admin/users/${id}`, { token, body: { role } });
    }
    const login = async (username: string) =>
      (await api<{ token: string }>(s.url, 'POST', '/api/admin/login', { body: { username, password: 'un-mot-de-passe-solide' } })).body.token;
    expect((await api(s.url, 'GET', '/api/admin/redirects', { token: await login('redactrice') })).status).toBe(200);
    expect((await api(s.url, 'GET', '/api/admin/redirects', { token: await login('commercial') })).status).toBe(403);
    const key = (await api<{ key: string }>(s.url, 'POST', '/api/admin/api-keys', { token, body: { name: 'Lecture', scopes: ['blog:read'] } })).body.key;
    expect((await api(s.url, 'GET', '/api/admin/redirects', { token: key })).status).toBe(200);
    expect((await api(s.url, 'POST', '/api/admin/redirects', { token: key, body: { from: '/y', to: '/blog' } })).status).toBe(403);
  });
});
