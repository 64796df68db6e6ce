/** Roles on the REST facade: each role gets 200 on its own operations and 403 (French) on the others; 401 without a session. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#db/schema';
import { api, registerAdmin, useTestServer } from '../../helpers/server';

type ErrorReply = { error: string; code: string };

describe('roles on the REST facade', () => {
  const s = useTestServer({ RATE_LIMIT_AUTH_MAX: '50' });
  const tokens: Record<'admin' | 'editor' | 'sales', string> = { admin: '', editor: '', sales: '' };

  async function colleague(username: string, role: 'editor' | 'sales') {
    const created = await api<{ token: string; user: { id: number } }>(s.url, 'POST', '/api/admin/register', {
      token: tokens.admin,
      body: { username, email: `${username}@cabinet.test`, password: `${username}-mot-de-passe-long` },
    });
    expect(created.status).toBe(201);
    await s.deps.db.update(users).set({ role }).where(eq(users.id, created.body.user.id));
    const login = await api<{ token: string; user: { role: string } }>(s.url, 'POST', '/api/admin/login', {
      body: { username, password: `${username}-mot-de-passe-long` },
    });
    expect(login.body.user.role).toBe(role);
    return login.body.token;
  }

  it('gives each person their role in /api/admin/user', async () => {
    tokens.admin = await registerAdmin(s.url);
    tokens.editor = await colleague('redacteur', 'editor');
    tokens.sales = await colleague('commercial', 'sales');
    for (const role of ['admin', 'editor', 'sales'] as const) {
      const me = await api<{ user: { role: string } }>(s.url, 'GET', '/api/admin/user', { token: tokens[role] });
      expect(me.status).toBe(200);
      expect(me.body.user.role).toBe(role);
    }
  });

  // [method, path, body, roles allowed]
  const operations: [string, string, unknown, ('admin' | 'editor' | 'sales')[]][] = [
    ['GET', '/api/admin/blog/posts', undefined, ['admin', 'editor']],
    ['GET', '/api/admin/blog/categories', undefined, ['admin', 'editor']],
    ['GET', '/api/admin/leads', undefined, ['admin', 'sales']],
    ['GET', '/api/contacts', undefined, ['admin', 'sales']],
    ['GET', '/api/admin/contacts/export.csv', undefined, ['admin', 'sales']],
    ['GET', '/api/admin/emails', undefined, ['admin', 'sales']],
    ['GET', '/api/admin/webhooks', undefined, ['admin']],
    ['GET', '/api/admin/vitals', undefined, ['admin']],
  ];

  for (const [method, path, body, allowed] of operations) {
    it(`${method} ${path}: ${allowed.join(', ')} only`, async () => {
      for (const role of ['admin', 'editor', 'sales'] as const) {
        if (allowed.includes(role)) {
          const res = await fetch(s.url + path, { method, headers: { authorization: `Bearer ${tokens[role]}` } });
          await res.arrayBuffer();
          expect(res.status, `${role} ${path}`).toBe(200);
        } else {
          const res = await api<ErrorReply>(s.url, method, path, { token: tokens[role], body });
          expect(res.status, `${role} ${path}`).toBe(403);
          expect(res.body.code).toBe('FORBIDDEN');
          expect(res.body.error).toMatch(/^Accès refusé : votre rôle \(« (Rédacteur|Commercial) »\) ne permet pas cette action\.$/);
        }
      }
      const anonymous = await api<ErrorReply>(s.url, method, path, { body });
      expect(anonymous.status).toBe(401);
    });
  }

  it('lets an editor write an article and refuses it to sales', async () => {
    const article = { title: 'Un article', slug: 'un-article', content: 'Du contenu.', excerpt: 'Résumé', practiceType: 'droit-du-travail', firmSize: 'petit-cabinet-2-5', topic: 'site-web-avocat', published: false };
    const bySales = await api<ErrorReply>(s.url, 'POST', '/api/admin/blog/posts', { token: tokens.sales, body: article });
    expect(bySales.status).toBe(403);
    const byEditor = await api<{ id: number }>(s.url, 'POST', '/api/admin/blog/posts', { token: tokens.editor, body: article });
    expect(byEditor.status).toBe(201);
  });

  it('refuses uploads to sales (403) before reading the file', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png');
    const res = await fetch(`${s.url}/api/admin/uploads`, { method: 'POST', headers: { authorization: `Bearer ${tokens.sales}` }, body: form });
    expect(res.status).toBe(403);
  });

  it('does not let an editor create an account through registration', async () => {
    const res = await api<ErrorReply>(s.url, 'POST', '/api/admin/register', {
      token: tokens.editor,
      body: { username: 'intrus', email: 'intrus@cabinet.test', password: 'intrus-mot-de-passe-long' },
    });
    expect(res.status).toBe(403);
    expect(s.query('SELECT id FROM users WHERE username = ?', 'intrus')).toHaveLength(0);
  });

  it('says in the OpenAPI document which roles each operation needs', async () => {
    const doc = await api<{ paths: Record<string, Record<string, { 'x-roles'?: string[]; description?: string; responses: Record<string, unknown> }>> }>(s.url, 'GET', '/api/openapi.json');
    expect(doc.body.paths['/api/admin/leads']?.get?.['x-roles']).toEqual(['admin', 'sales']);
    expect(doc.body.paths['/api/admin/blog/posts']?.post?.['x-roles']).toEqual(['admin', 'editor']);
    expect(doc.body.paths['/api/admin/webhooks']?.post?.['x-roles']).toEqual(['admin']);
    expect(doc.body.paths['/api/admin/webhooks']?.post?.description).toContain('Rôles autorisés : `admin`.');
    expect(doc.body.paths['/api/admin/leads']?.get?.responses['403']).toBeDefined();
    expect(doc.body.paths['/api/contacts']?.post?.['x-roles']).toBeUndefined();
  });
});
