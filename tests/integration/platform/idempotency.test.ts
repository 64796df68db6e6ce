/**
 * Idempotency-Key on the REST facade: a retried POST stores one lead with one set of messages
 * (outbox rows: e-mails and the lead.created webhook); another body under the same key is refused
 * (422); two identical requests at once store one lead. A stored answer is replayed only to the
 * caller who made the first request (same session, same API key), after its authentication and
 * authorization; an anonymous caller's answer is never replayed, and the store holds no secret.
 */
import { describe, expect, it } from 'vitest';
import { api, registerAdmin, useTestServer } from '../../helpers/server';
import { IDEMPOTENCY_MESSAGES } from '#server/platform/rest/idempotency';

const CONTACT = { firstName: 'Claire', lastName: 'Martin', email: 'claire@cabinet-martin.fr', consent: true };
type Reply = { id: number; error?: string; code?: string };

describe('Idempotency-Key on /api POSTs', () => {
  const s = useTestServer();
  const leads = (email: string) => s.query<{ id: number }>('SELECT id FROM contacts WHERE email = ?', email);
  const messages = () => s.query<{ id: number }>('SELECT id FROM outbox').length;

  it('answers an anonymous repeat of the same key and body once: one lead, one set of messages, no replayed answer', async () => {
    const before = messages();
    const headers = { 'Idempotency-Key': 'cle-essai-1' };
    const first = await api<Reply>(s.url, 'POST', '/api/contacts', { body: CONTACT, headers });
    expect(first.status).toBe(201);
    const queued = messages() - before;
    expect(queued).toBeGreaterThan(0);
    // Another client (or the same: nothing tells them apart) sending the same key and body.
    const retry = await api<Reply>(s.url, 'POST', '/api/contacts', { body: CONTACT, headers });
    expect(retry.status).toBe(409);
    expect(retry.body).toEqual({ error: IDEMPOTENCY_MESSAGES.alreadyDone, code: 'CONFLICT' });
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(leads(CONTACT.email)).toHaveLength(1);
    expect(messages() - before).toBe(queued);
    const [row] = s.query<{ body: string | null; status: number }>("SELECT body, status FROM idempotency_keys WHERE key = 'cle-essai-1'");
    expect(row).toEqual({ body: null, status: 201 });
  });

  it("never gives one anonymous visitor's booking link to another who sends the same key and body", async () => {
    const { body: week } = await api<{ slots: { start: string }[] }>(s.url, 'GET', '/api/booking/slots');
    const booking = { start: week.slots[0]!.start, firstName: 'Inès', lastName: 'Roux', email: 'ines@cabinet-roux.fr', phone: '0601020304', firmName: 'Cabinet Roux', consent: true };
    const headers = { 'Idempotency-Key': 'rdv-1' };
    const first = await api<{ manageUrl?: string }>(s.url, 'POST', '/api/booking', { body: booking, headers });
    expect(first.status).toBe(201);
    expect(first.body.manageUrl).toMatch(/^\/rendez-vous\//);
    const second = await api<{ manageUrl?: string }>(s.url, 'POST', '/api/booking', { body: booking, headers });
    expect(second.status).toBe(409);
    expect(JSON.stringify(second.body)).not.toContain(first.body.manageUrl!.split('/').pop()!);
    expect(JSON.stringify(s.query('SELECT * FROM idempotency_keys'))).not.toContain(first.body.manageUrl!.split('/').pop()!);
    // A token in a path (moving the call) is not stored in clear either.
    const token = first.body.manageUrl!.split('/').pop()!;
    const report = await api(s.url, 'POST', `/api/audit/${token}/email`, { body: { firstName: 'Inès', email: 'ines@cabinet-roux.fr', consent: true }, headers: { 'Idempotency-Key': 'rapport-1' } });
    expect(report.status).toBe(404);
    expect(JSON.stringify(s.query('SELECT * FROM idempotency_keys'))).not.toContain(token.toLowerCase());
  });

  it('refuses the same key with another body (422), and a malformed key (400)', async () => {
    const headers = { 'Idempotency-Key': 'cle-essai-1' };
    const other = await api<Reply>(s.url, 'POST', '/api/contacts', { body: { ...CONTACT, firstName: 'Paul' }, headers });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('UNPROCESSABLE_CONTENT');
    const bad = await api<Reply>(s.url, 'POST', '/api/contacts', { body: CONTACT, headers: { 'Idempotency-Key': 'x'.repeat(300) } });
    expect(bad.status).toBe(400);
  });

  it('stores one lead when two identical requests arrive at once', async () => {
    const body = { ...CONTACT, email: 'ensemble@cabinet-martin.fr' };
    const headers = { 'Idempotency-Key': 'cle-simultanee' };
    const replies = await Promise.all([1, 2, 3].map(() => api<Reply>(s.url, 'POST', '/api/contacts', { body, headers })));
    expect(replies.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(1);
    for (const reply of replies) expect([201, 409]).toContain(reply.status);
    expect(leads(body.email)).toHaveLength(1);
  });

  it('without the header, each request is its own (as before)', async () => {
    const body = { ...CONTACT, email: 'sans-cle@cabinet-martin.fr' };
    await api(s.url, 'POST', '/api/contacts', { body });
    await api(s.url, 'POST', '/api/contacts', { body });
    expect(leads(body.email)).toHaveLength(2);
  });

  it('answers a wrong method on a known path with 405 and Allow, and a 401 with WWW-Authenticate: Bearer', async () => {
    const wrong = await api<Reply>(s.url, 'PUT', '/api/contacts', { body: CONTACT });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET, HEAD, POST');
    expect(wrong.body.code).toBe('METHOD_NOT_SUPPORTED');
    expect((await api(s.url, 'GET', '/api/nulle-part')).status).toBe(404);
    const text = await fetch(`${s.url}/api/contacts`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(CONTACT) });
    expect(text.status).toBe(415);
    const anonymous = await api(s.url, 'GET', '/api/admin/user');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(anonymous.headers.get('cache-control')).toBe('no-store');
  });

  it('replays an API key\'s answer to that key only, after checking it, and stores no secret in clear', async () => {
    const admin = await registerAdmin(s.url);
    const key = async (name: string, scopes: string[]) =>
      (await api<{ key: string }>(s.url, 'POST', '/api/admin/api-keys', { token: admin, body: { name, scopes } })).body.key;
    const hooks = await key('CRM', ['webhooks:write']);
    const otherHooks = await key('Autre CRM', ['webhooks:write']);
    const reader = await key('Lecteur', ['leads:read']);
    const webhook = { url: 'https://1.1.1.1/hook', events: ['article.published'] };
    const headers = { 'Idempotency-Key': 'crm-hook-1' };

    // An anonymous call first stores nothing: it is refused before any key is claimed…
    const anonymousFirst = await api<Reply>(s.url, 'POST', '/api/admin/webhooks', { body: webhook, headers });
    expect(anonymousFirst.status).toBe(401);
    const created = await api<{ id: number; secret: string }>(s.url, 'POST', '/api/admin/webhooks', { body: webhook, headers, token: hooks });
    // …so the real key then gets its own 201, not that 401.
    expect(created.status).toBe(201);
    expect(created.body.secret).toMatch(/^whsec_/);

    const anonymous = await api<Reply>(s.url, 'POST', '/api/admin/webhooks', { body: webhook, headers });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('idempotent-replayed')).toBeNull();
    expect(JSON.stringify(anonymous.body)).not.toContain(created.body.secret);
    const outOfScope = await api<Reply>(s.url, 'POST', '/api/admin/webhooks', { body: webhook, headers, token: reader });
    expect(outOfScope.status).toBe(403);
    expect(JSON.stringify(outOfScope.body)).not.toContain(created.body.secret);
    // Another key of the same scope has its own key space: a webhook of its own, another secret.
    const other = await api<{ id: number; secret: string }>(s.url, 'POST', '/api/admin/webhooks', { body: webhook, headers, token: otherHooks });
    expect(other.status).toBe(201);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect(other.body.secret).not.toBe(created.body.secret);

    const replay = await api<{ id: number; secret: string }>(s.url, 'POST', '/api/admin/webhooks', { body: webhook, headers, token: hooks });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(created.body);

    const stored = JSON.stringify(s.query("SELECT * FROM idempotency_keys WHERE key = 'crm-hook-1'"));
    expect(stored).not.toContain(created.body.secret);
    expect(stored).not.toContain(other.body.secret);
    expect(stored).not.toContain(hooks);

    // Revoked: the key's stored answer is not served any more.
    const list = await api<{ id: number; name: string }[]>(s.url, 'GET', '/api/admin/api-keys', { token: admin });
    const hooksId = list.body.find((k) => k.name === 'CRM')!.id;
    expect((await api(s.url, 'DELETE', `/api/admin/api-keys/${hooksId}`, { token: admin })).status).toBe(200);
    const afterRevoke = await api<Reply>(s.url, 'POST', '/api/admin/webhooks', { body: webhook, headers, token: hooks });
    expect(afterRevoke.status).toBe(401);
    expect(JSON.stringify(afterRevoke.body)).not.toContain(created.body.secret);
  });

  it('keeps replays per session: a logout replayed from another session closes that session too', async () => {
    const login = async () =>
      (await api<{ token: string }>(s.url, 'POST', '/api/admin/login', { body: { username: 'admin', password: 'mot-de-passe-admin' } })).body.token;
    const [first, second] = [await login(), await login()];
    const headers = { 'Idempotency-Key': 'deconnexion' };
    expect((await api(s.url, 'POST', '/api/admin/logout', { token: first, headers })).status).toBe(200);
    const other = await api(s.url, 'POST', '/api/admin/logout', { token: second, headers });
    expect(other.status).toBe(200);
    expect(other.headers.get('idempotent-replayed')).toBeNull();
    expect((await api(s.url, 'GET', '/api/admin/user', { token: second })).status).toBe(401);
  });

  it('stores nothing of a login: its body holds a password', async () => {
    const headers = { 'Idempotency-Key': 'connexion-1' };
    const body = { username: 'admin', password: 'mot-de-passe-admin' };
    const first = await api<{ token: string }>(s.url, 'POST', '/api/admin/login', { body, headers });
    const again = await api<{ token: string }>(s.url, 'POST', '/api/admin/login', { body, headers });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.token).not.toBe(first.body.token);
    expect(s.query("SELECT key FROM idempotency_keys WHERE key = 'connexion-1'")).toEqual([]);
  });

  it('is documented on the public POSTs and the admin creates', async () => {
    const doc = (await api<{ paths: Record<string, Record<string, { parameters?: { $ref?: string }[]; responses: Record<string, unknown> }>> }>(s.url, 'GET', '/api/openapi.json')).body;
    const keyed = (p: string, m: string) => (doc.paths[p]![m]!.parameters ?? []).some((x) => x.$ref === '#/components/parameters/IdempotencyKey');
    expect(keyed('/api/contacts', 'post')).toBe(true);
    expect(keyed('/api/quiz-leads', 'post')).toBe(true);
    expect(keyed('/api/admin/blog/posts', 'post')).toBe(true);
    expect(keyed('/api/admin/blog/posts/{id}', 'put')).toBe(false);
    expect(keyed('/api/admin/login', 'post')).toBe(false);
    expect(doc.paths['/api/contacts']!.post!.responses).toHaveProperty('422');
  });
});
