/**
 * Idempotency-Key on the REST facade: a retried POST stores one lead with one set of messages
 * (outbox rows: e-mails and the lead.created webhook), its first answer replayed; another body
 * under the same key is refused (422); two identical requests at once store one lead.
 */
import { describe, expect, it } from 'vitest';
import { api, useTestServer } from '../../helpers/server';

const CONTACT = { firstName: 'Claire', lastName: 'Martin', email: 'claire@cabinet-martin.fr', consent: true };
type Reply = { id: number; error?: string; code?: string };

describe('Idempotency-Key on /api POSTs', () => {
  const s = useTestServer();
  const leads = (email: string) => s.query<{ id: number }>('SELECT id FROM contacts WHERE email = ?', email);
  const messages = () => s.query<{ id: number }>('SELECT id FROM outbox').length;

  it('stores the first answer and replays it for the same key and body: one lead, one set of messages', async () => {
    const before = messages();
    const headers = { 'Idempotency-Key': 'cle-essai-1' };
    const first = await api<Reply>(s.url, 'POST', '/api/contacts', { body: CONTACT, headers });
    expect(first.status).toBe(201);
    const queued = messages() - before;
    expect(queued).toBeGreaterThan(0);
    const retry = await api<Reply>(s.url, 'POST', '/api/contacts', { body: CONTACT, headers });
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(leads(CONTACT.email)).toHaveLength(1);
    expect(messages() - before).toBe(queued);
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

  it('is documented on the public POSTs and the admin creates', async () => {
    const doc = (await api<{ paths: Record<string, Record<string, { parameters?: { $ref?: string }[]; responses: Record<string, unknown> }>> }>(s.url, 'GET', '/api/openapi.json')).body;
    const keyed = (p: string, m: string) => (doc.paths[p]![m]!.parameters ?? []).some((x) => x.$ref === '#/components/parameters/IdempotencyKey');
    expect(keyed('/api/contacts', 'post')).toBe(true);
    expect(keyed('/api/quiz-leads', 'post')).toBe(true);
    expect(keyed('/api/admin/blog/posts', 'post')).toBe(true);
    expect(keyed('/api/admin/blog/posts/{id}', 'put')).toBe(false);
    expect(doc.paths['/api/contacts']!.post!.responses).toHaveProperty('422');
  });
});
