/**
 * « Données d'une personne » (issue 43, item 4) on the REST facade: one address's data found (every
 * kind of lead, in any letter case, with its notes and history, bookings, e-mails, audit reports),
 * then erased in one transaction (rows gone, the other person's kept, pending e-mails dropped, the
 * slot offered again, one lead.deleted webhook per lead with only { kind, id }, the audit log with
 * the address's fingerprint), admins only; the same address afterwards is a new lead.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema';
import type { PersonData } from '#shared/leads/people';
import { startFixtureSite, type FixtureSite } from '../../helpers/fixture-site';
import { startSmtp, type FakeSmtp } from '../../fakes/smtp-server';
import { api, registerAdmin, startServer, type TestServer } from '../../helpers/server';

type Slot = { start: string; end: string };
type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };
const EMAIL = 'claire.dubois@cabinet-dubois.fr';
const OTHER = 'hugo@bernard.fr';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const fingerprint = createHash('sha256').update(EMAIL).digest('hex').slice(0, 16);

describe('one person’s data, found or erased in one step', () => {
  let s: TestServer;
  let smtp: FakeSmtp;
  let site: FixtureSite;
  let token = '';
  let slot: Slot;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    smtp = await startSmtp();
    site = await startFixtureSite();
    s = await startServer({ SMTP_URL: smtp.url, OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true', RATE_LIMIT_FORMS_MAX: '100', LEADS_NOTIFY_TO: 'equipe@avocat-visible.test' });
    token = await registerAdmin(s.url);
  });
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
    await site?.close();
  });

  it('finds every kind of lead of the address, in any letter case, and none of another person', async () => {
    const hook = await api<{ id: number }>(s.url, 'POST', '/api/admin/webhooks', { token, body: { url: `${site.url}/hook`, events: ['lead.deleted'] } });
    expect(hook.status).toBe(201);
    // The call first: its reminder, 24 h before, waits in the outbox (the visitor's later e-mails may meet the per-recipient cap).
    slot = (await api<{ slots: Slot[] }>(s.url, 'GET', `/api/booking/slots?from=${day(3)}&to=${day(10)}`)).body.slots[2]!;
    const booked = await api<{ id: number }>(s.url, 'POST', '/api/booking', {
      body: { firstName: 'Claire', lastName: 'Dubois', email: 'claire.DUBOIS@cabinet-dubois.fr', phone: '06 12 34 56 78', firmName: 'Cabinet Dubois', consent: true, start: slot.start },
    });
    expect(booked.status).toBe(201);
    ids.booking = booked.body.id;
    const contact = await api<{ id: number }>(s.url, 'POST', '/api/contacts', {
      body: { firstName: 'Claire', lastName: 'Dubois', email: 'Claire.Dubois@Cabinet-Dubois.fr', phone: '', firmName: 'Cabinet Dubois', consent: true },
    });
    expect(contact.status).toBe(201);
    ids.contact = contact.body.id;
    const quiz = await api<{ id: number }>(s.url, 'POST', '/api/quiz-leads', {
      body: { firstName: 'Claire', lastName: 'Dubois', email: 'CLAIRE.DUBOIS@cabinet-dubois.fr', consent: true, quizAnswers: [{ questionId: 1, answer: 'Oui, mais il a plus de 3 ans' }] },
    });
    expect(quiz.status).toBe(201);
    ids.quiz = quiz.body.id;
    const audit = await api<{ reportUrl: string }>(s.url, 'POST', '/api/audit', { body: { websiteUrl: `${site.url}/bon`, specialization: 'Droit pénal' } });
    expect(audit.status).toBe(200);
    const reportUrl = audit.body.reportUrl;
    const asked = await api<{ id: number }>(s.url, 'POST', `/api/audit/${reportUrl.slice('/audit/'.length)}/email`, {
      body: { firstName: 'Claire', email: 'claire.dubois@CABINET-DUBOIS.fr', consent: true },
    });
    expect(asked.status).toBe(201);
    ids.audit = asked.body.id;
    const other = await api<{ id: number }>(s.url, 'POST', '/api/contacts', {
      body: { firstName: 'Hugo', lastName: 'Bernard', email: OTHER, phone: '', firmName: 'Bernard Avocats', consent: true },
    });
    ids.other = other.body.id;
    expect((await api(s.url, 'POST', `/api/admin/leads/contact/${ids.contact}/notes`, { token, body: { text: 'Rappeler jeudi.' } })).status).toBe(201);
    expect((await api(s.url, 'PATCH', `/api/admin/leads/quiz/${ids.quiz}`, { token, body: { status: 'contacte' } })).status).toBe(200);

    const found = await api<Json<PersonData>>(s.url, 'GET', `/api/admin/people?email=${encodeURIComponent('Claire.DUBOIS@cabinet-dubois.fr')}`, { token });
    expect(found.status).toBe(200);
    expect(found.body.email).toBe(EMAIL);
    expect(found.body.counts).toMatchObject({ contacts: 1, quiz: 1, audit: 1, bookings: 1 });
    expect(found.body.counts.emails).toBeGreaterThanOrEqual(4);
    expect(found.body.leads.map((l) => `${l.kind}#${l.id}`).sort()).toEqual(
      [`audit#${ids.audit}`, `booking#${ids.booking}`, `contact#${ids.contact}`, `quiz#${ids.quiz}`].sort(),
    );
    expect(found.body.leads.find((l) => l.kind === 'contact')!.notes.map((n) => n.text)).toEqual(['Rappeler jeudi.']);
    expect(found.body.leads.find((l) => l.kind === 'quiz')!.history).toMatchObject([{ fromStatus: 'nouveau', toStatus: 'contacte' }]);
    expect(found.body.bookings).toMatchObject([{ id: ids.booking, start: new Date(slot.start).toISOString(), cancelledAt: null }]);
    expect(found.body.auditReports).toMatchObject([{ reportUrl }]);
    expect(JSON.stringify(found.body)).not.toContain(OTHER);
    expect(found.body.emails).toContainEqual(expect.objectContaining({ kind: 'booking-reminder-24h', status: 'pending', notBefore: expect.any(String) }));

    const log = s.query<{ action: string; target: string }>("SELECT action, target FROM audit_log WHERE action = 'people.exported'");
    expect(log).toEqual([{ action: 'people.exported', target: expect.stringContaining(fingerprint) }]);
  });

  it('refuses another role (403) and a missing address (400); no API key is needed to say so', async () => {
    const created = await api<{ user: { id: number } }>(s.url, 'POST', '/api/admin/register', {
      token, body: { username: 'redacteur', email: 'redacteur@cabinet.test', password: 'redacteur-mot-de-passe-long' },
    });
    await s.deps.db.update(users).set({ role: 'editor' }).where(eq(users.id, created.body.user.id));
    const editor = (await api<{ token: string }>(s.url, 'POST', '/api/admin/login', { body: { username: 'redacteur', password: 'redacteur-mot-de-passe-long' } })).body.token;
    expect((await api(s.url, 'GET', `/api/admin/people?email=${EMAIL}`, { token: editor })).status).toBe(403);
    expect((await api(s.url, 'DELETE', `/api/admin/people?email=${EMAIL}`, { token: editor })).status).toBe(403);
    expect((await api(s.url, 'GET', `/api/admin/people?email=${EMAIL}`)).status).toBe(401);
    expect((await api(s.url, 'GET', '/api/admin/people?email=pas-une-adresse', { token })).status).toBe(400);
    expect(s.query('SELECT id FROM contacts WHERE id = ?', ids.contact)).toHaveLength(1);
  });

  it('erases it all in one step: counts, rows, pending e-mails, the slot, lead.deleted webhooks, the audit log', async () => {
    const taken = (await api<{ slots: Slot[] }>(s.url, 'GET', `/api/booking/slots?from=${day(3)}&to=${day(10)}`)).body.slots;
    expect(taken.map((x) => x.start)).not.toContain(slot.start);
    const toThem = () => s.query<{ status: string }>("SELECT status FROM outbox WHERE channel = 'email' AND lower(recipient) = ?", EMAIL);
    const before = toThem().length;
    expect(toThem().filter((r) => r.status === 'pending').length, 'the reminder is scheduled').toBeGreaterThan(0);

    const res = await api<{ erased: Record<string, number> }>(s.url, 'DELETE', `/api/admin/people?email=${encodeURIComponent('CLAIRE.Dubois@cabinet-dubois.fr')}`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ erased: { contacts: 1, quiz: 1, audit: 1, bookings: 1, emails: before } });

    for (const table of ['contacts', 'quiz_leads', 'audit_leads', 'bookings']) {
      expect(s.query(`SELECT id FROM ${table} WHERE lower(email) = ?`, EMAIL), table).toEqual([]);
    }
    expect(toThem()).toEqual([]);
    expect(s.query("SELECT id FROM outbox WHERE channel = 'email' AND status = 'pending' AND lead_kind IS NOT NULL AND lead_kind || lead_id <> ?", `contact${ids.other}`)).toEqual([]);
    expect(s.query('SELECT id FROM lead_notes')).toEqual([]);
    expect(s.query('SELECT id FROM lead_status_changes')).toEqual([]);
    expect(s.query('SELECT id FROM audit_requests')).toEqual([]);
    expect(s.query('SELECT email FROM contacts WHERE id = ?', ids.other)).toEqual([{ email: OTHER }]);
    expect(s.query("SELECT id FROM outbox WHERE lead_kind = 'contact' AND lead_id = ?", ids.other).length).toBeGreaterThan(0);

    const free = (await api<{ slots: Slot[] }>(s.url, 'GET', `/api/booking/slots?from=${day(3)}&to=${day(10)}`)).body.slots;
    expect(free.map((x) => x.start)).toContain(slot.start);

    const hooks = s.query<{ payload: string; lead_kind: string | null }>("SELECT payload, lead_kind FROM outbox WHERE channel = 'webhook' AND kind = 'lead.deleted'");
    const data = hooks.map((h) => (JSON.parse((JSON.parse(h.payload) as { body: string }).body) as { data: unknown }).data);
    expect(data).toEqual(
      expect.arrayContaining([
        { kind: 'contact', id: ids.contact },
        { kind: 'quiz', id: ids.quiz },
        { kind: 'audit', id: ids.audit },
        { kind: 'booking', id: ids.booking },
      ]),
    );
    expect(data).toHaveLength(4);

    const log = s.query<{ action: string; target: string }>('SELECT action, target FROM audit_log ORDER BY id');
    const erased = log.find((entry) => entry.action === 'people.erased');
    expect(erased?.target).toContain(fingerprint);
    expect(JSON.stringify(log).toLowerCase()).not.toContain('dubois');

    const again = await api<Json<PersonData>>(s.url, 'GET', `/api/admin/people?email=${EMAIL}`, { token });
    expect(again.body.counts).toEqual({ contacts: 0, quiz: 0, audit: 0, bookings: 0, emails: 0 });
  });

  it('takes a new form from the same address afterwards as a new lead', async () => {
    const contact = await api<{ id: number; email: string }>(s.url, 'POST', '/api/contacts', {
      body: { firstName: 'Claire', lastName: 'Dubois', email: EMAIL, phone: '', firmName: 'Cabinet Dubois', consent: true },
    });
    expect(contact.status).toBe(201);
    expect(s.query('SELECT status FROM contacts WHERE lower(email) = ?', EMAIL)).toEqual([{ status: 'nouveau' }]);
    const desk = await api<{ kind: string; id: number }[]>(s.url, 'GET', `/api/admin/leads?q=${EMAIL}`, { token });
    expect(desk.body).toEqual([expect.objectContaining({ kind: 'contact', id: contact.body.id })]);
  });
});
