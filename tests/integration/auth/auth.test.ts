import { describe, expect, it } from 'vitest';
import { api, startServer, useTestServer } from '../../helpers/server';

type AuthReply = { token: string; user: { id: number; username: string; email: string; role: string } };
type ErrorReply = { error: string; code: string };

const marie = { username: 'marie', email: 'marie@cabinet-durand.fr', password: 'un-mot-de-passe-solide' };

describe('an administrator account, through the REST facade', () => {
  const s = useTestServer({ RATE_LIMIT_AUTH_MAX: '12' });

  it('registers the first admin, gets a token and never sees the password hash', async () => {
    const res = await api<AuthReply>(s.url, 'POST', '/api/admin/register', { body: marie });
    expect(res.status).toBe(201);
    expect(res.body.token).toMatch(/^[a-z0-9]{20,}$/);
    expect(res.body.user).toEqual({ id: 1, username: 'marie', email: marie.email, role: 'admin' });
    expect(JSON.stringify(res.body)).not.toContain('argon2');

    const [row] = s.query<{ password: string; role: string }>('SELECT password, role FROM users WHERE username = ?', 'marie');
    expect(row?.password).toMatch(/^\$argon2id\$/);
    expect(row?.password).not.toContain(marie.password);
    expect(row?.role).toBe('admin');
  });

  it('refuses a second self-registration once an account exists (ADMIN_REGISTRATION=first-user)', async () => {
    const res = await api<ErrorReply>(s.url, 'POST', '/api/admin/register', {
      body: { username: 'intrus', email: 'intrus@exemple.fr', password: 'un-autre-mot-de-passe' },
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toContain('inscriptions sont réservées');
    expect(s.query('SELECT id FROM users WHERE username = ?', 'intrus')).toHaveLength(0);
  });

  it('logs in, reads /api/admin/user with the bearer token, logs out, and the token is dead after', async () => {
    const login = await api<AuthReply>(s.url, 'POST', '/api/admin/login', {
      body: { username: 'marie', password: marie.password },
    });
    expect(login.status).toBe(200);
    expect(login.body.user.username).toBe('marie');
    const token = login.body.token;

    const me = await api<{ user: AuthReply['user'] }>(s.url, 'GET', '/api/admin/user', { token });
    expect(me.status).toBe(200);
    expect(me.body.user).toEqual({ id: 1, username: 'marie', email: marie.email, role: 'admin' });

    const out = await api(s.url, 'POST', '/api/admin/logout', { token });
    expect(out.status).toBe(200);

    const after = await api<ErrorReply>(s.url, 'GET', '/api/admin/user', { token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: 'Authentification requise', code: 'UNAUTHORIZED' });
  });

  it('answers 401 with a French error on bad credentials', async () => {
    const res = await api<ErrorReply>(s.url, 'POST', '/api/admin/login', {
      body: { username: 'marie', password: 'mauvais-mot-de-passe' },
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe("Nom d'utilisateur ou mot de passe incorrect.");
  });

  it('accepts the httpOnly session cookie set at login instead of the bearer token', async () => {
    const login = await api(s.url, 'POST', '/api/admin/login', { body: { username: 'marie', password: marie.password } });
    const setCookie = login.headers.get('set-cookie') ?? '';
    // SITE_URL is https: the __Host- prefix (Secure, Path=/, no Domain: no subdomain can set or shadow it).
    expect(setCookie).toMatch(/^__Host-av_session=[a-z0-9]+;/);
    expect(setCookie).toMatch(/Path=\/(;|$)/);
    expect(setCookie).not.toMatch(/Domain=/i);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    // SITE_URL of the test server is https: the cookie is Secure.
    expect(setCookie).toMatch(/Secure/i);
    const cookie = setCookie.split(';')[0]!;
    const me = await api<{ user: { username: string } }>(s.url, 'GET', '/api/admin/user', { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(me.body.user.username).toBe('marie');
  });

  it('renews a session still under the cookie name of before the __Host- prefix', async () => {
    const login = await api<AuthReply>(s.url, 'POST', '/api/admin/login', { body: { username: 'marie', password: marie.password } });
    const me = await api<{ user: { username: string } }>(s.url, 'GET', '/api/admin/user', { headers: { cookie: `av_session=${login.body.token}` } });
    expect(me.status).toBe(200);
    expect(me.body.user.username).toBe('marie');
    const cookies = me.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('__Host-av_session='))).toMatch(new RegExp(`^__Host-av_session=${login.body.token};.*Secure`));
    expect(cookies.find((c) => c.startsWith('av_session='))).toMatch(/^av_session=;.*Max-Age=0/);
  });

  it('lets a logged-in admin create a colleague account, with clear errors for duplicates', async () => {
    const { body } = await api<AuthReply>(s.url, 'POST', '/api/admin/login', {
      body: { username: 'marie', password: marie.password },
    });
    const created = await api<AuthReply>(s.url, 'POST', '/api/admin/register', {
      token: body.token,
      body: { username: 'paul', email: 'paul@cabinet-durand.fr', password: 'encore-un-mot-de-passe' },
    });
    expect(created.status).toBe(201);
    expect(created.body.user.username).toBe('paul');

    const dupName = await api<ErrorReply>(s.url, 'POST', '/api/admin/register', {
      token: body.token,
      body: { username: 'paul', email: 'autre@cabinet-durand.fr', password: 'encore-un-mot-de-passe' },
    });
    expect(dupName.status).toBe(409);
    expect(dupName.body.error).toBe("Ce nom d'utilisateur est déjà pris.");

    const dupEmail = await api<ErrorReply>(s.url, 'POST', '/api/admin/register', {
      token: body.token,
      body: { username: 'paul2', email: 'paul@cabinet-durand.fr', password: 'encore-un-mot-de-passe' },
    });
    expect(dupEmail.status).toBe(409);
    expect(dupEmail.body.error).toBe('Un compte existe déjà avec cette adresse e-mail.');
  });

  it('rate-limits login attempts per client with a 429 and a French message', async () => {
    const statuses: number[] = [];
    let last: ErrorReply | null = null;
    for (let i = 0; i < 9; i++) {
      const res = await api<ErrorReply>(s.url, 'POST', '/api/admin/login', {
        body: { username: 'marie', password: 'mauvais' + i },
      });
      statuses.push(res.status);
      last = res.body;
    }
    expect(statuses.at(-1)).toBe(429);
    expect(last?.error).toMatch(/^Trop de tentatives\. Veuillez réessayer dans \d+ minutes?\.$/);
    expect(last?.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('registration policies', () => {
  it('closed: nobody can register', async () => {
    const s = await startServer({ ADMIN_REGISTRATION: 'closed' });
    try {
      const res = await api<ErrorReply>(s.url, 'POST', '/api/admin/register', { body: marie });
      expect(res.status).toBe(403);
      expect(res.body.error).toBe('Les inscriptions sont fermées.');
    } finally {
      await s.close();
    }
  });

  it('open: anyone can register, as the spec literally describes', async () => {
    const s = await startServer({ ADMIN_REGISTRATION: 'open' });
    try {
      expect((await api(s.url, 'POST', '/api/admin/register', { body: marie })).status).toBe(201);
      const second = await api<AuthReply>(s.url, 'POST', '/api/admin/register', {
        body: { username: 'luc', email: 'luc@exemple.fr', password: 'mot-de-passe-de-luc' },
      });
      expect(second.status).toBe(201);
      expect(second.body.user.id).toBe(2);
    } finally {
      await s.close();
    }
  });
});
