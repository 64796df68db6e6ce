/**
 * The team through the REST facade: invitations received by e-mail (SMTP fake), accepted with the
 * role; the staff list, role changes, removals and the last admin; password resets; the audit log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type FakeSmtp } from '../../fakes/smtp-server';
import { linkIn } from '../../helpers/staff-links';
import { api, FIRST_ADMIN, registerAdmin, startServer, type TestServer } from '../../helpers/server';

type ErrorReply = { error: string; code: string };
type AuthReply = { token: string; user: { id: number; username: string; email: string; role: string } };
type StaffRow = { id: number; username: string; email: string; role: string; twoFactorEnabled: boolean; createdAt: string; lastLoginAt: string | null };

describe('the team: invitations, roles, removals, password resets, audit log', () => {
  let smtp: FakeSmtp;
  let s: TestServer;
  let admin = '';
  const mailsTo = (address: string) => smtp.received.filter((m) => m.envelopeTo.includes(address));

  beforeAll(async () => {
    smtp = await startSmtp();
    s = await startServer({ SMTP_URL: smtp.url, RATE_LIMIT_AUTH_MAX: '40', OUTBOX_RETRY_BASE_SECONDS: '0.2' });
    admin = await registerAdmin(s.url);
  });
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  async function invite(email: string, role: string) {
    const before = smtp.received.length;
    const res = await api<{ id: number; email: string; role: string; expiresAt: string }>(s.url, 'POST', '/api/admin/users/invitations', {
      token: admin,
      body: { email, role },
    });
    expect(res.status).toBe(201);
    await smtp.waitFor(before + 1);
    return { res, token: linkIn(mailsTo(email).at(-1)!, '/admin/invitation') };
  }

  it('invites by e-mail: a link valid 72 h, the token stored hashed, and the page creates the account with its role', async () => {
    const { res, token } = await invite('claire@cabinet.test', 'editor');
    expect(res.body).toMatchObject({ email: 'claire@cabinet.test', role: 'editor' });
    const hours = (Date.parse(res.body.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);
    const mail = mailsTo('claire@cabinet.test').at(-1)!;
    expect(mail.subject).toBe('Invitation au back-office Avocat Visible');
    expect(mail.text).toContain('« Rédacteur »');
    const stored = s.query<{ token_hash: string }>('SELECT token_hash FROM staff_invitations');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toBe(token);

    const preview = await api<{ email: string; role: string }>(s.url, 'GET', `/api/invitations/${token}`);
    expect(preview.body).toEqual({ email: 'claire@cabinet.test', role: 'editor' });

    const weak = await api<ErrorReply>(s.url, 'POST', `/api/invitations/${token}`, { body: { username: 'claire', password: 'motdepasse' } });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toContain('plus courants');

    const accepted = await fetch(`${s.url}/api/invitations/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'claire', password: 'une-phrase-de-passe-longue' }),
    });
    expect(accepted.status).toBe(201);
    expect(accepted.headers.get('set-cookie')).toMatch(/session=/);
    const body = (await accepted.json()) as AuthReply;
    expect(body.user).toMatchObject({ username: 'claire', email: 'claire@cabinet.test', role: 'editor' });
    const me = await api<AuthReply>(s.url, 'GET', '/api/admin/user', { token: body.token });
    expect(me.body.user.role).toBe('editor');

    const again = await api<ErrorReply>(s.url, 'POST', `/api/invitations/${token}`, { body: { username: 'claire2', password: 'une-phrase-de-passe-longue' } });
    expect(again.status).toBe(404);
    expect(again.body.error).toContain('invalide, expirée ou déjà utilisée');
  });

  it('refuses invitations to non-admins (403) and to an address already in the team (409)', async () => {
    const login = await api<AuthReply>(s.url, 'POST', '/api/admin/login', { body: { username: 'claire', password: 'une-phrase-de-passe-longue' } });
    const byEditor = await api<ErrorReply>(s.url, 'POST', '/api/admin/users/invitations', { token: login.body.token, body: { email: 'x@cabinet.test', role: 'sales' } });
    expect(byEditor.status).toBe(403);
    const taken = await api<ErrorReply>(s.url, 'POST', '/api/admin/users/invitations', { token: admin, body: { email: 'claire@cabinet.test', role: 'sales' } });
    expect(taken.status).toBe(409);
  });

  it('lists the team without any hash, with lastLoginAt', async () => {
    const res = await api<StaffRow[]>(s.url, 'GET', '/api/admin/users', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.map((u) => [u.username, u.role])).toEqual([['claire', 'editor'], ['admin', 'admin']]);
    expect(Object.keys(res.body[0]!).sort()).toEqual(['createdAt', 'email', 'id', 'lastLoginAt', 'role', 'twoFactorEnabled', 'username']);
    expect(res.body[0]!.lastLoginAt).not.toBeNull();
    expect(JSON.stringify(res.body)).not.toContain('argon2');
  });

  it('changes a role, and never demotes or removes the last admin (409)', async () => {
    const [claire] = s.query<{ id: number }>("SELECT id FROM users WHERE username = 'claire'");
    const [me] = s.query<{ id: number }>("SELECT id FROM users WHERE username = 'admin'");
    const changed = await api<StaffRow>(s.url, 'PATCH', `/api/admin/users/${claire!.id}`, { token: admin, body: { role: 'sales' } });
    expect(changed.status).toBe(200);
    expect(changed.body.role).toBe('sales');
    const demote = await api<ErrorReply>(s.url, 'PATCH', `/api/admin/users/${me!.id}`, { token: admin, body: { role: 'editor' } });
    expect(demote.status).toBe(409);
    expect(demote.body.error).toContain('dernier administrateur');
    const remove = await api<ErrorReply>(s.url, 'DELETE', `/api/admin/users/${me!.id}`, { token: admin });
    expect(remove.status).toBe(409);
    const bad = await api<ErrorReply>(s.url, 'PATCH', `/api/admin/users/${claire!.id}`, { token: admin, body: { role: 'root' } });
    expect(bad.status).toBe(400);
  });

  it('removes a member and ends all their sessions at once', async () => {
    const a = await api<AuthReply>(s.url, 'POST', '/api/admin/login', { body: { username: 'claire', password: 'une-phrase-de-passe-longue' } });
    const b = await api<AuthReply>(s.url, 'POST', '/api/admin/login', { body: { username: 'claire', password: 'une-phrase-de-passe-longue' } });
    const removed = await api<{ success: boolean; id: number }>(s.url, 'DELETE', `/api/admin/users/${a.body.user.id}`, { token: admin });
    expect(removed.status).toBe(200);
    for (const token of [a.body.token, b.body.token]) {
      expect((await api(s.url, 'GET', '/api/admin/user', { token })).status).toBe(401);
    }
    expect(s.query('SELECT id FROM sessions WHERE user_id = ?', a.body.user.id)).toHaveLength(0);
  });

  it('password reset: the same 202 for any address, a 1 h single-use link, every session ended', async () => {
    const unknown = await api(s.url, 'POST', '/api/password-reset', { body: { email: 'personne@cabinet.test' } });
    const before = smtp.received.length;
    const known = await api(s.url, 'POST', '/api/password-reset', { body: { email: FIRST_ADMIN.email } });
    expect(unknown.status).toBe(202);
    expect(known.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    await smtp.waitFor(before + 1);
    expect(mailsTo('personne@cabinet.test')).toHaveLength(0);
    const token = linkIn(mailsTo(FIRST_ADMIN.email).at(-1)!, '/admin/reinitialiser');
    const [row] = s.query<{ expires_at: number; created_at: number; token_hash: string }>('SELECT * FROM password_resets');
    expect(row!.expires_at - row!.created_at).toBe(3_600_000);
    expect(row!.token_hash).not.toBe(token);

    const reset = await api<{ success: boolean }>(s.url, 'POST', `/api/password-reset/${token}`, { body: { password: 'nouvelle-phrase-de-passe' } });
    expect(reset.status).toBe(200);
    expect((await api(s.url, 'GET', '/api/admin/user', { token: admin })).status).toBe(401);
    const reused = await api<ErrorReply>(s.url, 'POST', `/api/password-reset/${token}`, { body: { password: 'encore-une-autre-phrase' } });
    expect(reused.status).toBe(404);
    const login = await api<AuthReply>(s.url, 'POST', '/api/admin/login', { body: { username: 'admin', password: 'nouvelle-phrase-de-passe' } });
    expect(login.status).toBe(200);
    admin = login.body.token;
  });

  it('keeps an audit log the admin reads as { items } by pages', async () => {
    await api(s.url, 'POST', '/api/admin/login', { body: { username: 'admin', password: 'faux-mot-de-passe' } });
    const res = await api<{ items: { at: string; actor: string; action: string; target: string | null; ip?: string }[]; nextCursor: string | null }>(
      s.url, 'GET', '/api/admin/audit-log?limit=100', { token: admin },
    );
    expect(res.status).toBe(200);
    const actions = res.body.items.map((i) => i.action);
    for (const action of ['auth.login', 'auth.login-failed', 'staff.invited', 'staff.joined', 'staff.role-changed', 'staff.removed', 'auth.password-reset']) {
      expect(actions).toContain(action);
    }
    expect(res.body.items[0]).toMatchObject({ actor: 'admin', action: 'auth.login-failed', ip: '127.0.0.1' });
    expect(res.body.items.find((i) => i.action === 'staff.role-changed')?.target).toBe('claire (Rédacteur → Commercial)');

    const first = await api<{ items: unknown[]; nextCursor: string }>(s.url, 'GET', '/api/admin/audit-log?limit=2', { token: admin });
    expect(first.body.items).toHaveLength(2);
    const second = await api<{ items: { action: string }[] }>(s.url, 'GET', `/api/admin/audit-log?limit=2&cursor=${first.body.nextCursor}`, { token: admin });
    expect(second.body.items.map((i) => i.action)).toEqual(actions.slice(2, 4));
  });
});

describe('the audit log of the other features, and its 13 months', () => {
  let s: TestServer;
  let admin = '';
  beforeAll(async () => {
    s = await startServer({ RATE_LIMIT_AUTH_MAX: '40', RATE_LIMIT_FORMS_MAX: '40' });
    admin = await registerAdmin(s.url);
  });
  afterAll(async () => {
    await s?.close();
  });

  it('records publications, deletions, lead status changes and CSV exports; the purge drops entries past 13 months', async () => {
    const article = { title: 'Droit du travail', slug: 'droit-du-travail', content: 'Texte.', excerpt: 'Résumé', practiceType: 'droit-du-travail', firmSize: 'petit-cabinet-2-5', topic: 'site-web-avocat', published: false };
    const created = await api<{ id: number }>(s.url, 'POST', '/api/admin/blog/posts', { token: admin, body: article });
    await api(s.url, 'PATCH', `/api/admin/blog/posts/${created.body.id}/publish`, { token: admin, body: { published: true } });
    await api(s.url, 'PATCH', `/api/admin/blog/posts/${created.body.id}/publish`, { token: admin, body: { published: false } });
    await api(s.url, 'DELETE', `/api/admin/blog/posts/${created.body.id}`, { token: admin });
    const lead = await api<{ id: number }>(s.url, 'POST', '/api/contacts', {
      body: { firstName: 'Jeanne', lastName: 'Martin', email: 'jeanne@exemple.fr', firmName: 'Cabinet Martin', consent: true },
    });
    expect(lead.status).toBe(201);
    expect((await api(s.url, 'PATCH', `/api/admin/leads/contact/${lead.body.id}`, { token: admin, body: { status: 'contacte' } })).status).toBe(200);
    const csv = await fetch(`${s.url}/api/admin/contacts/export.csv`, { headers: { authorization: `Bearer ${admin}` } });
    await csv.arrayBuffer();

    const log = await api<{ items: { action: string; target: string | null; actor: string }[] }>(s.url, 'GET', '/api/admin/audit-log', { token: admin });
    expect(log.body.items.slice(0, 5).map((i) => [i.action, i.target])).toEqual([
      ['leads.exported', 'Demandes de contact'],
      ['lead.status-changed', `Prospect contact #${lead.body.id} → contacte`],
      ['article.deleted', `Article « Droit du travail » (#${created.body.id})`],
      ['article.unpublished', `Article « Droit du travail » (#${created.body.id})`],
      ['article.published', `Article « Droit du travail » (#${created.body.id})`],
    ]);

    const { purgeExpired } = await import('#server/platform/maintenance/purge');
    const in12Months = new Date(Date.now() + 365 * 86_400_000);
    expect((await purgeExpired(s.deps.db, in12Months)).audit_log).toBe(0);
    const in14Months = new Date(Date.now() + 426 * 86_400_000);
    expect((await purgeExpired(s.deps.db, in14Months)).audit_log).toBe(log.body.items.length);
  });
});
