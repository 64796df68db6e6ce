/**
 * Calls booked by visitors. A booking is a lead (kind `booking`, status `rdv`) written with its
 * e-mails, reminders and `lead.created` webhook in one transaction; the slot is taken by the
 * partial unique index on `bookings.slot_start` (not a read-then-write), so of two concurrent
 * bookings of one slot the second gets 409 « Ce créneau vient d'être réservé ». One e-mail address,
 * and one client IP address, hold at most `BOOKING_ACTIVE_MAX` calls still to come (409 beyond,
 * checked in the same transaction). The manage link's token and the client's IP are stored hashed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { bookings, type Booking } from '#db/schema';
import { BOOKING_ACTIVE_MAX, BOOKING_MESSAGES, BOOKING_PAGE_DAYS, type BookingInput, type SlotsInput } from '#shared/booking/schemas';
import { addDays, computeSlots, dayIn, daysSpan, isoIn, offeredSlot, weekStart, type Span } from '#shared/booking/slots';
import type { BookingSettings } from '#shared/booking/settings';
import type { AdminBookingRow, BookingCreatedReply, BookingView, SlotsReply } from '#shared/booking/replies';
import { BOOKING_PATH } from '#shared/booking/format';
import { isHoneypotFilled } from '#shared/zod-fields';
import { rescoreBookedLead } from '../leads/lead-desk';
import { leadScore } from '#shared/leads/score';
import { DomainError } from '../platform/errors';
import { transaction, type DB } from '../platform/db';
import type { Deps } from '../platform/deps';
import { enqueueWebhookEvent } from '../webhooks/webhooks';
import { bookingSnapshot, bookingUid, dropReminders, enqueueBookingEmails, enqueueCancellation } from './messages';
import { readBookingSettings } from './settings';

type BookingDeps = Pick<Deps, 'db' | 'config' | 'outbox' | 'metrics' | 'requestId'>;
/** Who books: the client's IP address (the request context's `ip`), limited like the e-mail address. */
type Booker = { ip: string };

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const manageUrlOf = (token: string) => `${BOOKING_PATH}/${token}`;
const taken = () => new DomainError('conflict', BOOKING_MESSAGES.taken);
const tooMany = () => new DomainError('conflict', BOOKING_MESSAGES.tooMany);
const notOffered = () => new DomainError('invalid', BOOKING_MESSAGES.notOffered);
const notFound = () => new DomainError('not-found', BOOKING_MESSAGES.notFound);

/** SQLite's unique index refused the row (drizzle wraps the driver's error as `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; extendedCode?: string; message?: string; cause?: unknown } | null | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.extendedCode === 'SQLITE_CONSTRAINT_UNIQUE') return true;
    if (e.code?.startsWith('SQLITE_CONSTRAINT') && /UNIQUE constraint failed/.test(e.message ?? '')) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** The calls not cancelled that overlap `span` (epoch ms, end excluded), but the call `except`. */
async function takenSpans(db: DB, span: Span, except?: number): Promise<Span[]> {
  const rows = await db
    .select({ start: bookings.slotStart, end: bookings.slotEnd })
    .from(bookings)
    .where(
      and(
        isNull(bookings.cancelledAt),
        lt(bookings.slotStart, new Date(span.end)),
        gt(bookings.slotEnd, new Date(span.start)),
        except === undefined ? undefined : ne(bookings.id, except),
      ),
    );
  return rows.map((r) => ({ start: r.start.getTime(), end: r.end.getTime() }));
}

/**
 * After the write, inside its transaction: another call overlapping this one (booked on another
 * slot length, before the settings changed) refuses it like a taken slot. The unique index refuses
 * the same start; writes are serialised, so of two overlapping bookings the second one sees the first.
 */
async function refuseOverlap(tx: DB, row: Booking): Promise<void> {
  const others = await takenSpans(tx, { start: row.slotStart.getTime(), end: row.slotEnd.getTime() }, row.id);
  if (others.length > 0) throw taken();
}

/**
 * Inside the booking's transaction, before its write: the calls still to come (not cancelled, start
 * after `now`) of this e-mail address (any case) and of this client IP; when either already holds
 * `BOOKING_ACTIVE_MAX`, 409. Writes are serialised, so each of several concurrent bookings sees the
 * ones committed before it and the limit holds.
 */
async function refuseTooMany(tx: DB, email: string, ipHash: string, now: Date): Promise<void> {
  const rows = await tx
    .select({ email: bookings.email, ipHash: bookings.ipHash })
    .from(bookings)
    .where(and(isNull(bookings.cancelledAt), gt(bookings.slotStart, now), or(sql`lower(${bookings.email}) = ${email}`, eq(bookings.ipHash, ipHash))));
  const byEmail = rows.filter((r) => r.email.toLowerCase() === email).length;
  const byIp = rows.filter((r) => r.ipHash === ipHash).length;
  if (byEmail >= BOOKING_ACTIVE_MAX || byIp >= BOOKING_ACTIVE_MAX) throw tooMany();
}

