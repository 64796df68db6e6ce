/**
 * The durable outbox: e-mails (and, with the webhooks, deliveries to third parties) written in
 * the same transaction as the lead that triggers them, delivered by a sender loop in every app
 * process (sender.ts), with leases, retries and a stable id per message. The channels (e-mail,
 * webhook) are the features', plugged in by the app (src/server/app.ts).
 */
import type { AppConfig } from '../env';
import type { DB } from '../db';
import type { OutboxChannel } from './channel';
import { OutboxSender } from './sender';
import type { Logger } from '../log';

export { enqueue, type NewOutboxMessage } from './store';

export type Outbox = {
  /** False without SMTP_URL: e-mails are recorded as `skipped`, never sent later by surprise. */
  readonly mailEnabled: boolean;
  /** Call after the transaction that wrote pending messages commits. */
  wake: () => void;
  stop: () => Promise<void>;
};

/** Starts the sender loop of this process, delivering each row through its channel. */
export function startOutbox(db: DB, config: AppConfig, log: Logger, channels: Record<string, OutboxChannel>): Outbox {
  const sender = new OutboxSender({
    db,
    log,
    channels,
    leaseSeconds: config.OUTBOX_LEASE_SECONDS,
    retryBaseSeconds: config.OUTBOX_RETRY_BASE_SECONDS,
  });
  sender.start();
  return {
    mailEnabled: Boolean(config.SMTP_URL),
    wake: () => sender.wake(),
    stop: async () => {
      await sender.stop();
      for (const channel of Object.values(channels)) channel.close?.();
    },
  };
}
