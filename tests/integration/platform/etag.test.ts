/**
 * ETag / If-Match on the REST facade (RFC 9110): a GET of one lead, article or category carries a
 * strong ETag (If-None-Match with it → 304); a write with that ETag is done (and answered with the
 * new one); a stale one → 412, nothing written; no header or `*` → written as before.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, registerAdmin, useTestServer } from '../../helpers/server';

const CONTACT = { firstName: 'Claire', lastName: 'Martin', email: 'claire-etag@cabinet-martin.fr', consent: true };

describe('ETag and If-Match on /api/admin/leads/:kind/:id', () => {
  const s = useTestServer();
  let auth: Record<string, string>;
  let path: string;
  beforeAll(async () => {
    auth = { Authorization: `Bearer ${await registerAdmin(s.url)}` };
    const created = await api<{ id: number }>(s.url, 'POST', '/api/contacts', { body: CONTACT });
    path = `/api/admin/leads/contact/${created.body.id}`;
  });
  const status = () => s.query<{ status: string }>('SELECT status FROM contacts WHERE email = ?', CONTACT.email)[0]?.status;

  it('GET → ETag; PATCH with it → 200 and a new ETag; with the old one → 412, nothing changed', async () => {
    const read = await api(s.url, 'GET', path, { headers: auth });
    expect(read.status).toBe(200);
    const etag = read.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    const written = await api(s.url, 'PATCH', path, { body: { status: 'contacte' }, headers: { ...auth, 'If-Match': etag ?? '' } });
    expect(written.status).toBe(200);
    expect(written.headers.get('etag')).not.toBe(etag);
    expect(status()).toBe('contacte');
    const stale = await api<{ code: string }>(s.url, 'PATCH', path, { body: { status: 'perdu' }, headers: { ...auth, 'If-Match': etag ?? '' } });
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('PRECONDITION_FAILED');
    expect(status()).toBe('contacte');
    const star = await api(s.url, 'PATCH', path, { body: { status: 'rdv' }, headers: { ...auth, 'If-Match': '*' } });
    expect(star.status).toBe(200);
    expect(status()).toBe('rdv');
  });
});

const ARTICLE = {
  title: 'ETag et If-Match', slug: 'etag-if-match', content: '## Titre\n\nTexte.', excerpt: 'Résumé',
  practiceType: 'droit-penal', firmSize: 'petit-cabinet', topic: 'seo-local', metaDescription: null,
  keywords: ['api'], imageUrl: null, published: false,
};

describe('ETag and If-Match on articles and categories', () => {
  const s = useTestServer();
  let auth: Record<string, string>;
  beforeAll(async () => {
    auth = { Authorization: `Bearer ${await registerAdmin(s.url)}` };
  });
  const read = async (path: string) => {
    const res = await api(s.url, 'GET', path, { headers: auth });
    expect(res.status).toBe(200);
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[^"]+"$/);
    return etag!;
  };

  it('article: If-None-Match → 304; PUT with the ETag → 200 and a new one; the old one → 412 on PUT and DELETE, nothing written', async () => {
    const created = await api<{ id: number }>(s.url, 'POST', '/api/admin/blog/posts', { body: ARTICLE, headers: auth });
    expect(created.status).toBe(201);
    const path = `/api/admin/blog/posts/${created.body.id}`;
    const title = () => s.query<{ title: string }>('SELECT title FROM blog_posts WHERE id = ?', created.body.id)[0]?.title;
    const etag = await read(path);

    const fresh = await fetch(s.url + path, { headers: { ...auth, 'If-None-Match': etag } });
    expect(fresh.status).toBe(304);
    expect(await fresh.text()).toBe('');
    expect(fresh.headers.get('etag')).toBe(etag);

    const written = await api(s.url, 'PUT', path, { body: { ...ARTICLE, title: 'ETag, première modification' }, headers: { ...auth, 'If-Match': etag } });
    expect(written.status).toBe(200);
    const next = written.headers.get('etag');
    expect(next).toMatch(/^"[^"]+"$/);
    expect(next).not.toBe(etag);
    expect(await read(path)).toBe(next);
    expect(title()).toBe('ETag, première modification');

    const stale = await api<{ code: string }>(s.url, 'PUT', path, { body: { ...ARTICLE, title: 'Écrasé' }, headers: { ...auth, 'If-Match': etag } });
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('PRECONDITION_FAILED');
    expect(title()).toBe('ETag, première modification');
    // The stale ETag no longer answers 304: the client gets the current article.
    expect((await fetch(s.url + path, { headers: { ...auth, 'If-None-Match': etag } })).status).toBe(200);

    const staleDelete = await api<{ code: string }>(s.url, 'DELETE', path, { headers: { ...auth, 'If-Match': etag } });
    expect(staleDelete.status).toBe(412);
    expect(staleDelete.body.code).toBe('PRECONDITION_FAILED');
    expect(title()).toBe('ETag, première modification');

    expect((await api(s.url, 'DELETE', path, { headers: { ...auth, 'If-Match': next! } })).status).toBe(200);
    expect(title()).toBeUndefined();
  });

  it('category: GET one → ETag (404 in French when unknown); stale If-Match → 412 on PUT and DELETE; fresh or none → works', async () => {
    const created = await api<{ id: number }>(s.url, 'POST', '/api/admin/blog/categories', { body: { name: 'Droit des API' }, headers: auth });
    expect(created.status).toBe(201);
    const path = `/api/admin/blog/categories/${created.body.id}`;
    const name = () => s.query<{ name: string }>('SELECT name FROM blog_categories WHERE id = ?', created.body.id)[0]?.name;

    const one = await api<Record<string, unknown>>(s.url, 'GET', path, { headers: auth });
    expect(one.body).toEqual({ id: created.body.id, name: 'Droit des API', slug: 'droit-des-api', description: null });
    const unknown = await api<{ error: string }>(s.url, 'GET', '/api/admin/blog/categories/999999', { headers: auth });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('Catégorie non trouvée');

    const etag = await read(path);
    expect((await fetch(s.url + path, { headers: { ...auth, 'If-None-Match': etag } })).status).toBe(304);
    const written = await api(s.url, 'PUT', path, { body: { name: 'Droit des API, renommé' }, headers: { ...auth, 'If-Match': etag } });
    expect(written.status).toBe(200);
    const next = written.headers.get('etag');
    expect(next).not.toBe(etag);
    expect(await read(path)).toBe(next);

    const stale = await api<{ code: string }>(s.url, 'PUT', path, { body: { name: 'Écrasé' }, headers: { ...auth, 'If-Match': etag } });
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('PRECONDITION_FAILED');
    expect(name()).toBe('Droit des API, renommé');
    const staleDelete = await api(s.url, 'DELETE', path, { headers: { ...auth, 'If-Match': etag } });
    expect(staleDelete.status).toBe(412);
    expect(name()).toBe('Droit des API, renommé');

    // Without If-Match (or with `*`), as before.
    expect((await api(s.url, 'PUT', path, { body: { name: 'Sans condition' }, headers: auth })).status).toBe(200);
    expect(name()).toBe('Sans condition');
    expect((await api(s.url, 'DELETE', path, { headers: { ...auth, 'If-Match': '*' } })).status).toBe(200);
    expect(name()).toBeUndefined();
  });

  it('documents the ETag of the category GET and 412 with If-Match on its PUT and DELETE', async () => {
    type Op = { parameters?: { $ref?: string }[]; responses: Record<string, { headers?: Record<string, unknown> }> };
    const doc = (await api<{ paths: Record<string, Record<string, Op>> }>(s.url, 'GET', '/api/openapi.json')).body;
    const item = doc.paths['/api/admin/blog/categories/{id}']!;
    expect(Object.keys(item).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(item.get!.responses['200']!.headers ?? {})).toContain('ETag');
    expect(Object.keys(item.put!.responses['200']!.headers ?? {})).toContain('ETag');
    for (const method of ['put', 'delete']) {
      expect(item[method]!.responses, method).toHaveProperty('412');
      expect(item[method]!.parameters, method).toContainEqual({ $ref: '#/components/parameters/IfMatch' });
    }
  });
});
