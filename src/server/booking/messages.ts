/**
 * What a call writes to the outbox, in the transaction that books, moves or cancels it: the
 * visitor's confirmation and the agency's notification, the visitor's reminders as scheduled
 * messages (`notBefore`: they survive restarts and any node sends them), and on cancellation the
 * e-mails with `METHOD:CANCEL`. The visitor's confirmation counts in the per-address cap of the
 * public forms; the reminders and cancellations follow a confirmation that was sent.
 */
import { OUTBOX_REASONS, VISITOR_EMAIL_CAP, type EmailKind } from '#shared/email/outbox';
import { reminderTimes } from '#shared/booking/slots';
import type { Booking } from '#db/schema';
import type { AppConfig } from '../platform/env';
import type { DB } from '../platform/db';
import { enqueue, recentVisitorMessageCount, skipPending, type NewOutboxMessage } from '../platform/outbox/store';
import { emailSubject } from '../leads/emails/index';
import type { BookingMail, EmailPayload, LeadSnapshot } from '../leads/emails/types';

type Env = Pick<AppConfig, 'SITE_URL' | 'SMTP_URL' | 'leadsNotifyTo'>;

const REMINDER_KINDS = ['booking-reminder-24h', 'booking-reminder-1h'] as const;
const REMINDERS_DROPPED = 'Rendez-vous déplacé ou annulé : rappel sans objet.';

/** The invitation's UID: the same for the call's whole life. */
export const bookingUid = (id: number) => `rendez-vous-${id}@avocat-visible.fr`;

export function bookingSnapshot(row: Booking, timezoneIso: (at: Date) => string): LeadSnapshot {
  return {
    kind: 'booking',
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    firmName: row.firmName,
    message: row.message,
    booking: {
      start: timezoneIso(row.slotStart),
      end: timezoneIso(row.slotEnd),
      linkedLead: row.linkedLeadKind && row.linkedLeadId ? { kind: row.linkedLeadKind, id: row.linkedLeadId } : null,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

type Call = { lead: LeadSnapshot; mail: Omit<BookingMail, 'manageUrl'>; manageUrl: string | null };

function messagesOf(config: Env, call: Call, requestId: string | undefined) {
  const payloadFor = (visitor: boolean): EmailPayload => ({
    siteUrl: config.SITE_URL,
    lead: call.lead,
    booking: { ...call.mail, manageUrl: visitor ? call.manageUrl : null },
    ...(requestId ? { requestId } : {}),
  });
  const smtpOff = config.SMTP_URL ? null : OUTBOX_REASONS.smtpOff;
  const base = { channel: 'email' as const, leadKind: 'booking', leadId: call.lead.id };
  const toVisitor = (kind: EmailKind, skipReason: string | null, notBefore?: Date): NewOutboxMessage => {
    const payload = payloadFor(true);
    return { ...base, kind, audience: 'visitor', recipient: call.lead.email, subject: emailSubject(kind, payload), payload, skipReason: smtpOff ?? skipReason, notBefore: notBefore ?? null };
  };
  const toAgency = (kind: EmailKind): NewOutboxMessage => {
    const payload = payloadFor(false);
    return { ...base, kind, audience: 'agency', recipient: config.leadsNotifyTo.join(', '), subject: emailSubject(kind, payload), payload, skipReason: smtpOff };
  };
  return { toVisitor, toAgency };
}

/** A booked (or moved) call: confirmation, agency notification, reminders. True when some wait to be sent. */
export async function enqueueBookingEmails(tx: DB, config: Env, call: Call, now: Date, requestId?: string): Promise<boolean> {
  const { toVisitor, toAgency } = messagesOf(config, call, requestId);
  const capped = config.SMTP_URL && (await recentVisitorMessageCount(tx, call.lead.email, now)) >= VISITOR_EMAIL_CAP ? OUTBOX_REASONS.visitorCap : null;
  const reminders = reminderTimes(new Date(call.mail.start), now).map((r) => toVisitor(r.kind, capped, r.at));
  return enqueue(tx, [toVisitor('booking-confirmation', capped), toAgency('booking-notification'), ...reminders], now);
}

/** A call moved or cancelled: its reminders still to come are dropped. */
export async function dropReminders(tx: DB, bookingId: number): Promise<void> {
  await skipPending(tx, { leadKind: 'booking', leadId: bookingId }, REMINDER_KINDS, REMINDERS_DROPPED);
}

/** A cancelled call: `METHOD:CANCEL` to the visitor and to the agency. */
export async function enqueueCancellation(tx: DB, config: Env, call: Call, now: Date, requestId?: string): Promise<boolean> {
  const { toVisitor, toAgency } = messagesOf(config, call, requestId);
  return enqueue(tx, [toVisitor('booking-cancelled', null), toAgency('booking-cancelled-agency')], now);
}
