/**
 * The durable outbox: e-mails (and, with the webhooks, deliveries to third parties) written in
 * the same transaction as the lead that triggers them, delivered by a sender loop in every app
 * process (sender.ts), with leases, retries and a stable id per message.
 */
import type { AppConfig } from '../env';
import type { DB } from '../db';
import { auditPdfName, findAuditReport } from '#server/audit/report';
import { renderAuditPdf } from '#server/audit/pdf';
import { createEmailChannel } from '#server/leads/emails/channel';
import type { Channels } from './channel';
import { OutboxSender } from './sender';

export { enqueue, type NewOutboxMessage } from './store';

/** Each SMTP step (connection, greeting, every reply) gives up after this; the row's lease is renewed meanwhile. */
const SMTP_TIMEOUT_MS = 20_000;

export type Outbox = {
  /** False without SMTP_URL: e-mails are recorded as `skipped`, never sent later by surprise. */
  readonly mailEnabled: boolean;
  /** Call after the transaction that wrote pending messages commits. */
  wake: () => void;
  stop: () => Promise<void>;
};

/** Starts the sender loop of this process. `extraChannels` adds delivery channels (webhooks). */
export function startOutbox(db: DB, config: AppConfig, extraChannels: Channels = {}): Outbox {
  const email = createEmailChannel({
    SMTP_URL: config.SMTP_URL,
    MAIL_FROM: config.MAIL_FROM,
    timeoutMs: SMTP_TIMEOUT_MS,
    attachments: async (kind, payload) => {
      const token = payload.lead.audit?.token;
      if (kind !== 'audit-report' || !token) return [];
      const report = await findAuditReport(db, token);
      if (!report) return [];
      return [{ filename: auditPdfName(report), content: await renderAuditPdf(report, config.SITE_URL), contentType: 'application/pdf' }];
    },
  });
  const sender = new OutboxSender({
    db,
    channels: { email: email.handler, ...extraChannels },
    leaseSeconds: config.OUTBOX_LEASE_SECONDS,
    retryBaseSeconds: config.OUTBOX_RETRY_BASE_SECONDS,
  });
  sender.start();
  return {
    mailEnabled: Boolean(config.SMTP_URL),
    wake: () => sender.wake(),
    stop: async () => {
      await sender.stop();
      email.close();
    },
  };
}