/** GET /api/booking/slots: the free slots from `from` (today) to `to` (a week later). */
export async function listSlots(deps: Pick<Deps, 'db'>, input: SlotsInput, now: Date = new Date()): Promise<SlotsReply> {
  const settings = await readBookingSettings(deps.db);
  const from = input?.from ?? dayIn(settings.timezone, now);
  const to = input?.to ?? addDays(from, BOOKING_PAGE_DAYS - 1);
  const booked = await takenSpans(deps.db, daysSpan(settings.timezone, from, to));
  return { timezone: settings.timezone, slots: computeSlots({ settings, from, to, now, taken: booked }) };
}

/** The visitor's earlier contact request or quiz lead of the same address (the latest). */
async function earlierLead(tx: DB, email: string): Promise<{ kind: string; id: number } | null> {
  const [row] = await tx.all<{ kind: string; id: number }>(sql`
    SELECT kind, id FROM (
      SELECT 'contact' AS kind, id, created_at FROM contacts WHERE lower(email) = ${email}
      UNION ALL
      SELECT 'quiz' AS kind, id, created_at FROM quiz_leads WHERE lower(email) = ${email}
    ) ORDER BY created_at DESC LIMIT 1`);
  return row ?? null;
}

function callOf(row: Booking, settings: BookingSettings, token: string | null, siteUrl: string, method: 'REQUEST' | 'CANCEL') {
  const lead = bookingSnapshot(row, (at) => isoIn(settings.timezone, at));
  return {
    lead,
    mail: { uid: bookingUid(row.id), sequence: row.sequence, method, start: lead.booking!.start, end: lead.booking!.end, timezone: settings.timezone },
    manageUrl: token ? `${siteUrl}${manageUrlOf(token)}` : null,
  };
}

/**
 * POST /api/booking: 201 with the call and its manage link; 400 for a start not offered; 409 when
 * taken, or when the address or the client already holds `BOOKING_ACTIVE_MAX` calls to come.
 */
