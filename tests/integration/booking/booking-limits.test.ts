/**
 * What one visitor may book: at most 2 calls to come per e-mail address (any case) and per client
 * IP address, over the REST facade and the page without JavaScript, under concurrent requests too;
 * a cancelled or past call frees its place, moving one books nothing. Bookings count in their own
 * rate-limit bucket, apart from the contact form's. The client's address comes from X-Forwarded-For
 * (TRUST_PROXY), each test its own.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '#db/schema';
import { BOOKING_ACTIVE_MAX, BOOKING_MESSAGES, BookingInput } from '#shared/booking/schemas';
import { createBooking } from '#server/booking/bookings';
import { api, useTestServer } from '../../helpers/server';

type Slot = { start: string; end: string };
type Booked = { id: number; start: string; manageUrl: string; error?: string };

const FORMS_MAX = 10;
const VISITOR = { firstName: 'Claire', lastName: 'Dubois', phone: '06 12 34 56 78', firmName: 'Cabinet Dubois', consent: true };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const from = (ip: string) => ({ 'x-forwarded-for': ip });
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** The message as the server pages write it (React escapes the apostrophes). */
const inHtml = (message: string) => message.replaceAll("'", '&#x27;');

describe('booking limits: 2 calls to come per e-mail address and per client', () => {
  const s = useTestServer({ TRUST_PROXY: 'true', RATE_LIMIT_FORMS_MAX: String(FORMS_MAX) });
  let slots: Slot[];
  let used = 0;
  /** A free slot no other test of this file has taken. */
  const nextSlot = () => slots[used++]!.start;
  const book = (ip: string, email: string, start = nextSlot()) =>
    api<Booked>(s.url, 'POST', '/api/booking', { body: { ...VISITOR, email, start }, headers: from(ip) });
  const tokenOf = (booked: Booked) => booked.manageUrl.split('/').at(-1)!;

  beforeAll(async () => {
    const res = await api<{ slots: Slot[] }>(s.url, 'GET', `/api/booking/slots?from=${day(0)}&to=${day(8)}`);
    slots = res.body.slots;
    expect(slots.length).toBeGreaterThan(40);
  });

  it('the limit and its message', () => {
    expect(BOOKING_ACTIVE_MAX).toBe(2);
    expect(BOOKING_MESSAGES.tooMany).toBe("Vous avez déjà 2 rendez-vous à venir : gérez-les depuis le lien reçu par e-mail avant d'en réserver un autre.");
  });

  it('a 3rd call of one e-mail address is refused (409), from another client and in another case; the client IP is stored hashed', async () => {
    const first = await book('203.0.113.1', 'claire@cabinet-dubois.fr');
    expect(first.status).toBe(201);
    expect((await book('203.0.113.2', 'Claire@Cabinet-Dubois.FR')).status).toBe(201);
    const start = nextSlot();
    const third = await book('203.0.113.3', 'CLAIRE@cabinet-dubois.fr', start);
    expect(third.status).toBe(409);
    expect(third.body.error).toBe(BOOKING_MESSAGES.tooMany);
    expect(s.query('SELECT id FROM bookings WHERE slot_start = ?', Date.parse(start))).toHaveLength(0);
    // Another address from that client is welcome.
    expect((await book('203.0.113.3', 'paul@cabinet-martin.fr', start)).status).toBe(201);
    const [row] = s.query<{ ip_hash: string | null }>('SELECT ip_hash FROM bookings WHERE id = ?', first.body.id);
    expect(row!.ip_hash).toBe(sha256('203.0.113.1'));
  });

  it('a 3rd call from one client IP is refused (409), whatever the address', async () => {
    const ip = '203.0.113.10';
    expect((await book(ip, 'a@cabinet-a.fr')).status).toBe(201);
    expect((await book(ip, 'b@cabinet-b.fr')).status).toBe(201);
    const third = await book(ip, 'c@cabinet-c.fr');
    expect(third.status).toBe(409);
    expect(third.body.error).toBe(BOOKING_MESSAGES.tooMany);
    expect(s.query('SELECT id FROM bookings WHERE email = ?', 'c@cabinet-c.fr')).toHaveLength(0);
    // The same address from another client is welcome.
    expect((await book('203.0.113.11', 'c@cabinet-c.fr')).status).toBe(201);
  });

  it('moving a call books nothing; a cancelled call, or one now past, frees its place', async () => {
    const ip = '203.0.113.20';
    const email = 'lea@roux-avocat.fr';
    const first = await book(ip, email);
    const second = await book(ip, email);
    expect([first.status, second.status]).toEqual([201, 201]);
    const moved = await api(s.url, 'PATCH', `/api/booking/${tokenOf(first.body)}`, { body: { start: nextSlot() }, headers: from(ip) });
    expect(moved.status).toBe(200);
    expect((await book(ip, email)).status).toBe(409);
    // Cancelled by the visitor: one more may be booked.
    expect((await api(s.url, 'DELETE', `/api/booking/${tokenOf(first.body)}`, { headers: from(ip) })).status).toBe(200);
    const third = await book(ip, email);
    expect(third.status).toBe(201);
    expect((await book(ip, email)).body.error).toBe(BOOKING_MESSAGES.tooMany);
    // A call whose time has passed no longer counts.
    const yesterday = Date.now() - 86_400_000;
    await s.deps.db.update(bookings).set({ slotStart: new Date(yesterday), slotEnd: new Date(yesterday + 30 * 60_000) }).where(eq(bookings.id, second.body.id));
    expect((await book(ip, email)).status).toBe(201);
  });

  it('concurrent bookings cannot exceed the limit: of five at once by one address, or from one client, two are kept', async () => {
    const sameAddress = await Promise.all(Array.from({ length: 5 }, (_, i) => book(`203.0.113.${40 + i}`, 'simultane@cabinet.fr')));
    expect(sameAddress.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409]);
    for (const refused of sameAddress.filter((r) => r.status === 409)) expect(refused.body.error).toBe(BOOKING_MESSAGES.tooMany);
    expect(s.query('SELECT id FROM bookings WHERE email = ? AND cancelled_at IS NULL', 'simultane@cabinet.fr')).toHaveLength(2);

    const sameClient = await Promise.all(Array.from({ length: 5 }, (_, i) => book('203.0.113.50', `visiteur${i}@cabinet.fr`)));
    expect(sameClient.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409]);
    expect(s.query('SELECT id FROM bookings WHERE ip_hash = ?', sha256('203.0.113.50'))).toHaveLength(2);
  });

  it('concurrent calls of the service itself: the check runs in the transaction that writes', async () => {
    const attempts = Array.from({ length: 5 }, (_, i) =>
      createBooking({ ...s.deps, requestId: 'test', ip: `203.0.113.${55 + i}` }, BookingInput.parse({ ...VISITOR, email: 'service@cabinet.fr', start: nextSlot() })).then(
        () => 'booked',
        (error: Error) => error.message,
      ),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((o) => o === 'booked')).toHaveLength(2);
    expect(outcomes.filter((o) => o !== 'booked')).toEqual(Array(3).fill(BOOKING_MESSAGES.tooMany));
    expect(s.query('SELECT id FROM bookings WHERE email = ? AND cancelled_at IS NULL', 'service@cabinet.fr')).toHaveLength(2);
  });

  it('without JavaScript: the 3rd post shows the message beside the form (409), the values kept', async () => {
    const ip = '203.0.113.60';
    const post = (start: string) =>
      fetch(`${s.url}/rendez-vous`, {
        method: 'POST',
        headers: from(ip),
        redirect: 'manual',
        body: new URLSearchParams({ start, firstName: 'Léa', lastName: 'Roux', email: 'lea@cabinet-roux.fr', phone: '0612345678', firmName: 'Cabinet Roux', consent: 'on' }),
      });
    expect((await post(nextSlot())).status).toBe(303);
    expect((await post(nextSlot())).status).toBe(303);
    const third = await post(nextSlot());
    expect(third.status).toBe(409);
    const html = await third.text();
    expect(html).toContain(inHtml(BOOKING_MESSAGES.tooMany));
    expect(html).toMatch(/<form[^>]*method="post"/);
    expect(html).toContain('value="lea@cabinet-roux.fr"');
  });

  it('bookings have their own rate-limit bucket: spending it leaves the contact form its whole quota', async () => {
    const ip = '203.0.113.70';
    // FORMS_MAX booking requests (2 booked, the others refused by the limit): the booking bucket is spent.
    for (let i = 0; i < FORMS_MAX; i++) {
      const res = await book(ip, `quota${i % 2}@cabinet.fr`);
      expect(res.status, `booking ${i + 1}`).toBe(i < 2 ? 201 : 409);
      expect(res.headers.get('ratelimit-policy')).toBe(`"booking";q=${FORMS_MAX};w=900`);
    }
    const over = await book(ip, 'quota@cabinet.fr');
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
    // The contact form's counter is untouched: its full quota, then 429.
    for (let i = 0; i < FORMS_MAX; i++) {
      const contact = await api(s.url, 'POST', '/api/contacts', { body: { firstName: 'Claire', lastName: 'Dubois', email: `contact${i}@cabinet.fr`, consent: true }, headers: from(ip) });
      expect(contact.status, `contact ${i + 1}`).toBe(201);
      expect(contact.headers.get('ratelimit-policy')).toBe(`"forms";q=${FORMS_MAX};w=900`);
    }
    expect((await api(s.url, 'POST', '/api/contacts', { body: { firstName: 'Claire', lastName: 'Dubois', email: 'contact@cabinet.fr', consent: true }, headers: from(ip) })).status).toBe(429);
  });

  it('the OpenAPI document names the booking bucket and its quota on the booking writes, with the 409 of the limit', async () => {
    type Operation = { description: string; 'x-rate-limit': unknown; responses: Record<string, { description: string }> };
    const doc = (await api<{ paths: Record<string, Record<string, Operation>> }>(s.url, 'GET', '/api/openapi.json', { headers: from('203.0.113.80') })).body;
    const quota = { bucket: 'booking', limit: FORMS_MAX, windowSeconds: 900 };
    expect(doc.paths['/api/booking']!.post!['x-rate-limit']).toEqual(quota);
    expect(doc.paths['/api/booking']!.post!.description).toContain('(compteur « booking »');
    expect(doc.paths['/api/booking']!.post!.responses['409']!.description).toContain(BOOKING_MESSAGES.tooMany);
    for (const method of ['patch', 'delete']) expect(doc.paths['/api/booking/{token}']![method]!['x-rate-limit'], method).toEqual(quota);
    expect(doc.paths['/api/contacts']!.post!['x-rate-limit']).toEqual({ ...quota, bucket: 'forms' });
  });
});
