/**
 * Two-factor login (issue 29 item 5), with TOTP codes computed here from the secret the server
 * gave: setup, enable (recovery codes stored hashed), the login's two steps (no session before
 * the code, the ticket single use, a code's step never accepted twice, recovery codes single use,
 * five wrong codes end the ticket), disable with a code, and « 2FA obligatoire pour tous ».
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, registerAdmin, useTestServer } from '../../helpers/server';
import { totp } from '../../helpers/totp';
import { SqliteFile as Database } from '../../helpers/sqlite';

const marie = { username: 'marie', email: 'marie@cabinet-durand.fr', password: 'Secret-De-Marie-2026!' };
const paul = { username: 'paul', email: 'paul@cabinet-durand.fr', password: 'Secret-De-Paul-2026!' };
type Challenge = { twoFactorRequired?: true; ticket?: string; token?: string; user?: { username: string }; error?: string };

/** A 6-digit code no step around now accepts. */
function wrongCode(secret: string): string {
  const valid = new Set([totp(secret, -1), totp(secret), totp(secret, 1)]);
  for (let n = 0; ; n++) {
    const code = String(n).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}

describe('two-factor login', () => {
  const s = useTestServer({ RATE_LIMIT_AUTH_MAX: '1000' });
  let token = '';
  let secret = '';
  let recoveryCodes: string[] = [];
  const login = (user = marie) => api<Challenge>(s.url, 'POST', '/api/admin/login', { body: { username: user.username, password: user.password } });
  const second = (ticket: string, code: string) => api<Challenge>(s.url, 'POST', '/api/admin/login/2fa', { body: { ticket, code } });
  /** Forgets the account's wrong codes (5 in 15 minutes lock its second step: step-up.test.ts). */
  const forgetWrongCodes = () => {
    const db = new Database(s.dbFile);
    db.prepare("DELETE FROM rate_limits WHERE key LIKE 'two-factor-account%'").run();
    db.close();
  };

  it('sets up: a base32 secret and its otpauth:// URL, not in force before a code is accepted', async () => {
    token = await registerAdmin(s.url, marie);
    const res = await api<{ secret: string; otpauthUrl: string }>(s.url, 'POST', '/api/admin/2fa/setup', { token });
    expect(res.status).toBe(200);
    secret = res.body.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(res.body.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('period')).toBe('30');
    expect(url.searchParams.get('digits')).toBe('6');
    // Not on yet: the login still answers { token, user } at once.
    const plain = await login();
    expect(plain.status).toBe(200);
    expect(Object.keys(plain.body).sort()).toEqual(['token', 'user']);
  });

  it('enables with a good code and gives 10 recovery codes, stored hashed', async () => {
    const bad = await api<{ error: string }>(s.url, 'POST', '/api/admin/2fa/enable', { token, body: { code: wrongCode(secret) } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/^Code incorrect/);
    const res = await api<{ recoveryCodes: string[] }>(s.url, 'POST', '/api/admin/2fa/enable', { token, body: { code: totp(secret) } });
    expect(res.status).toBe(200);
    recoveryCodes = res.body.recoveryCodes;
    expect(recoveryCodes.length).toBeGreaterThanOrEqual(8);
    expect(new Set(recoveryCodes).size).toBe(recoveryCodes.length);
    const stored = s.query<{ code_hash: string }>('SELECT code_hash FROM two_factor_recovery_codes');
    expect(stored).toHaveLength(recoveryCodes.length);
    const first = recoveryCodes[0]!.replace('-', '');
    expect(stored.map((r) => r.code_hash)).toContain(createHash('sha256').update(first).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(first);
    const state = await api(s.url, 'GET', '/api/admin/2fa', { token });
    expect(state.body).toEqual({ enabled: true, required: false, recoveryCodesLeft: recoveryCodes.length });
    expect((await api(s.url, 'POST', '/api/admin/2fa/setup', { token })).status).toBe(409);
  });

  it('login answers a ticket and no session; the code opens the session; the ticket and the code are single use', async () => {
    const before = s.query('SELECT id FROM sessions').length;
    const first = await fetch(`${s.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: marie.username, password: marie.password }),
    });
    expect(first.status).toBe(200);
    expect(first.headers.get('set-cookie')).toBeNull();
    const challenge = (await first.json()) as Challenge;
    expect(challenge).toEqual({ twoFactorRequired: true, ticket: expect.any(String) });
    expect(s.query('SELECT id FROM sessions')).toHaveLength(before);

    const wrong = await second(challenge.ticket!, wrongCode(secret));
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toMatch(/^Code incorrect/);
    // The enable step's code (same 30-s step) is never accepted again: the next step's code is.
    const code = totp(secret, 1);
    const ok = await fetch(`${s.url}/api/admin/login/2fa`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ticket: challenge.ticket, code }),
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('set-cookie')).toMatch(/__Host-av_session=/);
    const session = (await ok.json()) as Challenge;
    expect(session.user?.username).toBe('marie');
    expect((await api(s.url, 'GET', '/api/admin/user', { token: session.token })).status).toBe(200);
    // Same ticket again: gone.
    expect((await second(challenge.ticket!, recoveryCodes[0]!)).status).toBe(401);
    // Same code on a new ticket: its step is used.
    const again = await login();
    const replay = await second(again.body.ticket!, code);
    expect(replay.status).toBe(401);
    expect(replay.body.error).toMatch(/déjà utilisé/);
  });

  it('accepts a recovery code once', async () => {
    const a = await login();
    const ok = await second(a.body.ticket!, recoveryCodes[0]!.toUpperCase());
    expect(ok.status).toBe(200);
    expect(ok.body.token).toEqual(expect.any(String));
    const b = await login();
    expect((await second(b.body.ticket!, recoveryCodes[0]!)).status).toBe(401);
    expect((await api<{ recoveryCodesLeft: number }>(s.url, 'GET', '/api/admin/2fa', { token })).body.recoveryCodesLeft).toBe(recoveryCodes.length - 1);
  });

  it('ends a ticket after five wrong codes, and an expired ticket', async () => {
    forgetWrongCodes();
    const { body } = await login();
    for (let i = 0; i < 4; i++) expect((await second(body.ticket!, wrongCode(secret))).body.error).toMatch(/^Code incorrect/);
    const fifth = await second(body.ticket!, wrongCode(secret));
    expect(fifth.status).toBe(401);
    expect(fifth.body.error).toMatch(/^Votre connexion a expiré/);
    expect((await second(body.ticket!, recoveryCodes[1]!)).status).toBe(401);

    const late = await login();
    const db = new Database(s.dbFile);
    db.prepare('UPDATE login_tickets SET expires_at = ?').run(Date.now() - 1000);
    db.close();
    const expired = await second(late.body.ticket!, recoveryCodes[1]!);
    expect(expired.status).toBe(401);
    expect(expired.body.error).toMatch(/^Votre connexion a expiré/);
  });

  it('requires 2FA for everyone: a colleague without it may only set it up, then works', async () => {
    expect((await api(s.url, 'POST', '/api/admin/register', { token, body: paul })).status).toBe(201);
    const on = await api(s.url, 'PUT', '/api/admin/2fa/required', { token, body: { required: true } });
    expect(on.body).toEqual({ required: true });
    const paulLogin = await login(paul);
    expect(paulLogin.body.token).toEqual(expect.any(String));
    const paulToken = paulLogin.body.token!;
    const blocked = await api<{ error: string; code: string }>(s.url, 'GET', '/api/contacts', { token: paulToken });
    expect(blocked.status).toBe(403);
    expect(blocked.body.error).toBe('La double authentification est obligatoire pour tous les comptes : activez-la dans Paramètres avant de continuer.');
    expect((await api(s.url, 'GET', '/api/admin/user', { token: paulToken })).status).toBe(200);
    expect((await api(s.url, 'GET', '/api/admin/2fa', { token: paulToken })).body).toEqual({ enabled: false, required: true, recoveryCodesLeft: 0 });
    const setup = await api<{ secret: string }>(s.url, 'POST', '/api/admin/2fa/setup', { token: paulToken });
    expect((await api(s.url, 'POST', '/api/admin/2fa/enable', { token: paulToken, body: { code: totp(setup.body.secret) } })).status).toBe(200);
    expect((await api(s.url, 'GET', '/api/contacts', { token: paulToken })).status).toBe(200);
    // While it is required, nobody turns theirs off.
    const off = await api<{ error: string }>(s.url, 'POST', '/api/admin/2fa/disable', { token, body: { code: recoveryCodes[2] } });
    expect(off.status).toBe(409);
    expect(off.body.error).toMatch(/obligatoire pour tous/);
    expect((await api(s.url, 'PUT', '/api/admin/2fa/required', { token, body: { required: false } })).body).toEqual({ required: false });
  });

  it('disables only with a code', async () => {
    forgetWrongCodes();
    expect((await api(s.url, 'POST', '/api/admin/2fa/disable', { token, body: { code: wrongCode(secret) } })).status).toBe(400);
    expect((await api(s.url, 'POST', '/api/admin/2fa/disable', { token, body: {} })).status).toBe(400);
    const res = await api(s.url, 'POST', '/api/admin/2fa/disable', { token, body: { code: recoveryCodes[3] } });
    expect(res.status).toBe(200);
    expect(s.query('SELECT user_id FROM two_factor_secrets WHERE user_id = 1')).toEqual([]);
    expect(s.query('SELECT id FROM two_factor_recovery_codes WHERE user_id = 1')).toEqual([]);
    const plain = await login();
    expect(Object.keys(plain.body).sort()).toEqual(['token', 'user']);
    // Requiring 2FA needs one's own first.
    expect((await api(s.url, 'PUT', '/api/admin/2fa/required', { token, body: { required: true } })).status).toBe(409);
  });
});
