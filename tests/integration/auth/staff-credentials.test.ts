/**
 * How long the team's credentials live: pending invitations listed and revoked (by hand, and with
 * the administrator who sent them), API keys revoked by a password reset but not by a change,
 * reset links that die with any new password or a newer link, the links erased from the outbox
 * once their e-mail is done with, and the password changes in the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '#db/schema';
import { startSmtp, type FakeSmtp } from '../../fakes/smtp-server';
import { linkIn } from '../../helpers/staff-links';
import { api, FIRST_ADMIN, registerAdmin, startServer, type TestServer } from '../../helpers/server';
import { until } from '../../helpers/until';

type ErrorReply = { error: string; code: string };
type AuthReply = { token: string; user: { id: number; username: string; email: string; role: string } };
type PendingInvitation = { id: number; email: string; role: string; invitedBy: { id: number; username: string } | null; createdAt: string; expiresAt: string };
type AuditItem = { at: string; actor: string; action: string; target: string | null };

const PASSWORD = 'une-phrase-de-passe-longue';

describe('the team’s credentials: invitations, reset links, API keys, the outbox and the audit log', () => {
  let smtp: FakeSmtp;
  let s: TestServer;
  let admin = '';
  const mailsTo = (address: string) => smtp.received.filter((m) => m.envelopeTo.includes(address));

  beforeAll(async () => {
    smtp = await startSmtp();
    s = await startServer({ SMTP_URL: smtp.url, RATE_LIMIT_AUTH_MAX: '200', OUTBOX_RETRY_BASE_SECONDS: '0.2' });
    admin = await registerAdmin(s.url);
  });
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  /** Invites `email` with `role` as `by`; returns the invitation's id and the link's token from the e-mail. */
  async function invite(by: string, email: string, role: string) {
    const before = mailsTo(email).length;
    const res = await api<{ id: number }>(s.url, 'POST', '/api/admin/users/invitations', { token: by, body: { email, role } });
    expect(res.status).toBe(201);
    await until(() => mailsTo(email).length > before, `the invitation e-mail to ${email}`);
    return { id: res.body.id, token: linkIn(mailsTo(email).at(-1)!, '/admin/invitation') };
  }

  /** Creates the account `username` through an invitation of `role`; returns its session. */
  async function member(username: string, role: string) {
    const { token } = await invite(admin, `${username}@cabinet.test`, role);
    const joined = await api<AuthReply>(s.url, 'POST', `/api/invitations/${token}`, { body: { username, password: PASSWORD } });
    expect(joined.status).toBe(201);
    return joined.body;
  }

  /** Asks for a reset link for `email`; returns its token from the e-mail. */
  async function resetLink(email: string) {
    const before = mailsTo(email).length;
    expect((await api(s.url, 'POST', '/api/password-reset', { body: { email } })).status).toBe(202);
    await until(() => mailsTo(email).length > before, `the reset e-mail to ${email}`);
    return linkIn(mailsTo(email).at(-1)!, '/admin/reinitialiser');
  }

  const login = async (username: string, password = PASSWORD) =>
    (await api<AuthReply>(s.url, 'POST', '/api/admin/login', { body: { username, password } })).body.token;

  const auditLog = async () => (await api<{ items: AuditItem[] }>(s.url, 'GET', '/api/admin/audit-log', { token: admin })).body.items;

  const invitationIsDead = async (token: string) => {
    const preview = await api<ErrorReply>(s.url, 'GET', `/api/invitations/${token}`);
    expect(preview.status).toBe(404);
    expect(preview.body.error).toContain('invalide, expirée ou déjà utilisée');
    const accept = await api<ErrorReply>(s.url, 'POST', `/api/invitations/${token}`, { body: { username: 'quelquun', password: PASSWORD } });
    expect(accept.status).toBe(404);
    expect(accept.body.error).toContain('invalide, expirée ou déjà utilisée');
  };

  it('lists the pending invitations (admin only, by pages, never the link) and revokes one: its link answers like an expired one', async () => {
    const first = await invite(admin, 'zoe@cabinet.test', 'editor');
    const second = await invite(admin, 'yann@cabinet.test', 'sales');
    const [me] = s.query<{ id: number }>("SELECT id FROM users WHERE username = 'admin'");

    const list = await api<PendingInvitation[]>(s.url, 'GET', '/api/admin/users/invitations', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.map((i) => [i.email, i.role, i.invitedBy])).toEqual([
      ['yann@cabinet.test', 'sales', { id: me!.id, username: 'admin' }],
      ['zoe@cabinet.test', 'editor', { id: me!.id, username: 'admin' }],
    ]);
    expect(Object.keys(list.body[0]!).sort()).toEqual(['createdAt', 'email', 'expiresAt', 'id', 'invitedBy', 'role']);
    expect(JSON.stringify(list.body)).not.toContain(first.token);

    const page = await api<PendingInvitation[]>(s.url, 'GET', '/api/admin/users/invitations?limit=1', { token: admin });
    expect(page.body.map((i) => i.email)).toEqual(['yann@cabinet.test']);
    const next = /<([^>]+)>; rel="next"/.exec(page.headers.get('link') ?? '')?.[1];
    expect(next).toMatch(/^\/api\/admin\/users\/invitations\?limit=1&cursor=/);
    expect((await api<PendingInvitation[]>(s.url, 'GET', next!, { token: admin })).body.map((i) => i.email)).toEqual(['zoe@cabinet.test']);

    expect((await api(s.url, 'GET', '/api/admin/users/invitations')).status).toBe(401);
    const editor = await member('edouard', 'editor');
    expect((await api(s.url, 'GET', '/api/admin/users/invitations', { token: editor.token })).status).toBe(403);
    expect((await api(s.url, 'DELETE', `/api/admin/users/invitations/${first.id}`, { token: editor.token })).status).toBe(403);

    const revoked = await api<{ success: boolean; id: number }>(s.url, 'DELETE', `/api/admin/users/invitations/${first.id}`, { token: admin });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ success: true, id: first.id });
    await invitationIsDead(first.token);
    const again = await api<ErrorReply>(s.url, 'DELETE', `/api/admin/users/invitations/${first.id}`, { token: admin });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe('Invitation introuvable');
    // An accepted invitation is no longer pending: neither listed nor revocable.
    const [accepted] = s.query<{ id: number }>("SELECT id FROM staff_invitations WHERE email = 'edouard@cabinet.test'");
    expect((await api(s.url, 'DELETE', `/api/admin/users/invitations/${accepted!.id}`, { token: admin })).status).toBe(404);
    const after = await api<PendingInvitation[]>(s.url, 'GET', '/api/admin/users/invitations', { token: admin });
    expect(after.body.map((i) => i.email)).toEqual(['yann@cabinet.test']);

    expect((await api(s.url, 'GET', `/api/invitations/${second.token}`)).status).toBe(200);
    expect((await auditLog()).find((i) => i.action === 'staff.invitation-revoked')).toMatchObject({ actor: 'admin', target: 'zoe@cabinet.test (Rédacteur)' });
  });

  it('revokes the invitations of an administrator who is removed, or who is no longer an administrator', async () => {
    const bob = await member('bob', 'admin');
    const carol = await member('carol', 'admin');
    const byBob = await invite(bob.token, 'eve@cabinet.test', 'admin');
    const byCarol = await invite(carol.token, 'dan@cabinet.test', 'admin');
    const byAdmin = await invite(admin, 'lea@cabinet.test', 'sales');
    expect((await api(s.url, 'GET', `/api/invitations/${byBob.token}`)).status).toBe(200);

    expect((await api(s.url, 'DELETE', `/api/admin/users/${bob.user.id}`, { token: admin })).status).toBe(200);
    await invitationIsDead(byBob.token);
    expect(s.query('SELECT id FROM staff_invitations WHERE id = ?', byBob.id)).toHaveLength(0);

    expect((await api(s.url, 'PATCH', `/api/admin/users/${carol.user.id}`, { token: admin, body: { role: 'editor' } })).status).toBe(200);
    await invitationIsDead(byCarol.token);

    // The other administrators' invitations stay.
    expect((await api(s.url, 'GET', `/api/invitations/${byAdmin.token}`)).status).toBe(200);
    const pending = await api<PendingInvitation[]>(s.url, 'GET', '/api/admin/users/invitations', { token: admin });
    expect(pending.body.map((i) => i.email)).toEqual(['lea@cabinet.test', 'yann@cabinet.test']);

    const revocations = (await auditLog()).filter((i) => i.action === 'staff.invitation-revoked').map((i) => i.target);
    expect(revocations).toContain('eve@cabinet.test (Administrateur) : envoyée par bob, dont le compte a été supprimé');
    expect(revocations).toContain('dan@cabinet.test (Administrateur) : envoyée par carol, qui n’est plus administrateur');
  });

  it('a reset by link revokes every API key of the account, in the reply and the e-mail; a password change keeps them', async () => {
    const sales = await member('sophie', 'sales');
    const created = await api<{ key: string }>(s.url, 'POST', '/api/admin/api-keys', {
      token: admin,
      body: { name: 'CRM du cabinet', scopes: ['leads:read'] },
    });
    expect(created.status).toBe(201);
    const key = created.body.key;
    expect((await api(s.url, 'GET', '/api/contacts', { token: key })).status).toBe(200);

    // A change by the logged-in owner keeps the keys.
    const changed = await api(s.url, 'POST', '/api/admin/password', { token: admin, body: { currentPassword: FIRST_ADMIN.password, newPassword: 'mot-de-passe-admin-2' } });
    expect(changed.status).toBe(200);
    expect((await api(s.url, 'GET', '/api/contacts', { token: key })).status).toBe(200);

    const token = await resetLink(FIRST_ADMIN.email);
    expect(mailsTo(FIRST_ADMIN.email).at(-1)!.text).toContain('Toutes vos sessions seront fermées et vos clés d’API révoquées.');
    const reset = await api<{ success: boolean; message: string }>(s.url, 'POST', `/api/password-reset/${token}`, { body: { password: 'mot-de-passe-admin-3' } });
    expect(reset.status).toBe(200);
    admin = await login('admin', 'mot-de-passe-admin-3');
    expect(reset.body.message).toContain('Toutes vos sessions ont été fermées et vos clés d’API révoquées');
    expect((await api(s.url, 'GET', '/api/contacts', { token: key })).status).toBe(401);
    expect(s.query('SELECT id FROM api_keys')).toHaveLength(0);
    expect((await api(s.url, 'GET', '/api/admin/user', { token: sales.token })).status).toBe(200);

    const log = await auditLog();
    expect(log.find((i) => i.action === 'auth.password-reset')).toMatchObject({ actor: 'admin', target: 'admin (1 clé d’API révoquée)' });
    expect(log.find((i) => i.action === 'auth.password-changed')).toMatchObject({ actor: 'admin', target: 'admin' });
    expect(JSON.stringify(log)).not.toMatch(/mot-de-passe-admin/);
  });

  it('a reset link dies when a newer one is sent, and when the password changes', async () => {
    await member('paul', 'editor');
    const older = await resetLink('paul@cabinet.test');
    const newer = await resetLink('paul@cabinet.test');
    const stale = await api<ErrorReply>(s.url, 'POST', `/api/password-reset/${older}`, { body: { password: 'une-autre-phrase-de-passe' } });
    expect(stale.status).toBe(404);
    expect(stale.body.error).toContain('invalide, expiré ou déjà utilisé');

    // Changed while logged in: the link sent before no longer works.
    const session = await login('paul');
    const changed = await api(s.url, 'POST', '/api/admin/password', { token: session, body: { currentPassword: PASSWORD, newPassword: 'une-autre-phrase-de-passe' } });
    expect(changed.status).toBe(200);
    const afterChange = await api<ErrorReply>(s.url, 'POST', `/api/password-reset/${newer}`, { body: { password: 'encore-une-phrase-de-passe' } });
    expect(afterChange.status).toBe(404);
    expect(await login('paul', 'une-autre-phrase-de-passe')).toBeTruthy();
    expect(s.query('SELECT id FROM password_resets WHERE used_at IS NULL')).toHaveLength(0);
  });

  it('erases the link from the outbox once its e-mail is sent: the e-mail had the token, the stored payload no longer has it', async () => {
    const invitation = await invite(admin, 'nina@cabinet.test', 'editor');
    const [account] = s.query<{ id: number }>("SELECT id FROM users WHERE username = 'paul'");
    expect(account).toBeDefined();
    const reset = await resetLink('paul@cabinet.test');
    expect(mailsTo('nina@cabinet.test').at(-1)!.text).toContain(invitation.token);
    expect(mailsTo('paul@cabinet.test').at(-1)!.text).toContain(reset);

    const rows = await until(() => {
      const found = s.query<{ status: string; payload: string }>("SELECT status, payload FROM outbox WHERE channel = 'staff-email'");
      return found.every((row) => row.status === 'sent') ? found : null;
    }, 'every staff e-mail marked sent');
    const payloads = rows.map((row) => row.payload).join('\n');
    expect(payloads).not.toContain(invitation.token);
    expect(payloads).not.toContain(reset);
    for (const row of rows) {
      expect(JSON.parse(row.payload)).toMatchObject({ link: expect.stringMatching(/^https:\/\/www\.avocat-visible\.test\/admin\/(invitation|reinitialiser)\/\[effacé\]$/) });
    }
    // The link still works: only its copy in the outbox is gone.
    expect((await api(s.url, 'GET', `/api/invitations/${invitation.token}`)).status).toBe(200);
  });

  it('erases it too from an e-mail given up as failed', async () => {
    smtp.refuse = true;
    try {
      const res = await api<{ id: number }>(s.url, 'POST', '/api/admin/users/invitations', { token: admin, body: { email: 'omar@cabinet.test', role: 'sales' } });
      expect(res.status).toBe(201);
      const [row] = s.query<{ id: number; payload: string }>("SELECT id, payload FROM outbox WHERE recipient = 'omar@cabinet.test'");
      const token = (JSON.parse(row!.payload) as { link: string }).link.split('/').at(-1)!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // A message a day old is given up at its next failure.
      await s.deps.db.update(outbox).set({ createdAt: new Date(Date.now() - 25 * 3_600_000) }).where(eq(outbox.id, row!.id));
      const failed = await until(() => s.query<{ status: string; payload: string }>("SELECT status, payload FROM outbox WHERE id = ? AND status = 'failed'", row!.id)[0], 'the e-mail given up');
      expect(failed.payload).not.toContain(token);
      expect(failed.payload).toContain('[effacé]');
    } finally {
      smtp.refuse = false;
    }
  });
});

describe('staff e-mails without SMTP', () => {
  let s: TestServer;
  let admin = '';
  beforeAll(async () => {
    s = await startServer({ RATE_LIMIT_AUTH_MAX: '40' });
    admin = await registerAdmin(s.url);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('records them as skipped without their link', async () => {
    expect((await api(s.url, 'POST', '/api/admin/users/invitations', { token: admin, body: { email: 'zoe@cabinet.test', role: 'editor' } })).status).toBe(201);
    expect((await api(s.url, 'POST', '/api/password-reset', { body: { email: FIRST_ADMIN.email } })).status).toBe(202);
    const rows = s.query<{ kind: string; status: string; payload: string }>("SELECT kind, status, payload FROM outbox WHERE channel = 'staff-email' ORDER BY id");
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ['staff-invitation', 'skipped'],
      ['password-reset', 'skipped'],
    ]);
    for (const row of rows) expect((JSON.parse(row.payload) as { link: string }).link).toMatch(/\/\[effacé\]$/);
  });
});
