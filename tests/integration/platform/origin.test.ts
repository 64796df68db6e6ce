/**
 * Cross-site request forgery: mutations authenticated by the session cookie must come from
 * SITE_URL's origin; bearer-token calls and calls without the cookie are not concerned.
 */
import { describe, expect, it } from 'vitest';
import { api, useTestServer } from '../../helpers/server';

const SITE = 'https://www.avocat-visible.test';
const EVIL = 'https://site-malveillant.example';
const REFUSED = { error: 'Requête refusée : cette action ne peut être envoyée que depuis le site lui-même.', code: 'FORBIDDEN' };
const admin = { username: 'marie', email: 'marie@cabinet-durand.fr', password: 'un-mot-de-passe-solide' };

type AuthReply = { token: string };

describe('cookie-authenticated mutations from another origin', () => {
  const s = useTestServer({ SITE_URL: SITE, RATE_LIMIT_AUTH_MAX: '100' });

  /** Logs in and returns the session cookie and the token (same session). */
  async function login() {
    const res = await api<AuthReply>(s.url, 'POST', '/api/admin/login', { body: { username: admin.username, password: admin.password } });
    expect(res.status).toBe(200);
    return { cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!, token: res.body.token };
  }
  const sessionAlive = async (cookie: string) => (await api(s.url, 'GET', '/api/admin/user', { headers: { cookie } })).status === 200;

  it('sets up an admin', async () => {
    expect((await api(s.url, 'POST', '/api/admin/register', { body: admin })).status).toBe(201);
  });

  it('refuses a REST logout with a foreign Origin (403, French) and the session stays valid', async () => {
    const { cookie } = await login();
    const res = await api(s.url, 'POST', '/api/admin/logout', { headers: { cookie, origin: EVIL } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(REFUSED);
    expect(await sessionAlive(cookie)).toBe(true);
  });

  it('refuses a tRPC logout with a foreign Origin and the session stays valid', async () => {
    const { cookie } = await login();
    const res = await fetch(`${s.url}/trpc/auth.logout`, {
      method: 'POST',
      headers: { cookie, origin: EVIL, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(REFUSED);
    expect(await sessionAlive(cookie)).toBe(true);
  });

  it('uses the Referer when there is no Origin, and refuses when neither proves the origin', async () => {
    const { cookie } = await login();
    const attempts: Record<string, string>[] = [{ referer: `${EVIL}/page` }, { origin: 'null' }, {}, { referer: 'pas une url' }];
    for (const headers of attempts) {
      const res = await api(s.url, 'POST', '/api/admin/logout', { headers: { cookie, ...headers } });
      expect(res.status, JSON.stringify(headers)).toBe(403);
    }
    expect(await sessionAlive(cookie)).toBe(true);
    const sameSite = await api(s.url, 'POST', '/api/admin/logout', { headers: { cookie, referer: `${SITE}/admin/dashboard` } });
    expect(sameSite.status).toBe(200);
    expect(await sessionAlive(cookie)).toBe(false);
  });

  it('refuses an admin write (PUT, DELETE) with the cookie from a foreign Origin; the article is unchanged', async () => {
    const { cookie } = await login();
    const [post] = s.query<{ id: number; title: string }>('SELECT id, title FROM blog_posts ORDER BY id LIMIT 1');
    const put = await api(s.url, 'PUT', `/api/admin/blog/posts/${post!.id}`, { body: { title: 'Piraté' }, headers: { cookie, origin: EVIL } });
    expect(put.status).toBe(403);
    const del = await api(s.url, 'DELETE', `/api/admin/blog/posts/${post!.id}`, { headers: { cookie, origin: EVIL } });
    expect(del.status).toBe(403);
    expect(s.query('SELECT title FROM blog_posts WHERE id = ?', post!.id)).toEqual([{ title: post!.title }]);
  });

  it('obeys the same logout from the site origin', async () => {
    const { cookie } = await login();
    const res = await api(s.url, 'POST', '/api/admin/logout', { headers: { cookie, origin: SITE } });
    expect(res.status).toBe(200);
    expect(await sessionAlive(cookie)).toBe(false);
  });

  it('also accepts the origin the request was sent to (the site opened by its address, not SITE_URL)', async () => {
    const { cookie } = await login();
    const res = await api(s.url, 'POST', '/api/admin/logout', { headers: { cookie, origin: s.url } });
    expect(res.status).toBe(200);
    expect(await sessionAlive(cookie)).toBe(false);
    // …but not another port or scheme of that host.
    const again = await login();
    const otherPort = s.url.replace(/:(\d+)$/, (_m, p: string) => `:${Number(p) + 1}`);
    for (const origin of [otherPort, s.url.replace('http:', 'https:')]) {
      expect((await api(s.url, 'POST', '/api/admin/logout', { headers: { cookie: again.cookie, origin } })).status).toBe(403);
    }
    expect(await sessionAlive(again.cookie)).toBe(true);
  });

  it('lets bearer-token calls through whatever their Origin (third parties)', async () => {
    const { cookie, token } = await login();
    const res = await api(s.url, 'POST', '/api/admin/logout', { token, headers: { cookie, origin: EVIL } });
    expect(res.status).toBe(200);
    expect(await sessionAlive(cookie)).toBe(false);
  });

  it('lets calls without the session cookie through (a public form posted from anywhere)', async () => {
    const res = await api(s.url, 'POST', '/api/contacts', {
      body: { firstName: 'Claire', lastName: 'Martin', email: 'claire@cabinet-martin.fr', consent: true },
      headers: { origin: EVIL },
    });
    expect(res.status).toBe(201);
    const login = await api(s.url, 'POST', '/api/admin/login', { body: { username: admin.username, password: admin.password }, headers: { origin: EVIL } });
    expect(login.status).toBe(200);
  });

  it('lets a stale session cookie (it proves no session) through on a public POST without Origin, and answers as anonymous', async () => {
    const { cookie } = await login();
    expect((await api(s.url, 'POST', '/api/admin/logout', { headers: { cookie, origin: SITE } })).status).toBe(200);
    expect(await sessionAlive(cookie)).toBe(false);
    const res = await api(s.url, 'POST', '/api/contacts', {
      body: { firstName: 'Paul', lastName: 'Roy', email: 'paul@cabinet-roy.fr', consent: true },
      headers: { cookie },
    });
    expect(res.status).toBe(201);
    expect(s.query('SELECT id FROM contacts WHERE email = ?', 'paul@cabinet-roy.fr')).toHaveLength(1);
    // A made-up cookie is no session either; an admin write with it is still refused as unauthenticated (401), not run.
    const forged = `${cookie.split('=')[0]}=${'x'.repeat(40)}`;
    expect((await api(s.url, 'POST', '/api/contacts', { body: { firstName: 'Léa', lastName: 'Roy', email: 'lea@cabinet-roy.fr', consent: true }, headers: { cookie: forged } })).status).toBe(201);
    expect((await api(s.url, 'DELETE', '/api/admin/blog/posts/1', { headers: { cookie: forged } })).status).toBe(401);
  });
});
