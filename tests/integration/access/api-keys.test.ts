/**
 * API keys of third parties (issue 29 item 6): created by an admin's session and shown once,
 * stored as SHA-256, listed without the key, accepted on the REST paths of their scopes only
 * (403 elsewhere, and on every session-only path), refused once expired or revoked (401).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, registerAdmin, useTestServer } from '../../helpers/server';
import { SqliteFile as Database } from '../../helpers/sqlite';

type Created = { id: number; name: string; scopes: string[]; prefix: string; key: string };

describe('API keys', () => {
  const s = useTestServer({ RATE_LIMIT_AUTH_MAX: '1000' });
  let admin = '';
  let leadsKey: Created;
  let blogKey: Created;

  it('creates a key: 201, shown once, av_ + at least 32 random characters, stored hashed', async () => {
    admin = await registerAdmin(s.url);
    const res = await api<Created>(s.url, 'POST', '/api/admin/api-keys', {
      token: admin,
      body: { name: 'CRM du cabinet', scopes: ['leads:read', 'leads:write'] },
    });
    expect(res.status).toBe(201);
    leadsKey = res.body;
    expect(leadsKey).toMatchObject({ name: 'CRM du cabinet', scopes: ['leads:read', 'leads:write'] });
    expect(leadsKey.key).toMatch(/^av_[A-Za-z0-9_-]{32,}$/);
    expect(leadsKey.key.startsWith(leadsKey.prefix)).toBe(true);
    const rows = s.query<{ key_hash: string; prefix: string }>('SELECT key_hash, prefix FROM api_keys');
    expect(rows).toEqual([{ key_hash: createHash('sha256').update(leadsKey.key).digest('hex'), prefix: leadsKey.prefix }]);
    expect(JSON.stringify(rows)).not.toContain(leadsKey.key);

    const blog = await api<Created>(s.url, 'POST', '/api/admin/api-keys', { token: admin, body: { name: 'Zapier', scopes: ['blog:read'] } });
    expect(blog.status).toBe(201);
    blogKey = blog.body;
    expect(blogKey.key).not.toBe(leadsKey.key);
  });

  it('refuses bad input with French messages', async () => {
    const res = await api<{ error: string }>(s.url, 'POST', '/api/admin/api-keys', { token: admin, body: { name: '', scopes: ['tout:faire'] } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/nommer la clé|Droit inconnu/);
    const past = await api<{ error: string }>(s.url, 'POST', '/api/admin/api-keys', {
      token: admin,
      body: { name: 'Vieille', scopes: ['leads:read'], expiresAt: '2000-01-01T00:00:00Z' },
    });
    expect(past.status).toBe(400);
    expect(past.body.error).toBe("La date d'expiration doit être dans le futur.");
  });

  it('lists the keys without the key itself', async () => {
    const res = await api<Record<string, unknown>[]>(s.url, 'GET', '/api/admin/api-keys', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.map((k) => k.name)).toEqual(['Zapier', 'CRM du cabinet']);
    expect(Object.keys(res.body[0]!).sort()).toEqual(['createdAt', 'expiresAt', 'id', 'lastUsedAt', 'name', 'prefix', 'scopes']);
    expect(JSON.stringify(res.body)).not.toContain(leadsKey.key);
    expect(res.body[1]!.lastUsedAt).toBeNull();
  });

  it('opens the REST paths of its scopes, and records when it was last used', async () => {
    const contacts = await api(s.url, 'GET', '/api/contacts', { token: leadsKey.key });
    expect(contacts.status).toBe(200);
    expect(Array.isArray(contacts.body)).toBe(true);
    expect((await api(s.url, 'GET', '/api/admin/leads', { token: leadsKey.key })).status).toBe(200);
    expect((await api(s.url, 'GET', '/api/admin/blog/posts', { token: blogKey.key })).status).toBe(200);
    const [row] = s.query<{ last_used_at: number | null }>('SELECT last_used_at FROM api_keys WHERE id = ?', leadsKey.id);
    expect(row!.last_used_at).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 403 out of its scopes and on every session-only path', async () => {
    const forbidden = [
      ['GET', '/api/admin/blog/posts', leadsKey.key],
      ['GET', '/api/admin/stats', leadsKey.key],
      ['GET', '/api/admin/webhooks', leadsKey.key],
      ['GET', '/api/contacts', blogKey.key],
      ['DELETE', '/api/admin/blog/posts/1', blogKey.key],
      // Session-only: key management, 2FA, password, the account itself.
      ['GET', '/api/admin/api-keys', leadsKey.key],
      ['POST', '/api/admin/2fa/setup', leadsKey.key],
      ['GET', '/api/admin/user', leadsKey.key],
    ] as const;
    for (const [method, path, key] of forbidden) {
      const res = await api<{ error: string; code: string }>(s.url, method, path, { token: key });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body.code).toBe('FORBIDDEN');
      expect(res.body.error).toMatch(/^Cette clé d'API n'a pas le droit/);
    }
    const create = await api<{ error: string }>(s.url, 'POST', '/api/admin/api-keys', {
      token: leadsKey.key,
      body: { name: 'Clé fille', scopes: ['leads:read'] },
    });
    expect(create.status).toBe(403);
    const out = await api<{ error: string }>(s.url, 'GET', '/api/admin/blog/posts', { token: leadsKey.key });
    expect(out.body.error).toBe("Cette clé d'API n'a pas le droit « blog:read » nécessaire à cette opération.");
  });

  it('acts within its scopes for writes too (a lead note)', async () => {
    const lead = await api<{ id: number }>(s.url, 'POST', '/api/contacts', {
      body: { email: 'avocat@cabinet.test', firstName: 'Jeanne', lastName: 'Martin', consent: true },
    });
    expect(lead.status).toBe(201);
    const note = await api(s.url, 'POST', `/api/admin/leads/contact/${lead.body.id}/notes`, { token: leadsKey.key, body: { text: 'Rappelée par le CRM' } });
    expect(note.status).toBe(201);
    expect((await api(s.url, 'POST', `/api/admin/leads/contact/${lead.body.id}/notes`, { token: blogKey.key, body: { text: 'Non' } })).status).toBe(403);
  });

  it('answers 401 to an unknown, expired or revoked key', async () => {
    expect((await api(s.url, 'GET', '/api/contacts', { token: `av_${'x'.repeat(43)}` })).status).toBe(401);
    const expiring = await api<Created>(s.url, 'POST', '/api/admin/api-keys', {
      token: admin,
      body: { name: 'Temporaire', scopes: ['leads:read'], expiresAt: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect((await api(s.url, 'GET', '/api/contacts', { token: expiring.body.key })).status).toBe(200);
    const db = new Database(s.dbFile);
    db.prepare('UPDATE api_keys SET expires_at = ? WHERE id = ?').run(Date.now() - 1000, expiring.body.id);
    db.close();
    const expired = await api<{ error: string }>(s.url, 'GET', '/api/contacts', { token: expiring.body.key });
    expect(expired.status).toBe(401);
    expect(expired.body.error).toBe('Authentification requise');

    const revoked = await api(s.url, 'DELETE', `/api/admin/api-keys/${leadsKey.id}`, { token: admin });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ success: true, id: leadsKey.id });
    expect((await api(s.url, 'GET', '/api/contacts', { token: leadsKey.key })).status).toBe(401);
    expect((await api(s.url, 'DELETE', `/api/admin/api-keys/${leadsKey.id}`, { token: admin })).status).toBe(404);
    expect(s.query('SELECT id FROM api_keys WHERE id = ?', leadsKey.id)).toEqual([]);
  });

  it('documents the apiKey scheme and each operation’s scope in OpenAPI, and how to create a key', async () => {
    type Op = { security: unknown[]; responses: Record<string, unknown> };
    const doc = (
      await api<{ components: { securitySchemes: Record<string, unknown> }; paths: Record<string, Record<string, Op>>; info: { description: string } }>(
        s.url, 'GET', '/api/openapi.json',
      )
    ).body;
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/contacts']!.get!.security).toContainEqual({ apiKey: ['leads:read'] });
    expect(doc.paths['/api/admin/blog/posts/{id}']!.delete!.security).toContainEqual({ apiKey: ['blog:write'] });
    expect(doc.paths['/api/admin/stats']!.get!.security).toContainEqual({ apiKey: ['stats:read'] });
    expect(doc.paths['/api/admin/webhooks']!.post!.security).toContainEqual({ apiKey: ['webhooks:write'] });
    expect(JSON.stringify(doc.paths['/api/admin/api-keys']!.post!.security)).not.toContain('apiKey');
    expect(doc.paths['/api/admin/api-keys']!.post!.responses['201']).toBeDefined();
    expect(doc.info.description).toContain('Accès API');
    const docs = await fetch(`${s.url}/api/docs`);
    expect(await docs.text()).toContain("clé d'API (leads:read)");
  });
});
