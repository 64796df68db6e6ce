/**
 * The 404 log (« Pages introuvables »): every 404 of a page is counted per day — the page cache's
 * too — with declared crawlers apart and the referrer's origin and path only, nothing about the
 * visitor; bounded per day; GET /api/admin/not-found sums it for staff (admin and editor), leaving
 * out the paths a redirect rule now covers.
 */
import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notFoundHits, users } from '#db/schema';
import { api, registerAdmin, useTestServer, type TestServer } from '../../helpers/server';
import { until } from '../../helpers/until';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = () => dayOf(Date.now());

type Item = { path: string; hits: number; botHits: number; lastSeenAt: string; referrers: { referrer: string; hits: number }[] };
type Reply = { days: number; items: Item[] };
type HitRow = { day: string; path: string; hits: number; bot_hits: number; last_seen_at: number };

/** A visitor's request (GET unless said), its body read; the reply. */
async function visit(s: TestServer, path: string, headers: Record<string, string> = {}, method = 'GET') {
  const res = await fetch(s.url + path, { method, headers: { 'user-agent': CHROME, ...headers } });
  await res.arrayBuffer();
  return res;
}

const hitsOf = (s: TestServer, path: string) => s.query<HitRow>('SELECT * FROM not_found_hits WHERE path = ?', path)[0];

/** Counting happens once the reply is sent: waits for `path` to reach `hits + bot_hits`. */
const counted = (s: TestServer, path: string, total = 1) =>
  until(() => {
    const row = hitsOf(s, path);
    return row && row.hits + row.bot_hits >= total ? row : undefined;
  }, `${path} counted ${total} time(s)`);

