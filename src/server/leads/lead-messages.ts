/**
 * The e-mails a lead triggers: the agency notification (always) and the visitor's message — the
 * acknowledgement of a contact request or the quiz analysis — unless the address already got
 * VISITOR_EMAIL_CAP e-mails in 24 h. Written with the lead, in its transaction. A contact or quiz
 * lead also gets the agency's reminder, scheduled (`notBefore`) LEAD_REMINDER_MINUTES of opening
 * hours later and skipped when sent if the lead is no longer `nouveau`.
 */
import { eq } from 'drizzle-orm';
import { contacts, quizLeads, type OutboxRow } from '#db/schema';
import { OUTBOX_REASONS, VISITOR_EMAIL_CAP, type EmailKind } from '#shared/email/outbox';
import { afterOpenMinutes } from '#shared/booking/opening-hours';
import { readBookingSettings } from '../booking/settings';
import type { AppConfig } from '../platform/env';
import type { DB } from '../platform/db';
import { emailSubject } from './emails/index';
import type { EmailPayload, LeadSnapshot } from './emails/types';
import { enqueue, recentVisitorMessageCount } from '../platform/outbox/store';

type Env = Pick<AppConfig, 'SITE_URL' | 'SMTP_URL' | 'leadsNotifyTo' | 'LEAD_REMINDER_MINUTES'>;

/** The kinds of lead that arrive `nouveau` and get the reminder (a booking arrives `rdv`, an audit report is its own answer). */
const REMINDED = { contact: contacts, quiz: quizLeads } as const;
const REMINDER_DROPPED = 'Prospect déjà traité : rappel sans objet.';

/** Writes the lead's messages (with the `tx` of the lead's transaction); true when some wait to be sent. */
export async function enqueueLeadEmails(tx: DB, config: Env, lead: LeadSnapshot, now: Date = new Date(), requestId?: string): Promise<boolean> {
  const payload: EmailPayload = { siteUrl: config.SITE_URL, lead, ...(requestId ? { requestId } : {}) };
  const smtpOff = config.SMTP_URL ? null : OUTBOX_REASONS.smtpOff;
  const base = { channel: 'email' as const, payload: payload as unknown as Record<string, unknown>, leadKind: lead.kind, leadId: lead.id };
  const visitorKind: EmailKind = lead.kind === 'quiz' ? 'quiz-analysis' : lead.kind === 'audit' ? 'audit-report' : 'contact-ack';
  const recipient = lead.email.trim().toLowerCase();
  const capped = !smtpOff && (await recentVisitorMessageCount(tx, recipient, now)) >= VISITOR_EMAIL_CAP;
  const reminders = [];
  const minutes = config.LEAD_REMINDER_MINUTES;
  if (minutes > 0 && (lead.kind === 'contact' || lead.kind === 'quiz')) {
    const reminderPayload: EmailPayload = { ...payload, reminder: { minutes } };
    reminders.push({
      ...base,
      payload: reminderPayload as unknown as Record<string, unknown>,
      kind: 'lead-reminder',
      audience: 'agency' as const,
      recipient: config.leadsNotifyTo.join(', '),
      subject: emailSubject('lead-reminder', reminderPayload),
      skipReason: smtpOff,
      notBefore: afterOpenMinutes(await readBookingSettings(tx), now, minutes),
    });
  }
  return enqueue(
    tx,
    [
      {
        ...base,
        kind: 'agency-notification',
        audience: 'agency',
        recipient: config.leadsNotifyTo.join(', '),
        subject: emailSubject('agency-notification', payload),
        skipReason: smtpOff,
      },
      {
        ...base,
        kind: visitorKind,
        audience: 'visitor',
        recipient,
        subject: emailSubject(visitorKind, payload),
        skipReason: smtpOff ?? (capped ? OUTBOX_REASONS.visitorCap : null),
      },
      ...reminders,
    ],
    now,
  );
}

/** When the reminder falls due: a reason to skip it if its lead is no longer `nouveau` (or gone); null to send it. */
export function leadReminderCheck(db: DB): (row: OutboxRow) => Promise<string | null> {
  return async (row) => {
    if (row.kind !== 'lead-reminder') return null;
    const table = REMINDED[row.leadKind as keyof typeof REMINDED];
    if (!table || row.leadId == null) return REMINDER_DROPPED;
    const lead = await db.select({ status: table.status }).from(table).where(eq(table.id, row.leadId)).get();
    return lead?.status === 'nouveau' ? null : REMINDER_DROPPED;
  };
}
