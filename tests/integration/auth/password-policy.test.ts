/**
 * The password policy (NIST SP 800-63B, issue "staff and third-party access", item 8): at least 10
 * characters, none of the most common passwords, not the account's own name or e-mail, no
 * composition rule; French messages; at registration and at every change.
 */
import { describe, expect, it } from 'vitest';
import { PASSWORD_POLICY_MESSAGES } from '#shared/auth/password-policy';
import { api, useTestServer } from '../../helpers/server';

const ACCOUNT = { username: 'claire.avocate', email: 'claire@cabinet-exemple.fr' };

describe('the password policy', () => {
  const s = useTestServer({ ADMIN_REGISTRATION: 'open' });

  it('refuses a registration with a common password (whatever its case), the name or e-mail, or fewer than 10 characters', async () => {
    for (const password of ['azertyuiop', 'MotDePasse', 'password123', '1234567890']) {
      const res = await api<{ error: string; code: string }>(s.url, 'POST', '/api/admin/register', { body: { ...ACCOUNT, password } });
      expect(res.status, password).toBe(400);
      expect(res.body).toEqual({ error: PASSWORD_POLICY_MESSAGES.common, code: 'BAD_REQUEST' });
    }
    for (const password of [ACCOUNT.username, ACCOUNT.email.toUpperCase()]) {
      const res = await api<{ error: string }>(s.url, 'POST', '/api/admin/register', { body: { ...ACCOUNT, password } });
      expect(res.status, password).toBe(400);
      expect(res.body.error).toBe(PASSWORD_POLICY_MESSAGES.personal);
    }
    const short = await api<{ error: string }>(s.url, 'POST', '/api/admin/register', { body: { ...ACCOUNT, password: 'neufcarac' } });
    expect(short.status).toBe(400);
    expect(short.body.error).toBe('Le mot de passe doit contenir entre 10 et 200 caractères.');
    expect(s.query('SELECT id FROM users')).toEqual([]);
  });

  it('takes a long passphrase without digits, capitals or symbols, and holds a change to the same rules', async () => {
    const created = await api<{ token: string }>(s.url, 'POST', '/api/admin/register', { body: { ...ACCOUNT, password: 'les cerisiers du jardin fleurissent' } });
    expect(created.status).toBe(201);
    const change = (newPassword: string) =>
      api<{ error?: string; success?: true }>(s.url, 'POST', '/api/admin/password', {
        token: created.body.token,
        body: { currentPassword: 'les cerisiers du jardin fleurissent', newPassword },
      });
    const common = await change('qwertyuiop');
    expect(common.status).toBe(400);
    expect(common.body.error).toBe(PASSWORD_POLICY_MESSAGES.common);
    expect((await change(ACCOUNT.email)).body.error).toBe(PASSWORD_POLICY_MESSAGES.personal);
    const good = await change('un nouveau mot de passe assez long');
    expect(good.status).toBe(200);
    expect(good.body).toEqual({ success: true });
  });
});