export async function createBooking(deps: BookingDeps & Booker, input: BookingInput, now: Date = new Date()): Promise<BookingCreatedReply> {
  const settings = await readBookingSettings(deps.db);
  const slot = offeredSlot(settings, input.start, now);
  if (!slot) throw notOffered();
  const token = randomBytes(18).toString('base64url');
  // A filled honeypot (a bot): the same-looking reply, nothing stored.
  if (isHoneypotFilled(input)) return { id: 0, start: slot.start, end: slot.end, manageUrl: manageUrlOf(token) };
  const { website: _honeypot, start: _start, ...data } = input;
  const email = data.email.trim().toLowerCase();
  const ipHash = hashOf(deps.ip);
  let result: { row: Booking; pending: boolean };
  try {
    result = await transaction(deps.db, async (tx) => {
      await refuseTooMany(tx, email, ipHash, now);
      const linked = await earlierLead(tx, data.email);
      const [row] = await tx
        .insert(bookings)
        .values({
          ...data,
          slotStart: new Date(slot.start),
          slotEnd: new Date(slot.end),
          tokenHash: hashOf(token),
          ipHash,
          status: 'rdv',
          linkedLeadKind: linked?.kind ?? null,
          linkedLeadId: linked?.id ?? null,
          ...leadScore({ phone: data.phone, booked: true, sourcePage: data.sourcePage }),
          createdAt: now,
        })
        .returning();
      if (linked) await rescoreBookedLead(tx, linked);
      await refuseOverlap(tx, row!);
      const call = callOf(row!, settings, token, deps.config.SITE_URL, 'REQUEST');
      const emails = await enqueueBookingEmails(tx, deps.config, call, now, deps.requestId);
      const hooks = await enqueueWebhookEvent(tx, 'lead.created', call.lead, { leadKind: 'booking', leadId: row!.id, requestId: deps.requestId, now });
      return { row: row!, pending: emails || hooks };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  deps.metrics.leadStored('booking');
  if (result.pending) deps.outbox.wake();
  return { id: result.row.id, start: slot.start, end: slot.end, manageUrl: manageUrlOf(token) };
}

async function activeByToken(db: DB, token: string): Promise<Booking> {
  const row = await db.select().from(bookings).where(and(eq(bookings.tokenHash, hashOf(token)), isNull(bookings.cancelledAt))).get();
  if (!row) throw notFound();
  return row;
}

/** GET /api/booking/{token}: the call (404 once cancelled). */
export async function viewBooking(deps: Pick<Deps, 'db'>, token: string): Promise<BookingView> {
  const settings = await readBookingSettings(deps.db);
  const row = await activeByToken(deps.db, token);
  return {
    start: isoIn(settings.timezone, row.slotStart),
    end: isoIn(settings.timezone, row.slotEnd),
    timezone: settings.timezone,
    firstName: row.firstName,
    manageUrl: manageUrlOf(token),
  };
}

/** Cancels a call not yet cancelled: its slot is free again, its reminders dropped, `METHOD:CANCEL` to both. */
async function cancel(deps: BookingDeps, find: (tx: DB) => Promise<Booking | undefined>, now: Date): Promise<Booking> {
  const settings = await readBookingSettings(deps.db);
  const { row, pending } = await transaction(deps.db, async (tx) => {
    const current = await find(tx);
    if (!current || current.cancelledAt) throw notFound();
    const [row] = await tx
      .update(bookings)
      .set({ cancelledAt: now, sequence: current.sequence + 1 })
      .where(and(eq(bookings.id, current.id), isNull(bookings.cancelledAt)))
      .returning();
    if (!row) throw notFound();
    await dropReminders(tx, row.id);
    const pending = await enqueueCancellation(tx, deps.config, callOf(row, settings, null, deps.config.SITE_URL, 'CANCEL'), now, deps.requestId);
    return { row, pending };
  });
  if (pending) deps.outbox.wake();
  return row;
}

/** DELETE /api/booking/{token}: the visitor cancels. */
export async function cancelByToken(deps: BookingDeps, token: string, now: Date = new Date()): Promise<{ cancelled: true; message: string }> {
  await cancel(deps, (tx) => tx.select().from(bookings).where(eq(bookings.tokenHash, hashOf(token))).get(), now);
  return { cancelled: true, message: BOOKING_MESSAGES.cancelled };
}

/** DELETE /api/admin/bookings/{id}: staff cancel (the visitor is told by e-mail). */
export async function cancelById(deps: BookingDeps, id: number, now: Date = new Date()): Promise<AdminBookingRow> {
  const row = await cancel(deps, (tx) => tx.select().from(bookings).where(eq(bookings.id, id)).get(), now);
  return adminRow(row, (await readBookingSettings(deps.db)).timezone);
}

/** PATCH /api/booking/{token}: the call moves to another offered slot (409 when taken); new invitation and reminders. */
export async function moveBooking(deps: BookingDeps, token: string, start: string, now: Date = new Date()): Promise<BookingCreatedReply> {
  const settings = await readBookingSettings(deps.db);
  const slot = offeredSlot(settings, start, now);
  let result: { row: Booking; pending: boolean };
  try {
    result = await transaction(deps.db, async (tx) => {
      const current = await activeByToken(tx, token);
      if (!slot) throw notOffered();
      const [row] = await tx
        .update(bookings)
        .set({ slotStart: new Date(slot.start), slotEnd: new Date(slot.end), sequence: current.sequence + 1 })
        .where(eq(bookings.id, current.id))
        .returning();
      await refuseOverlap(tx, row!);
      await dropReminders(tx, row!.id);
      const pending = await enqueueBookingEmails(tx, deps.config, callOf(row!, settings, token, deps.config.SITE_URL, 'REQUEST'), now, deps.requestId);
      return { row: row!, pending };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  if (result.pending) deps.outbox.wake();
  return { id: result.row.id, start: slot!.start, end: slot!.end, manageUrl: manageUrlOf(token) };
}

function adminRow(row: Booking, timezone: string): AdminBookingRow {
  return {
    id: row.id,
    start: isoIn(timezone, row.slotStart),
    end: isoIn(timezone, row.slotEnd),
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    firmName: row.firmName,
    message: row.message,
    status: row.status,
    cancelledAt: row.cancelledAt,
    leadUrl: `/admin/dashboard/leads/booking/${row.id}`,
    linkedLead: row.linkedLeadKind && row.linkedLeadId ? { kind: row.linkedLeadKind, id: row.linkedLeadId } : null,
    createdAt: row.createdAt,
  };
}

/** GET /api/admin/bookings?from&to: the calls of those days (this week by default), cancelled ones included. */
export async function listAdminBookings(deps: Pick<Deps, 'db'>, input: SlotsInput, now: Date = new Date()): Promise<AdminBookingRow[]> {
  const { timezone } = await readBookingSettings(deps.db);
  const from = input?.from ?? weekStart(timezone, now);
  const to = input?.to ?? addDays(from, 6);
  const span = daysSpan(timezone, from, to);
  const rows = await deps.db
    .select()
    .from(bookings)
    .where(and(gte(bookings.slotStart, new Date(span.start)), lt(bookings.slotStart, new Date(span.end))))
    .orderBy(asc(bookings.slotStart), asc(bookings.id));
  return rows.map((row) => adminRow(row, timezone));
}
