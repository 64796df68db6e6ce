/**
 * Booking a call (issue 30) through the REST facade: settings, slots, a booking as a lead, one
 * slot taken once under concurrent requests, the e-mails and their invitations (read back with
 * ical.js) received by a real SMTP server, the manage link, staff cancel, and the reminders
 * scheduled in the outbox (checked against a fake clock).
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS } from '#shared/booking/settings';
import { eq } from 'drizzle-orm';
import { outbox } from '#db/schema';
import { claimDue, releaseLeases } from '#server/platform/outbox/store';
import { createBooking } from '#server/booking/bookings';
import { BookingInput } from '#shared/booking/schemas';
import { startSmtp, type FakeSmtp, type ReceivedMail } from '../../fakes/smtp-server';
import { api, registerAdmin, startServer, type TestServer } from '../../helpers/server';
import { until } from '../../helpers/until';

type Slot = { start: string; end: string };
const VISITOR = { firstName: 'Claire', lastName: 'Dubois', email: 'claire@cabinet-dubois.fr', phone: '06 12 34 56 78', firmName: 'Cabinet Dubois', consent: true };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

function invitation(mail: ReceivedMail) {
  const part = mail.attachments.find((a) => a.contentType === 'text/calendar');
  expect(part, 'an invitation is attached').toBeTruthy();
  const text = part!.content.toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    text,
    headers: part!.headers,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
    status: event.getFirstPropertyValue('status'),
  };
}

describe('booking a call', () => {
  let smtp: FakeSmtp;
  let s: TestServer;
  let token: string;
  let slots: Slot[];
  const mailsTo = (address: string) => smtp.received.filter((m) => m.envelopeTo.includes(address));

  beforeAll(async () => {
    smtp = await startSmtp();
    // TRUST_PROXY: some visitors below come from their own address (X-Forwarded-For), as one client
    // holds at most 2 calls to come (booking-limits.test.ts).
    s = await startServer({ SMTP_URL: smtp.url, LEADS_NOTIFY_TO: 'equipe@avocat-visible.test', RATE_LIMIT_FORMS_MAX: '100', TRUST_PROXY: 'true' });
    token = await registerAdmin(s.url);
  });
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  it('settings: the defaults, then saved; the admin paths need a session', async () => {
    expect((await api(s.url, 'GET', '/api/admin/booking/settings')).status).toBe(401);
    const read = await api(s.url, 'GET', '/api/admin/booking/settings', { token });
    expect(read.body).toEqual(DEFAULT_BOOKING_SETTINGS);
    const bad = await api<{ error: string }>(s.url, 'PUT', '/api/admin/booking/settings', { token, body: { ...DEFAULT_BOOKING_SETTINGS, timezone: 'Mars/Olympus' } });
    expect(bad.status).toBe(400);
    const closed = day(40);
    const saved = await api(s.url, 'PUT', '/api/admin/booking/settings', { token, body: { ...DEFAULT_BOOKING_SETTINGS, closures: [closed] } });
    expect(saved.status).toBe(200);
    expect((await api(s.url, 'GET', '/api/admin/booking/settings', { token })).body).toMatchObject({ closures: [closed] });
  });

  it('slots: ISO 8601 with an offset, on weekdays, in the future beyond the notice', async () => {
    const res = await api<{ timezone: string; slots: Slot[] }>(s.url, 'GET', `/api/booking/slots?from=${day(0)}&to=${day(8)}`);
    expect(res.status).toBe(200);
    expect(res.body.timezone).toBe('Europe/Paris');
    slots = res.body.slots;
    expect(slots.length).toBeGreaterThan(18);
    for (const slot of slots) {
      expect(slot.start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
      expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(Date.now() + 2 * 3_600_000 - 60_000);
      expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(30 * 60_000);
    }
    expect((await api(s.url, 'GET', '/api/booking/slots?from=2027-01-01&to=2027-06-01')).status).toBe(400);
  });

  it('a booking is a lead at status rdv, linked to the earlier contact of the same address, with its attribution', async () => {
    const contact = await api<{ id: number }>(s.url, 'POST', '/api/contacts', { body: { ...VISITOR, phone: '', firmName: '' } });
    expect(contact.status).toBe(201);
    const slot = slots[3]!;
    const res = await api<{ id: number; start: string; end: string; manageUrl: string }>(s.url, 'POST', '/api/booking', {
      body: { ...VISITOR, start: slot.start, message: 'Parlons de mon site.', sourcePage: '/rendez-vous', utmSource: 'newsletter' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ start: slot.start, end: slot.end });
    expect(res.body.manageUrl).toMatch(/^\/rendez-vous\/[A-Za-z0-9_-]{24}$/);
    const [row] = s.query<Record<string, unknown>>('SELECT * FROM bookings WHERE id = ?', res.body.id);
    expect(row).toMatchObject({ status: 'rdv', linked_lead_kind: 'contact', linked_lead_id: contact.body.id, source_page: '/rendez-vous', utm_source: 'newsletter', slot_start: Date.parse(slot.start) });
    const desk = await api<{ kind: string; id: number; status: string }[]>(s.url, 'GET', '/api/admin/leads?kind=booking', { token });
    expect(desk.body).toEqual([expect.objectContaining({ kind: 'booking', id: res.body.id, status: 'rdv' })]);
    // The slot is no longer offered.
    const after = await api<{ slots: Slot[] }>(s.url, 'GET', `/api/booking/slots?from=${day(0)}&to=${day(8)}`);
    expect(after.body.slots.map((x) => x.start)).not.toContain(slot.start);

    // E-mails: the visitor's confirmation with the manage link, the agency's notification; one invitation UID.
    await smtp.waitFor(4);
    const [confirmation] = mailsTo(VISITOR.email).filter((m) => m.headers.get('x-avocat-visible-kind') === 'booking-confirmation');
    const [notification] = mailsTo('equipe@avocat-visible.test').filter((m) => m.headers.get('x-avocat-visible-kind') === 'booking-notification');
    expect(confirmation!.html).toContain(`https://www.avocat-visible.test${res.body.manageUrl}`);
    expect(notification!.text).toContain('Parlons de mon site.');
    const a = invitation(confirmation!);
    const b = invitation(notification!);
    expect(a.method).toBe('REQUEST');
    expect(a.text).toMatch(/\r\nMETHOD:REQUEST\r\n/);
    expect(a.start).toBe(new Date(slot.start).toISOString());
    expect(a.uid).toBe(`rendez-vous-${res.body.id}@avocat-visible.fr`);
    expect(b.uid).toBe(a.uid);

    // The manage link: the call, then cancelled: METHOD:CANCEL with the same UID to both, link 404, slot offered again.
    const manageToken = res.body.manageUrl.split('/').at(-1)!;
    const view = await api<{ start: string; firstName: string }>(s.url, 'GET', `/api/booking/${manageToken}`);
    expect(view.body).toMatchObject({ start: slot.start, firstName: 'Claire' });
    const cancelled = await api(s.url, 'DELETE', `/api/booking/${manageToken}`);
    expect(cancelled.status).toBe(200);
    expect((await api(s.url, 'GET', `/api/booking/${manageToken}`)).status).toBe(404);
    expect((await api(s.url, 'DELETE', `/api/booking/${manageToken}`)).status).toBe(404);
    const again = await api<{ slots: Slot[] }>(s.url, 'GET', `/api/booking/slots?from=${day(0)}&to=${day(8)}`);
    expect(again.body.slots.map((x) => x.start)).toContain(slot.start);
    await smtp.waitFor(6);
    for (const address of [VISITOR.email, 'equipe@avocat-visible.test']) {
      const mail = mailsTo(address).find((m) => m.attachments.some((p) => p.content.toString('utf8').includes('METHOD:CANCEL')));
      const cancel = invitation(mail!);
      expect(cancel).toMatchObject({ method: 'CANCEL', uid: a.uid, status: 'CANCELLED' });
      expect(cancel.sequence).toBeGreaterThan(a.sequence);
    }
    // Its reminder, still to come, is dropped.
    const reminders = s.query<{ status: string }>("SELECT status FROM outbox WHERE lead_kind = 'booking' AND lead_id = ? AND kind LIKE 'booking-reminder%'", res.body.id);
    expect(reminders.every((r) => r.status === 'skipped')).toBe(true);
  });

  it('one slot, twelve concurrent bookings: one 201, the others 409 « Ce créneau vient d’être réservé »', async () => {
    const slot = slots[6]!;
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => api<{ error?: string }>(s.url, 'POST', '/api/booking', { body: { ...VISITOR, email: `visiteur${i}@exemple.fr`, start: slot.start } })),
    );
    expect(replies.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = replies.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual(Array(11).fill(409));
    expect(refused[0]!.body.error).toBe("Ce créneau vient d'être réservé");
    expect(s.query('SELECT id FROM bookings WHERE slot_start = ? AND cancelled_at IS NULL', Date.parse(slot.start))).toHaveLength(1);
  });

  it('400 for a start that is not an offered slot; the contact form rules; the honeypot stores nothing', async () => {
    const offGrid = new Date(Date.parse(slots[0]!.start) + 10 * 60_000).toISOString();
    const res = await api<{ error: string }>(s.url, 'POST', '/api/booking', { body: { ...VISITOR, start: offGrid } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe("Ce créneau n'est pas proposé : choisissez-en un autre.");
    const noConsent = await api<{ error: string }>(s.url, 'POST', '/api/booking', { body: { ...VISITOR, consent: false, start: slots[8]!.start } });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.error).toBe("Veuillez remplir tous les champs obligatoires et accepter d'être contacté.");
    const before = s.query('SELECT id FROM bookings').length;
    // The spam trap is the site's forms' (over /api it is no field of the contract): through tRPC, as the page sends it.
    const bot = await fetch(`${s.url}/trpc/booking.create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { ...VISITOR, website: 'http://spam', start: slots[8]!.start } }),
    });
    expect(bot.status).toBe(200);
    expect(s.query('SELECT id FROM bookings')).toHaveLength(before);
  });

  it('moving a call: the new slot, the old one free, a new invitation with the same UID', async () => {
    const created = await api<{ id: number; manageUrl: string }>(s.url, 'POST', '/api/booking', { body: { ...VISITOR, email: 'paul@martin.fr', start: slots[10]!.start } });
    const manageToken = created.body.manageUrl.split('/').at(-1)!;
    const moved = await api<{ start: string }>(s.url, 'PATCH', `/api/booking/${manageToken}`, { body: { start: slots[11]!.start } });
    expect(moved.status).toBe(200);
    expect(moved.body.start).toBe(slots[11]!.start);
    const taken = await api(s.url, 'PATCH', `/api/booking/${manageToken}`, { body: { start: slots[6]!.start } });
    expect(taken.status).toBe(409);
    const free = await api<{ slots: Slot[] }>(s.url, 'GET', `/api/booking/slots?from=${day(0)}&to=${day(8)}`);
    expect(free.body.slots.map((x) => x.start)).toContain(slots[10]!.start);
    expect(free.body.slots.map((x) => x.start)).not.toContain(slots[11]!.start);
  });

  it('a call booked before the slot length changed: the slots it overlaps are neither offered nor bookable (409)', async () => {
    const lastDay = slots.at(-1)!.start.slice(0, 10);
    const eleven = slots.find((x) => x.start.startsWith(`${lastDay}T11:00`))!;
    const booked = await api(s.url, 'POST', '/api/booking', { body: { ...VISITOR, email: 'lea@roux.fr', start: eleven.start }, headers: { 'x-forwarded-for': '198.51.100.7' } });
    expect(booked.status).toBe(201);
    await api(s.url, 'PUT', '/api/admin/booking/settings', { token, body: { ...DEFAULT_BOOKING_SETTINGS, slotMinutes: 45 } });
    try {
      const free = await api<{ slots: Slot[] }>(s.url, 'GET', `/api/booking/slots?from=${lastDay}&to=${lastDay}`);
      // 45-minute grid from 09:00: 10:30–11:15 and 11:15–12:00 overlap the 11:00–11:30 call.
      expect(free.body.slots.map((x) => x.start.slice(11, 16))).toEqual(expect.arrayContaining(['09:00', '09:45', '12:00']));
      expect(free.body.slots.map((x) => x.start.slice(11, 16))).not.toContain('10:30');
      expect(free.body.slots.map((x) => x.start.slice(11, 16))).not.toContain('11:15');
      const overlapping = await api<{ error: string }>(s.url, 'POST', '/api/booking', {
        body: { ...VISITOR, email: 'marc@roux.fr', start: eleven.start.replace('T11:00', 'T10:30') },
        headers: { 'x-forwarded-for': '198.51.100.7' },
      });
      expect(overlapping.status).toBe(409);
      expect(overlapping.body.error).toBe("Ce créneau vient d'être réservé");
      expect(s.query('SELECT id FROM bookings WHERE email = ?', 'marc@roux.fr')).toHaveLength(0);
    } finally {
      await api(s.url, 'PUT', '/api/admin/booking/settings', { token, body: DEFAULT_BOOKING_SETTINGS });
    }
  });

  it('back office: the week’s calls with links to their leads; staff cancel e-mails the visitor', async () => {
    const list = await api<{ id: number; leadUrl: string; cancelledAt: string | null; email: string }[]>(s.url, 'GET', `/api/admin/bookings?from=${day(0)}&to=${day(8)}`, { token });
    expect(list.status).toBe(200);
    const active = list.body.find((b) => b.email === 'paul@martin.fr' && !b.cancelledAt)!;
    expect(active.leadUrl).toBe(`/admin/dashboard/leads/booking/${active.id}`);
    expect((await api(s.url, 'GET', '/api/admin/bookings')).status).toBe(401);
    const cancelled = await api<{ cancelledAt: string | null }>(s.url, 'DELETE', `/api/admin/bookings/${active.id}`, { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.cancelledAt).not.toBeNull();
    await until(() => mailsTo('paul@martin.fr').some((m) => m.headers.get('x-avocat-visible-kind') === 'booking-cancelled'), 'the cancellation e-mail');
  });

  it('reminders are scheduled outbox messages, due 24 h before (or 1 h before when booked later): a fake clock', async () => {
    // Booked "now" = 3 days before a slot, by the service with its clock; the reminder falls due only at start − 24 h.
    const slot = slots.at(-1)!;
    const start = Date.parse(slot.start);
    const bookedAt = new Date(start - 3 * 86_400_000);
    const deps = { ...s.deps, requestId: 'test', ip: '192.0.2.10' };
    const input = BookingInput.parse({ ...VISITOR, email: 'rappel@exemple.fr', start: slot.start });
    // The slot must be offered at that clock too (within the horizon and the hours): same settings.
    const created = await createBooking(deps, input, bookedAt);
    const [reminder] = s.query<{ kind: string; next_attempt_at: number; not_before: number; status: string }>(
      "SELECT kind, next_attempt_at, not_before, status FROM outbox WHERE lead_kind = 'booking' AND lead_id = ? AND kind LIKE 'booking-reminder%'",
      created.id,
    );
    expect(reminder).toMatchObject({ kind: 'booking-reminder-24h', not_before: start - 86_400_000, next_attempt_at: start - 86_400_000, status: 'pending' });
    // Before its time no sender claims it; at its time one does.
    const early = await claimDue(s.deps.db, 'horloge-test', new Date(start - 86_400_000 - 60_000 + 3_600_000), 50, new Date(start - 86_400_000 - 60_000));
    expect(early.filter((r) => r.kind === 'booking-reminder-24h' && r.leadId === created.id)).toHaveLength(0);
    // (The app's own sender polls with the real clock: for it the reminder is not due yet.)
    const due = await claimDue(s.deps.db, 'horloge-test', new Date(start + 3_600_000), 50, new Date(start - 86_400_000));
    expect(due.filter((r) => r.kind === 'booking-reminder-24h' && r.leadId === created.id)).toHaveLength(1);
  });
  it('booked less than 24 h ahead: only the 1 h reminder, due at start − 1 h on a fake clock, then received by e-mail', async () => {
    const slot = slots.at(-2)!;
    const start = Date.parse(slot.start);
    const deps = { ...s.deps, requestId: 'test', ip: '192.0.2.10' };
    const input = BookingInput.parse({ ...VISITOR, email: 'rappel-1h@exemple.fr', start: slot.start });
    // The service's clock says 3 h before the call.
    const created = await createBooking(deps, input, new Date(start - 3 * 3_600_000));
    const reminders = s.query<{ id: number; kind: string; not_before: number }>(
      "SELECT id, kind, not_before FROM outbox WHERE lead_kind = 'booking' AND lead_id = ? AND kind LIKE 'booking-reminder%'",
      created.id,
    );
    expect(reminders).toMatchObject([{ kind: 'booking-reminder-1h', not_before: start - 3_600_000 }]);
    const ours = (rows: { id: number }[]) => rows.filter((r) => r.id === reminders[0]!.id);
    // A minute before start − 1 h no sender claims it; at start − 1 h one does.
    expect(ours(await claimDue(s.deps.db, 'horloge-test', new Date(start), 50, new Date(start - 3_600_000 - 60_000)))).toHaveLength(0);
    const due = ours(await claimDue(s.deps.db, 'horloge-test', new Date(start), 50, new Date(start - 3_600_000)));
    expect(due).toHaveLength(1);
    await releaseLeases(s.deps.db, 'horloge-test', [reminders[0]!.id]);
    // The real clock reaches the reminder's time (its time moved to now): the app's sender delivers it.
    await s.deps.db.update(outbox).set({ notBefore: new Date(Date.now() - 1000), nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(outbox.id, reminders[0]!.id));
    s.deps.outbox.wake();
    const mail = await until(() => mailsTo('rappel-1h@exemple.fr').find((m) => m.headers.get('x-avocat-visible-kind') === 'booking-reminder-1h'), 'the 1 h reminder e-mail');
    expect(invitation(mail).start).toBe(new Date(start).toISOString());
    expect(mailsTo('rappel-1h@exemple.fr').filter((m) => m.headers.get('x-avocat-visible-kind') === 'booking-reminder-24h')).toHaveLength(0);
  });
  it('without JavaScript: the page lists days then times in French, posts natively, and the manage page moves and cancels', async () => {
    const page = await fetch(`${s.url}/rendez-vous`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<legend[^>]*>(lundi|mardi|mercredi|jeudi|vendredi) \d{1,2} [a-zéû]+<\/legend>/);
    expect(html).toMatch(/<input type="radio"[^>]* name="start" value="/);
    // The site's header and footer, as plain links: the navigation and the booking page itself.
    expect(html).toMatch(/<nav aria-label="Navigation principale"[\s\S]*href="\/pricing"[\s\S]*<a href="\/rendez-vous"[^>]*aria-current="page"/);
    expect(html).toMatch(/<footer[\s\S]*href="\/sitemap"[\s\S]*<\/footer>/);
    // The public page is indexable (in the site map); its other weeks are not.
    expect(html).not.toContain('noindex');
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/rendez-vous">/);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    const week = /href="(\/rendez-vous\?du=\d{4}-\d{2}-\d{2})"/.exec(html)?.[1];
    if (week) expect(await (await fetch(s.url + week)).text()).toContain('<meta name="robots" content="noindex">');
    const start = /name="start" value="([^"]+)"/.exec(html)![1]!;
    const form = new URLSearchParams({ start, firstName: 'Léa', lastName: 'Roux', email: 'lea@roux-avocat.fr', phone: '0612345678', firmName: 'Cabinet Roux', consent: 'on', sourcePage: '/rendez-vous' });
    const visitor = { 'x-forwarded-for': '198.51.100.8' };
    const posted = await fetch(`${s.url}/rendez-vous`, { method: 'POST', body: form, headers: visitor, redirect: 'manual' });
    expect(posted.status).toBe(303);
    const manage = posted.headers.get('location')!;
    expect(manage).toMatch(/^\/rendez-vous\/[A-Za-z0-9_-]{24}$/);
    const again = await fetch(`${s.url}/rendez-vous`, { method: 'POST', body: form, headers: visitor, redirect: 'manual' });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Ce créneau vient d&#x27;être réservé');
    const shown = await fetch(s.url + manage);
    const shownHtml = await shown.text();
    expect(shownHtml).toContain('Votre appel est prévu le');
    expect(shownHtml).toContain('<meta name="robots" content="noindex">');
    const cancelled = await fetch(`${s.url}${manage}/annuler`, { method: 'POST', body: new URLSearchParams(), redirect: 'manual' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('/rendez-vous/annule');
    expect((await fetch(s.url + manage)).status).toBe(404);
    // The contact form's and the quiz's thank-you pages lead here.
    for (const thanks of ['/contact/merci', '/quiz/merci']) {
      expect(await (await fetch(s.url + thanks)).text()).toMatch(/<a href="\/rendez-vous"[^>]*>Choisissez un créneau pour en parler<\/a>/);
    }
  });
});
