/**
 * Calls booked by visitors (issue 30): the availability settings (one row) and the bookings. A
 * booking is a lead of kind `booking` in the lead desk (status `rdv` at once). A slot is taken
 * once: the partial unique index on `slot_start` over the calls not cancelled makes the second of
 * two concurrent bookings fail in the database (409), and a cancelled call frees its slot.
 */
import { sql } from 'drizzle-orm';
import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { LeadStatus } from '../src/shared/leads/lead-desk';
import type { BookingSettings } from '../src/shared/booking/settings';
import { createdAt } from './columns';

/** The « Rendez-vous » settings of Paramètres: one row (id 1); none means the defaults. */
export const bookingSettings = sqliteTable('booking_settings', {
  id: integer('id').primaryKey(),
  settings: text('settings', { mode: 'json' }).notNull().$type<BookingSettings>(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

export const bookings = sqliteTable(
  'bookings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The call's start and end (epoch milliseconds). */
    slotStart: integer('slot_start', { mode: 'timestamp_ms' }).notNull(),
    slotEnd: integer('slot_end', { mode: 'timestamp_ms' }).notNull(),
    /** SHA-256 (hex) of the manage link's token: the link itself is only in the visitor's e-mails. */
    tokenHash: text('token_hash').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    firmName: text('firm_name').notNull(),
    message: text('message'),
    consent: integer('consent', { mode: 'boolean' }).notNull().default(false),
    /** The lead desk's columns (as contacts and quiz leads), the status `rdv` from the start. */
    status: text('status').$type<LeadStatus>().notNull().default('rdv'),
    sourcePage: text('source_page'),
    referrer: text('referrer'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    firstResponseAt: integer('first_response_at', { mode: 'timestamp_ms' }),
    /** The priority score (0–100, src/shared/leads/score.ts) and the factors that make it. */
    score: integer('score').notNull().default(0),
    scoreFactors: text('score_factors', { mode: 'json' }).$type<{ label: string; points: number }[]>(),
    /** The visitor's earlier contact request or quiz lead of the same e-mail address, if any. */
    linkedLeadKind: text('linked_lead_kind'),
    linkedLeadId: integer('linked_lead_id'),
    /** The invitation's SEQUENCE (RFC 5545): 0, then one more at each move or cancellation. */
    sequence: integer('sequence').notNull().default(0),
    cancelledAt: integer('cancelled_at', { mode: 'timestamp_ms' }),
    /** SHA-256 (hex) of the booking client's IP address: at most 2 active future calls per address. */
    ipHash: text('ip_hash'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bookings_active_slot_idx').on(t.slotStart).where(sql`cancelled_at IS NULL`),
    index('bookings_email_idx').on(t.email),
    index('bookings_ip_hash_idx').on(t.ipHash),
  ],
);
export type Booking = typeof bookings.$inferSelect;
