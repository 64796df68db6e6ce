/**
 * Account abuse from outside: simultaneous first registrations (one process and two), and
 * password guessing spread over many addresses against one account.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startServer, testDatabaseEnv, useTestServer } from '../../helpers/server';
import { spawnServer, stopServer, type ServerProcess } from '../../helpers/process';
import { SqliteFile } from '../../helpers/sqlite';
import { LOGIN_PER_ACCOUNT } from '#shared/site/limits';

type ErrorReply = { error: string; code: string };

const candidate = (i: number) => ({ username: `admin${i}`, email: `admin${i}@avocat-visible.test`, password: `mot-de-passe-${i}-solide` });

describe('the first admin account, registered six times at once', () => {
  it('on one server: one account, the other five refused in French', async () => {
    const s = await startServer({ RATE_LIMIT_AUTH_MAX: '100' });
    try {
      const replies = await Promise.all([1, 2, 3, 4, 5, 6].map((i) => api<ErrorReply>(s.url, 'POST', '/api/admin/register', { body: candidate(i) })));
      expect(replies.map((r) => r.status).sort()).toEqual([201, 403, 403, 403, 403, 403]);
      for (const refused of replies.filter((r) => r.status === 403)) expect(refused.body.error).toContain('inscriptions sont réservées');
      expect(s.query('SELECT id FROM users')).toHaveLength(1);
    } finally {
      await s.close();
    }
  });

  describe('on two processes sharing the database', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'avocat-visible-first-admin-'));
    const dbFile = path.join(dir, 'app.sqlite');
    const env = { ...testDatabaseEnv(dbFile), UPLOADS_DIR: path.join(dir, 'uploads'), RATE_LIMIT_AUTH_MAX: '100' };
    const servers: ServerProcess[] = [];
    afterAll(async () => {
      await Promise.all(servers.map((server) => stopServer(server)));
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('one account in all', async () => {
      servers.push(await spawnServer(env));
      servers.push(await spawnServer(env));
      const replies = await Promise.all(
        [1, 2, 3, 4, 5, 6].map((i) => api(servers[i % 2]!.url, 'POST', '/api/admin/register', { body: candidate(i) })),
      );
      expect(replies.map((r) => r.status).sort()).toEqual([201, 403, 403, 403, 403, 403]);
      const db = new SqliteFile(dbFile, { readonly: true, fileMustExist: true });
      try {
        expect(db.prepare('SELECT id FROM users').all()).toHaveLength(1);
      } finally {
        db.close();
      }
    });
  });
});

describe('password guessing against one account from many addresses', () => {
  // Behind a proxy (TRUST_PROXY): each try comes from another client address, as a botnet's would.
  const s = useTestServer({ TRUST_PROXY: 'true' });
  let address = 0;
  const login = (username: string, password: string) =>
    api<ErrorReply & { token?: string }>(s.url, 'POST', '/api/admin/login', {
      body: { username, password },
      headers: { 'x-forwarded-for': `198.51.100.${++address}` },
    });
  const marie = { username: 'marie', email: 'marie@cabinet.fr', password: 'le-bon-mot-de-passe' };
  const paul = { username: 'paul', email: 'paul@cabinet.fr', password: 'celui-de-paul' };
  const max = LOGIN_PER_ACCOUNT.maxFailures;

  beforeAll(async () => {
    const first = await api<{ token: string }>(s.url, 'POST', '/api/admin/register', { body: marie });
    expect(first.status).toBe(201);
    expect((await api(s.url, 'POST', '/api/admin/register', { body: paul, token: first.body.token })).status).toBe(201);
  });

  it(`refuses the account's logins after ${max} failures, even with the right password: 429, Retry-After, French`, async () => {
    for (let i = 0; i < max; i++) expect((await login('marie', `mauvais-${i}`)).status).toBe(401);
    const refused = await login('marie', marie.password);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^Trop de tentatives\. Veuillez réessayer dans \d+ minutes?\.$/);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_PER_ACCOUNT.windowSeconds);
    // Another account logs in as usual.
    expect((await login('paul', paul.password)).status).toBe(200);
  });

  it('answers an unknown account exactly as a known one', async () => {
    const statuses: number[] = [];
    let last: ErrorReply | undefined;
    for (let i = 0; i <= max; i++) {
      const res = await login('personne', `mauvais-${i}`);
      statuses.push(res.status);
      last = res.body;
    }
    expect(statuses).toEqual([...Array<number>(max).fill(401), 429]);
    expect(last?.error).toMatch(/^Trop de tentatives/);
  });

  it('forgets the failures after a successful login', async () => {
    for (let i = 0; i < max - 1; i++) expect((await login('paul', `mauvais-${i}`)).status).toBe(401);
    expect((await login('paul', paul.password)).status).toBe(200);
    for (let i = 0; i < max - 1; i++) expect((await login('paul', `encore-${i}`)).status).toBe(401);
    expect((await login('paul', paul.password)).status).toBe(200);
  });
});

describe('the session cookie under plain http (development)', () => {
  it('keeps the name without the __Host- prefix, which a browser would refuse without Secure', async () => {
    const s = await startServer({ SITE_URL: 'http://localhost:3000' });
    try {
      const res = await api(s.url, 'POST', '/api/admin/register', { body: candidate(1) });
      expect(res.status).toBe(201);
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^av_session=[a-z0-9]+;/);
      expect(cookie).not.toMatch(/Secure/i);
    } finally {
      await s.close();
    }
  });
});
