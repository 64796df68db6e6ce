/**
 * Sessions that must not work (forged, expired, logged out, of a deleted admin) and secrets
 * that must never come out (passwords and their hashes, in replies or in log lines).
 */
import { SqliteFile as Database } from '../../helpers/sqlite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, useTestServer } from '../../helpers/server';

const UNAUTHORIZED = { error: 'Authentification requise', code: 'UNAUTHORIZED' };
const marie = { username: 'marie', email: 'marie@cabinet-durand.fr', password: 'Secret-De-Marie-2026!' };
const paul = { username: 'paul', email: 'paul@cabinet-durand.fr', password: 'Secret-De-Paul-2026!' };

describe('tokens that must not open a session', () => {
  const s = useTestServer({ RATE_LIMIT_AUTH_MAX: '1000' });
  /** Everything the server printed and every reply it sent during this file. */
  const logged: string[] = [];
  const replies: string[] = [];
  let marieToken = '';

  beforeAll(() => {
    for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
      });
    }
  });
  afterAll(() => vi.restoreAllMocks());

  async function call(method: string, path: string, opts: Parameters<typeof api>[3] = {}) {
    const res = await api<Record<string, unknown>>(s.url, method, path, opts);
    replies.push(JSON.stringify(res.body), JSON.stringify([...res.headers]));
    return res;
  }
  const me = (headers: Record<string, string>) => call('GET', '/api/admin/user', { headers });
  const writer = () => new Database(s.dbFile);

  it('registers two admins (the second created by the first)', async () => {
    const first = await call('POST', '/api/admin/register', { body: marie });
    expect(first.status).toBe(201);
    marieToken = first.body.token as string;
    expect((await call('POST', '/api/admin/register', { body: paul, token: marieToken })).status).toBe(201);
  });

  it('answers 401 to forged bearer tokens and cookies', async () => {
    const forged = [
      'a'.repeat(40),
      marieToken.slice(0, -1) + (marieToken.endsWith('a') ? 'b' : 'a'),
      marieToken.toUpperCase(),
      "' OR 1=1 --",
      '../../etc/passwd',
      'x'.repeat(5000),
      '%00',
    ];
    for (const token of forged) {
      const bearer = await me({ authorization: `Bearer ${token}` });
      expect(bearer.status, token.slice(0, 30)).toBe(401);
      expect(bearer.body).toEqual(UNAUTHORIZED);
      const cookie = await me({ cookie: `av_session=${encodeURIComponent(token)}` });
      expect(cookie.status).toBe(401);
      expect(cookie.body).toEqual(UNAUTHORIZED);
    }
    for (const authorization of ['Bearer', 'Bearer ', 'Basic bWFyaWU6c2VjcmV0', marieToken]) {
      expect((await me({ authorization })).status, authorization).toBe(401);
    }
  });

  it('answers 401 to the token of an expired session, and lucia forgets it', async () => {
    const login = await call('POST', '/api/admin/login', { body: { username: marie.username, password: marie.password } });
    const token = login.body.token as string;
    expect((await me({ authorization: `Bearer ${token}` })).status).toBe(200);
    const db = writer();
    db.prepare('UPDATE sessions SET expires_at = ? WHERE id = ?').run(Math.floor(Date.now() / 1000) - 1, token);
    db.close();
    const res = await me({ authorization: `Bearer ${token}` });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHORIZED);
    expect(s.query('SELECT id FROM sessions WHERE id = ?', token)).toEqual([]);
  });

  it('answers 401 to a logged-out token, by bearer and by cookie', async () => {
    const login = await call('POST', '/api/admin/login', { body: { username: marie.username, password: marie.password } });
    const token = login.body.token as string;
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect((await call('POST', '/api/admin/logout', { token })).status).toBe(200);
    expect((await me({ authorization: `Bearer ${token}` })).status).toBe(401);
    expect((await me({ cookie })).status).toBe(401);
    const trpc = await fetch(`${s.url}/trpc/auth.me`, { headers: { authorization: `Bearer ${token}` } });
    expect(trpc.status).toBe(401);
    replies.push(await trpc.text());
    // The back office's own check says "no user" instead (nothing red in the browser's console).
    const session = await fetch(`${s.url}/trpc/auth.session`, { headers: { authorization: `Bearer ${token}` } });
    expect(session.status).toBe(200);
    expect(((await session.json()) as { result: { data: { json: unknown } } }).result.data.json).toEqual({ user: null });
  });

  it("the back office's session check names the admin of a live token", async () => {
    const login = await call('POST', '/api/admin/login', { body: { username: marie.username, password: marie.password } });
    const session = await fetch(`${s.url}/trpc/auth.session`, { headers: { authorization: `Bearer ${login.body.token as string}` } });
    const body = (await session.json()) as { result: { data: { json: { user: { username: string } | null } } } };
    expect(body.result.data.json.user?.username).toBe(marie.username);
    replies.push(JSON.stringify(body));
  });

  it("answers 401 to a deleted admin's token, even on admin writes", async () => {
    const login = await call('POST', '/api/admin/login', { body: { username: paul.username, password: paul.password } });
    const token = login.body.token as string;
    expect((await me({ authorization: `Bearer ${token}` })).status).toBe(200);
    const db = writer();
    db.prepare('DELETE FROM users WHERE username = ?').run(paul.username);
    db.close();
    expect((await me({ authorization: `Bearer ${token}` })).status).toBe(401);
    const [post] = s.query<{ id: number }>('SELECT id FROM blog_posts LIMIT 1');
    const del = await call('DELETE', `/api/admin/blog/posts/${post!.id}`, { token });
    expect(del.status).toBe(401);
    expect(s.query('SELECT id FROM blog_posts WHERE id = ?', post!.id)).toHaveLength(1);
  });

  it('never shows a password or a password hash in a reply or a log line', async () => {
    // Failures that could echo what was sent: wrong password, invalid shapes, too long, malformed JSON.
    await call('POST', '/api/admin/login', { body: { username: marie.username, password: paul.password } });
    await call('POST', '/api/admin/login', { body: { username: 'inconnu', password: marie.password } });
    await call('POST', '/api/admin/login', { body: { username: marie.username, password: marie.password + 'x'.repeat(300) } });
    await call('POST', '/api/admin/register', { body: { ...paul, username: 'p', password: 'court' }, token: marieToken });
    await call('POST', '/api/admin/register', { body: { ...marie }, token: marieToken });
    const malformed = await fetch(`${s.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"username":"marie","password":"${marie.password}"`,
    });
    replies.push(await malformed.text());
    const trpcLogin = await fetch(`${s.url}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { username: marie.username, password: 42 } }),
    });
    replies.push(await trpcLogin.text());
    await call('GET', '/api/admin/user', { token: marieToken });
    await call('GET', '/api/contacts', { token: marieToken });

    const hashes = s.query<{ password: string }>('SELECT password FROM users').map((u) => u.password);
    expect(hashes.length).toBeGreaterThan(0);
    const secrets = [marie.password, paul.password, ...hashes];
    const everything = [...replies, ...logged].join('\n');
    expect(replies.length).toBeGreaterThan(40);
    for (const secret of secrets) expect(everything).not.toContain(secret);
    expect(everything).not.toContain('$argon2');
  });
});
