/**
 * Rate limits through rate-limiter-flexible's SQLite store: the counters are rows of the app's
 * database, so two app nodes on the same database share them.
 */
import type { AddressInfo } from 'node:net';
import { SqliteFile as Database } from '../../helpers/sqlite';
import { describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { api, useTestServer } from '../../helpers/server';

const contact = (i: number) => ({ firstName: 'Claire', lastName: `Martin ${i}`, email: `claire${i}@cabinet-martin.fr`, consent: true });
type ErrorReply = { error: string; code: string };

describe('rate limits shared through the database', () => {
  const s = useTestServer({ RATE_LIMIT_FORMS_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '900' });

  /** Another app node on the same database (its own config changes), for the time of `check`. */
  async function withOtherNode(changes: Partial<typeof s.config>, check: (url: string) => Promise<void>) {
    const other = await createApp({ ...s.config, ...changes }, 'production');
    const server = other.app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    try {
      await check(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await other.close();
    }
  }

  it('lets 3 contact requests through, then answers 429 in French and stores nothing more', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await api(s.url, 'POST', '/api/contacts', { body: contact(i) });
      expect(res.status).toBe(201);
      // IETF draft-ietf-httpapi-ratelimit-headers-09: the bucket's quota and what remains of it.
      expect(res.headers.get('ratelimit-policy')).toBe('"forms";q=3;w=900');
      expect(res.headers.get('ratelimit')).toMatch(new RegExp(`^"forms";r=${2 - i};t=(\\d+)$`));
    }
    const refused = await api<ErrorReply>(s.url, 'POST', '/api/contacts', { body: contact(3) });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('ratelimit')).toBe(`"forms";r=0;t=${refused.headers.get('retry-after')}`);
    expect(refused.headers.get('ratelimit-policy')).toBe('"forms";q=3;w=900');
    expect(refused.body).toEqual({ error: 'Trop de tentatives. Veuillez réessayer dans 15 minutes.', code: 'TOO_MANY_REQUESTS' });
    expect(s.query('SELECT id FROM contacts')).toHaveLength(3);
    // The counter is a row of the app's database.
    const [row] = s.query<{ key: string; points: number; expire: number }>('SELECT key, points, expire FROM rate_limits');
    expect(row?.key).toBe('forms:127.0.0.1');
    expect(row?.points).toBe(4);
    expect(row!.expire).toBeGreaterThan(Date.now() + 800_000);
  });

  it('counts the quiz leads and the tools in the same forms bucket, over tRPC too', async () => {
    const res = await fetch(`${s.url}/trpc/leads.createQuizLead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { ...contact(9), quizAnswers: [], quizScore: 10 } }),
    });
    expect(res.status).toBe(429);
    expect(s.query('SELECT id FROM quiz_leads')).toHaveLength(0);
  });

  it('a second app node on the same database sees the same counter', async () => {
    await withOtherNode({}, async (url) => {
      const refused = await api<ErrorReply>(url, 'POST', '/api/contacts', { body: contact(4) });
      expect(refused.status).toBe(429);
    });
  });

  it('keys the counter by the peer address; X-Forwarded-For counts only behind a trusted proxy (TRUST_PROXY)', async () => {
    // Not trusted: a forged header changes nothing, the limited peer stays limited.
    const forged = await api<ErrorReply>(s.url, 'POST', '/api/contacts', { body: contact(6), headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forged.status).toBe(429);
    await withOtherNode({ TRUST_PROXY: true }, async (url) => {
      const visitor = await api(url, 'POST', '/api/contacts', { body: contact(7), headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(visitor.status).toBe(201);
      expect(s.query('SELECT key, points FROM rate_limits WHERE key = ?', 'forms:203.0.113.7')).toEqual([{ key: 'forms:203.0.113.7', points: 1 }]);
    });
    const writer = new Database(s.dbFile);
    writer.prepare('DELETE FROM contacts WHERE email = ?').run('claire7@cabinet-martin.fr');
    writer.close();
  });

  it('opens again once the window is over', async () => {
    const writer = new Database(s.dbFile);
    writer.prepare('UPDATE rate_limits SET expire = ?').run(Date.now() - 1000);
    writer.close();
    expect((await api(s.url, 'POST', '/api/contacts', { body: contact(5) })).status).toBe(201);
    expect(s.query('SELECT id FROM contacts')).toHaveLength(4);
  });
});