describe('the 404 log', () => {
  const s = useTestServer({ RATE_LIMIT_AUTH_MAX: '50' });
  let admin = '';

  it('counts a page’s 404 with the referrer’s origin and path only, and nothing about the visitor', async () => {
    const res = await visit(s, '/ancienne-page?utm_source=lettre&gclid=secret', {
      referer: 'https://user:motdepasse@www.annuaire-avocats.test/fiches/cabinet-martin?ref=42#contact',
      cookie: 'av_session=jeton-de-session-secret',
      'x-forwarded-for': '203.0.113.77',
    });
    expect(res.status).toBe(404);
    const row = await counted(s, '/ancienne-page');
    expect(row).toEqual({ day: today(), path: '/ancienne-page', hits: 1, bot_hits: 0, last_seen_at: expect.any(Number) });
    expect(Math.abs(row.last_seen_at - Date.now())).toBeLessThan(60_000);
    expect(s.query('SELECT * FROM not_found_referrers')).toEqual([
      { day: today(), path: '/ancienne-page', referrer: 'https://www.annuaire-avocats.test/fiches/cabinet-martin', hits: 1 },
    ]);
    // The tables have no column for an address, a browser or a cookie, and no value holds one.
    expect(s.query<{ name: string }>('PRAGMA table_info(not_found_hits)').map((c) => c.name)).toEqual(['day', 'path', 'hits', 'bot_hits', 'last_seen_at']);
    expect(s.query<{ name: string }>('PRAGMA table_info(not_found_referrers)').map((c) => c.name)).toEqual(['day', 'path', 'referrer', 'hits']);
    const stored = JSON.stringify([s.query('SELECT * FROM not_found_hits'), s.query('SELECT * FROM not_found_referrers')]);
    for (const secret of ['203.0.113', '127.0.0.1', 'Chrome', 'Mozilla', 'jeton-de-session', 'motdepasse', 'user:', 'ref=42', 'gclid', 'utm_source', '#contact']) {
      expect(stored).not.toContain(secret);
    }
  });

  it('counts a declared crawler in bot_hits, a second visit from the same referrer in its count', async () => {
    await visit(s, '/ancienne-page', { 'user-agent': GOOGLEBOT });
    await counted(s, '/ancienne-page', 2);
    await visit(s, '/ancienne-page', { referer: 'https://www.annuaire-avocats.test/fiches/cabinet-martin?autre=1' });
    const row = await counted(s, '/ancienne-page', 3);
    expect(row).toMatchObject({ hits: 2, bot_hits: 1 });
    await until(() => s.query<{ hits: number }>('SELECT hits FROM not_found_referrers')[0]?.hits === 2, 'the referrer counted twice');
  });

  it('counts the 404s the page cache answers: the same missing page asked twice counts twice', async () => {
    s.htmlCache!.clear();
    const first = await visit(s, '/blog/article-supprime-depuis');
    expect(first.status).toBe(404);
    const second = await visit(s, '/blog/article-supprime-depuis');
    expect(second.status).toBe(404);
    expect(second.headers.get('x-cache')).toBe('HIT');
    const head = await visit(s, '/blog/article-supprime-depuis', {}, 'HEAD');
    expect(head.status).toBe(404);
    expect(await counted(s, '/blog/article-supprime-depuis', 3)).toMatchObject({ hits: 3, bot_hits: 0 });
  });

  it('keeps a path as redirect rules write theirs, cut at 200 characters', async () => {
    const long = `/${'a'.repeat(250)}`;
    expect((await visit(s, long)).status).toBe(404);
    expect((await counted(s, long.slice(0, 200))).path).toHaveLength(200);
    await visit(s, '/cabinet%20d%C3%A9mo/');
    await counted(s, '/cabinet démo');
  });

  it('counts only 404s of page addresses asked with GET or HEAD', async () => {
    const ignored: [string, string][] = [
      ['GET', '/'],
      ['POST', '/page-postee'],
      ['GET', '/api/inconnue'],
      ['GET', '/trpc/inconnue'],
      ['GET', '/assets/inconnu.js'],
      ['GET', '/uploads/inconnue.png'],
      ['GET', '/metrics'],
      ['GET', '/admin/dashboard/inconnue'],
      ['GET', '/audit/q3zt8pw0x1c9v5n2m7k4j6h8'],
      ['GET', '/rendez-vous/q3zt8pw0x1c9v5n2m7k4j6h8'],
    ];
    const before = s.query<{ path: string }>('SELECT path FROM not_found_hits').map((r) => r.path);
    for (const [method, path] of ignored) await visit(s, path, {}, method);
    // Counting follows the replies in order: once the last one is in, the others had their turn.
    await visit(s, '/temoin');
    await counted(s, '/temoin');
    expect(s.query<{ path: string }>('SELECT path FROM not_found_hits').map((r) => r.path)).toEqual([...before, '/temoin']);
  });

  it('GET /api/admin/not-found sums the days, the most asked for first, with the referrers', async () => {
    admin = await registerAdmin(s.url);
    // Yesterday and 20 days ago, written as the counter would have.
    await s.deps.db.insert(notFoundHits).values([
      { day: dayOf(Date.now() - DAY), path: '/ancienne-page', hits: 5, botHits: 1, lastSeenAt: new Date(Date.now() - DAY) },
      { day: dayOf(Date.now() - 20 * DAY), path: '/tres-ancienne', hits: 50, botHits: 0, lastSeenAt: new Date(Date.now() - 20 * DAY) },
    ]);
    const week = await api<Reply>(s.url, 'GET', '/api/admin/not-found?days=7', { token: admin });
    expect(week.status).toBe(200);
    expect(week.body.days).toBe(7);
    expect(week.body.items[0]).toEqual({
      path: '/ancienne-page', hits: 7, botHits: 2, lastSeenAt: expect.any(String),
      referrers: [{ referrer: 'https://www.annuaire-avocats.test/fiches/cabinet-martin', hits: 2 }],
    });
    expect(Date.parse(week.body.items[0]!.lastSeenAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(week.body.items.map((i) => i.path)).not.toContain('/tres-ancienne');
    expect(week.body.items.find((i) => i.path === '/temoin')).toEqual({ path: '/temoin', hits: 1, botHits: 0, lastSeenAt: expect.any(String), referrers: [] });
    const month = await api<Reply>(s.url, 'GET', '/api/admin/not-found', { token: admin });
    expect(month.body.days).toBe(30);
    expect(month.body.items[0]).toMatchObject({ path: '/tres-ancienne', hits: 50 });
    const totals = month.body.items.map((i) => i.hits + i.botHits);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    for (const days of ['0', '366', 'abc']) {
      const bad = await api<{ error: string }>(s.url, 'GET', `/api/admin/not-found?days=${days}`, { token: admin });
      expect(bad.status, days).toBe(400);
      expect(bad.body.error).toContain('days : entre 1 et 365.');
    }
  });

  it('leaves out a path a redirect rule now covers', async () => {
    await s.deps.db.run(sql`INSERT INTO redirects (from_path, to_target, status, source) VALUES ('/ancienne-page', '/blog', 301, 'manual')`);
    const res = await api<Reply>(s.url, 'GET', '/api/admin/not-found', { token: admin });
    expect(res.body.items.map((i) => i.path)).not.toContain('/ancienne-page');
    expect(res.body.items.map((i) => i.path)).toContain('/temoin');
  });

  it('is for admins and editors (sales: 403, nobody: 401)', async () => {
    const colleague = async (username: string, role: 'editor' | 'sales') => {
      const created = await api<{ user: { id: number } }>(s.url, 'POST', '/api/admin/register', {
        token: admin,
        body: { username, email: `${username}@cabinet.test`, password: `${username}-mot-de-passe-long` },
      });
      await s.deps.db.update(users).set({ role }).where(eq(users.id, created.body.user.id));
      return (await api<{ token: string }>(s.url, 'POST', '/api/admin/login', { body: { username, password: `${username}-mot-de-passe-long` } })).body.token;
    };
    expect((await api(s.url, 'GET', '/api/admin/not-found', { token: await colleague('redactrice', 'editor') })).status).toBe(200);
    const sales = await api<{ error: string }>(s.url, 'GET', '/api/admin/not-found', { token: await colleague('commercial', 'sales') });
    expect(sales.status).toBe(403);
    expect(sales.body.error).toBe('Accès refusé : votre rôle (« Commercial ») ne permet pas cette action.');
    expect((await api(s.url, 'GET', '/api/admin/not-found')).status).toBe(401);
  });
});

describe('the 404 log’s bounds', () => {
  const s = useTestServer();

  it('keeps at most 1,000 paths a day: a new one beyond is not stored, the ones kept still count', async () => {
    const now = new Date();
    await s.deps.db.insert(notFoundHits).values(
      Array.from({ length: 1000 }, (_, n) => ({ day: today(), path: `/remplissage-${String(n).padStart(4, '0')}`, hits: 1, botHits: 0, lastSeenAt: now })),
    );
    await visit(s, '/page-au-dela-de-la-limite', { referer: 'https://www.google.com/' });
    await visit(s, '/remplissage-0007', { referer: 'https://www.google.com/' });
    await counted(s, '/remplissage-0007', 2);
    expect(hitsOf(s, '/page-au-dela-de-la-limite')).toBeUndefined();
    expect(s.query('SELECT count(*) AS n FROM not_found_hits')).toEqual([{ n: 1000 }]);
    expect(s.query('SELECT path, referrer, hits FROM not_found_referrers')).toEqual([{ path: '/remplissage-0007', referrer: 'https://www.google.com/', hits: 1 }]);
  });

  it('keeps at most 10 referrers per path and day, and lists at most 200 paths', async () => {
    for (let n = 1; n <= 12; n++) await visit(s, '/remplissage-0008', { referer: `https://site-${n}.test/lien` });
    await counted(s, '/remplissage-0008', 13);
    await until(() => s.query<{ n: number }>("SELECT sum(hits) AS n FROM not_found_referrers WHERE path = '/remplissage-0008'")[0]?.n === 10, '10 referrers');
    expect(s.query('SELECT referrer FROM not_found_referrers WHERE path = ? ORDER BY rowid', '/remplissage-0008')).toHaveLength(10);
    const token = await registerAdmin(s.url);
    const res = await api<Reply>(s.url, 'GET', '/api/admin/not-found', { token });
    expect(res.body.items).toHaveLength(200);
    expect(res.body.items[0]).toMatchObject({ path: '/remplissage-0008', hits: 13 });
    expect(res.body.items[0]!.referrers).toHaveLength(10);
  });
});

describe('the 404 log when counting fails', () => {
  const lines: { level: string; msg: string }[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) if (text.trim()) lines.push(JSON.parse(text) as { level: string; msg: string });
      done();
    },
  });
  const s = useTestServer({ LOG_LEVEL: 'warn' }, { logDestination: destination });

  it('still answers the 404 page, and says so at warn', async () => {
    await s.deps.db.run(sql`DROP TABLE not_found_referrers`);
    await s.deps.db.run(sql`DROP TABLE not_found_hits`);
    const res = await fetch(`${s.url}/page-perdue`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('404');
    await until(() => lines.find((l) => l.msg === 'page introuvable non comptée'), 'the warning');
    expect(lines.find((l) => l.msg === 'page introuvable non comptée')).toMatchObject({ level: 'warn', path: '/page-perdue' });
  });
});
