/**
 * The e-mails a lead triggers: the agency notification (always) and the visitor's message — the
 * acknowledgement of a contact request or the quiz analysis — unless the address already got
 * VISITOR_EMAIL_CAP e-mails in 24 h. Written with the lead, in its transaction.
 */
import { OUTBOX_REASONS, VISITOR_EMAIL_CAP, type EmailKind } from '#shared/email/outbox';
import type { AppConfig } from '../platform/env';
import type { DB } from '../platform/db';
import { emailSubject } from './emails/index';
import type { EmailPayload, LeadSnapshot } from './emails/types';
import { enqueue, recentVisitorMessageCount } from '../platform/outbox/store';

type Env = Pick<AppConfig, 'SITE_URL' | 'SMTP_URL' | 'leadsNotifyTo'>;

/** Writes the lead's messages (with the `tx` of the lead's transaction); true when some wait to be sent. */
export async function enqueueLeadEmails(tx: DB, config: Env, lead: LeadSnapshot, now: Date = new Date(), requestId?: string): Promise<boolean> {
  const payload: EmailPayload = { siteUrl: config.SITE_URL, lead, ...(requestId ? { requestId } : {}) };
  const smtpOff = config.SMTP_URL ? null : OUTBOX_REASONS.smtpOff;
  const base = { channel: 'email' as const, payload: payload as unknown as Record<string, unknown>, leadKind: lead.kind, leadId: lead.id };
  const visitorKind: EmailKind = lead.kind === 'quiz' ? 'quiz-analysis' : lead.kind === 'audit' ? 'audit-report' : 'contact-ack';
  const recipient = lead.email.trim().toLowerCase();
  const capped = !smtpOff && (await recentVisitorMessageCount(tx, recipient, now)) >= VISITOR_EMAIL_CAP;
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
    ],
    now,
  );
}
