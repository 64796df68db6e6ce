/**
 * What a stolen session cannot do alone: turn 2FA on or off, create an API key or change the
 * e-mail address without the current password once its login is over 10 minutes old; guess 2FA
 * codes past 5 wrong ones in 15 minutes per account (over any number of tickets, every failure in
 * the audit log); get around « 2FA obligatoire » by the image upload or an API key. An admin
 * resets a colleague's 2FA, in the audit log.
 */
import { describe, expect, it } from 'vitest';
import { api, registerAdmin, useTestServer } from '../../helpers/server';
import { totp } from '../../helpers/totp';
import { SqliteFile as Database } from '../../helpers/sqlite';
import { STEP_UP_MESSAGES } from '#shared/auth/step-up';
import { TWO_FACTOR_MESSAGES } from '#shared/auth/two-factor';

const marie = { username: 'marie', email: 'marie@cabinet-durand.fr', password: 'Secret-De-Marie-2026!' };
const paul = { username: 'paul', email: 'paul@cabinet-durand.fr', password: 'Secret-De-Paul-2026!' };
type Reply = { error?: string; code?: string; token?: string; ticket?: string; key?: string; recoveryCodes?: string[]; email?: string };

/** A 6-digit code no step around now accepts. */
function wrongCode(secret: string): string {
  const valid = new Set([totp(secret, -1), totp(secret), totp(secret, 1)]);
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

describe('sensitive actions and second factors under a stolen session', () => {
  const s = useTestServer({ RATE_LIMIT_AUTH_MAX: '1000' });
  const login = (user = marie) => api<Reply>(s.url, 'POST', '/api/admin/login', { body: { username: user.username, password: user.password } });
  /** Makes every open session's login 11 minutes old, as a session stolen later would be. */
  const ageSessions = () => {
    const db = new Database(s.dbFile);
    db.prepare('UPDATE sessions SET authenticated_at = ?').run(Date.now() - 11 * 60_000);
    db.close();
  };
  let token = '';
  let secret = '';

  it('asks an old session for the password before enabling 2FA, creating an API key or changing the e-mail', async () => {
    token = await registerAdmin(s.url, marie);
    ageSessions();
    secret = (await api<{ secret: string }>(s.url, 'POST', '/api/admin/2fa/setup', { token })).body.secret;

    const enable = await api<Reply>(s.url, 'POST', '/api/admin/2fa/enable', { token, body: { code: totp(secret) } });
    expect(enable.status).toBe(403);
    expect(enable.body.error).toBe(STEP_UP_MESSAGES.required);
    const key = await api<Reply>(s.url, 'POST', '/api/admin/api-keys', { token, body: { name: 'CRM', scopes: ['leads:read'] } });
    expect(key.status).toBe(403);
    expect(key.body.error).toBe(STEP_UP_MESSAGES.required);
    const email = await api<Reply>(s.url, 'PUT', '/api/admin/user/email', { token, body: { email: 'pirate@exemple.fr' } });
    expect(email.status).toBe(403);
    expect(s.query('SELECT email FROM users')).toEqual([{ email: marie.email }]);
    expect(s.query('SELECT id FROM api_keys')).toEqual([]);
    expect(s.query('SELECT enabled FROM two_factor_secrets')).toEqual([{ enabled: 0 }]);

    const wrong = await api<Reply>(s.url, 'POST', '/api/admin/api-keys', { token, body: { name: 'CRM', scopes: ['leads:read'], currentPassword: 'pas-le-bon-mot' } });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error).toBe(STEP_UP_MESSAGES.wrongPassword);

    const withPassword = { currentPassword: marie.password };
    expect((await api<Reply>(s.url, 'POST', '/api/admin/api-keys', { token, body: { name: 'CRM', scopes: ['leads:read'], ...withPassword } })).status).toBe(201);
    const changed = await api<Reply>(s.url, 'PUT', '/api/admin/user/email', { token, body: { email: 'Marie.Durand@Cabinet-Durand.fr', ...withPassword } });
    expect(changed.status).toBe(200);
    expect(changed.body.email).toBe('marie.durand@cabinet-durand.fr');
    const enabled = await api<Reply>(s.url, 'POST', '/api/admin/2fa/enable', { token, body: { code: totp(secret), ...withPassword } });
    expect(enabled.status).toBe(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    const actions = s.query<{ action: string; target: string | null }>('SELECT action, target FROM audit_log ORDER BY id');
    expect(actions).toContainEqual({ action: 'auth.email-changed', target: 'marie' });
    expect(JSON.stringify(actions)).not.toContain('marie.durand@');
  });

  it('lets a fresh login act without the password (under 10 minutes)', async () => {
    const first = await login();
    const fresh = await api<Reply>(s.url, 'POST', '/api/admin/login/2fa', { body: { ticket: first.body.ticket, code: totp(secret, 1) } });
    expect(fresh.status).toBe(200);
    const key = await api<Reply>(s.url, 'POST', '/api/admin/api-keys', { token: fresh.body.token!, body: { name: 'Zapier', scopes: ['blog:read'] } });
    expect(key.status).toBe(201);
  });

  it('answers 429 to the second step after 5 wrong codes in 15 minutes, over several tickets, each failure in the audit log', async () => {
    const tickets = [(await login()).body.ticket!, (await login()).body.ticket!, (await login()).body.ticket!];
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await api(s.url, 'POST', '/api/admin/login/2fa', { body: { ticket: tickets[i % 2], code: wrongCode(secret) } })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    // The right code, on a fresh ticket, from another address: still refused until the window ends.
    const locked = await api<Reply>(s.url, 'POST', '/api/admin/login/2fa', { body: { ticket: tickets[2], code: totp(secret) } });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    const failures = s.query<{ action: string; actor: string }>("SELECT action, actor FROM audit_log WHERE action = 'auth.2fa-failed'");
    expect(failures).toHaveLength(5);
    expect(failures[0]!.actor).toBe('marie');
  });

  it('lets an admin reset a colleague’s 2FA, recorded in the audit log', async () => {
    expect((await api(s.url, 'POST', '/api/admin/register', { token, body: paul })).status).toBe(201);
    const paulToken = (await login(paul)).body.token!;
    const paulSecret = (await api<{ secret: string }>(s.url, 'POST', '/api/admin/2fa/setup', { token: paulToken })).body.secret;
    expect((await api(s.url, 'POST', '/api/admin/2fa/enable', { token: paulToken, body: { code: totp(paulSecret) } })).status).toBe(200);
    const [{ id }] = s.query<{ id: number }>("SELECT id FROM users WHERE username = 'paul'") as [{ id: number }];
    expect((await api(s.url, 'PATCH', `/api/admin/users/${id}`, { token, body: { role: 'editor' } })).status).toBe(200);

    // Paul (not an admin) cannot reset anybody's.
    expect((await api(s.url, 'POST', `/api/admin/users/${id}/2fa/reset`, { token: paulToken, body: {} })).status).toBe(403);
    // Marie's session is old: her password first.
    const unconfirmed = await api<Reply>(s.url, 'POST', `/api/admin/users/${id}/2fa/reset`, { token, body: {} });
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.body.error).toBe(STEP_UP_MESSAGES.required);
    const reset = await api(s.url, 'POST', `/api/admin/users/${id}/2fa/reset`, { token, body: { currentPassword: marie.password } });
    expect(reset.status).toBe(200);
    expect(s.query('SELECT user_id FROM two_factor_secrets WHERE user_id = ?', id)).toEqual([]);
    expect(Object.keys((await login(paul)).body).sort()).toEqual(['token', 'user']);
    expect(s.query<{ action: string; target: string }>("SELECT action, actor, target FROM audit_log WHERE action = 'auth.2fa-reset'")).toEqual([
      { action: 'auth.2fa-reset', actor: 'marie', target: 'paul' },
    ]);
    expect((await api(s.url, 'POST', '/api/admin/users/9999/2fa/reset', { token, body: { currentPassword: marie.password } })).status).toBe(404);
  });

  it('while 2FA is required, refuses the upload of a person without it and the API keys of an owner without it', async () => {
    const paulToken = (await login(paul)).body.token!;
    // Marie has it on: she may require it of everyone.
    expect((await api(s.url, 'PATCH', '/api/admin/users/2', { token, body: { role: 'admin' } })).status).toBe(200);
    const paulKey = (await api<Reply>(s.url, 'POST', '/api/admin/api-keys', { token: paulToken, body: { name: 'Script de Paul', scopes: ['leads:read'] } })).body.key!;
    expect((await api(s.url, 'GET', '/api/contacts', { token: paulKey })).status).toBe(200);
    expect((await api(s.url, 'PUT', '/api/admin/2fa/required', { token, body: { required: true } })).status).toBe(200);

    const form = new FormData();
    form.append('file', new Blob([Buffer.from('not an image')], { type: 'image/png' }), 'x.png');
    const upload = await fetch(`${s.url}/api/admin/uploads`, { method: 'POST', headers: { authorization: `Bearer ${paulToken}` }, body: form });
    expect(upload.status).toBe(403);
    expect(((await upload.json()) as Reply).error).toBe(TWO_FACTOR_MESSAGES.setupRequired);
    const keyCall = await api<Reply>(s.url, 'GET', '/api/contacts', { token: paulKey });
    expect(keyCall.status).toBe(403);
    expect(keyCall.body.error).toBe(TWO_FACTOR_MESSAGES.keyOwnerSetupRequired);
    expect((await api(s.url, 'PUT', '/api/admin/2fa/required', { token, body: { required: false } })).status).toBe(200);
    expect((await api(s.url, 'GET', '/api/contacts', { token: paulKey })).status).toBe(200);
  });
});
