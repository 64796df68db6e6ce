/**
 * The sender loop that runs inside every app process. It claims due rows with a lease, hands
 * each to its channel, and records the outcome: `sent`; or still `pending` with `attempts`,
 * `lastError` and a retry time doubling from OUTBOX_RETRY_BASE_SECONDS up to 1 h; or `failed`
 * once the message is 24 h old. It is woken when a message is written (a new lead is attempted
 * at once) and otherwise looks for due rows — retries, and rows whose lease ran out in a process
 * that died — at least every second. A finished message (sent, failed or skipped) keeps only the
 * payload its channel's `redactWhenDone` leaves, written with its status.
 *
 * While a delivery is in flight its lease is renewed every third of OUTBOX_LEASE_SECONDS, so a
 * slow peer never lets another process take a row that a live process is still sending; only a
 * dead process's rows are taken over. Delivery is at least once: a process that dies after the
 * peer accepted a message and before the `sent` write leaves the row pending, and it is sent
 * again after the lease.
 */
import { randomUUID } from 'node:crypto';
import type { OutboxRow } from '#db/schema';
import { outboxAfterFailure, OUTBOX_REASONS } from '#shared/email/outbox';
import type { DB } from '../db';
import type { Channels } from './channel';
import { claimDue, markFailure, markSent, nextDueAt, releaseLeases, renewLeases } from './store';
import type { Logger } from '../log';

/** Longest sleep between two looks at the table. */
const POLL_MS = 1000;
/** Rows taken per claim (delivered concurrently). */
const BATCH = 8;

export type OutboxSenderOptions = {
  db: DB;
  channels: Channels;
  leaseSeconds: number;
  retryBaseSeconds: number;
  log: Logger;
};

/** What a delivery's log line says: the message, never its recipient; the id of the request that wrote it. */
function lineOf(row: OutboxRow) {
  const requestId = (row.payload as { requestId?: unknown } | null)?.requestId;
  return { messageId: row.messageId, channel: row.channel, kind: row.kind, attempt: row.attempts, ...(typeof requestId === 'string' ? { requestId } : {}) };
}

export class OutboxSender {
  readonly owner = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private stopped = false;
  private wakeUp: (() => void) | null = null;
  private woken = false;
  private loop: Promise<void> | null = null;
  private readonly inFlight = new Set<number>();
  private renewTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: OutboxSenderOptions) {}

  start(): void {
    this.loop ??= this.run();
    this.renewTimer ??= setInterval(() => void this.renew(), (this.options.leaseSeconds * 1000) / 3);
    this.renewTimer.unref();
  }

  private async renew(): Promise<void> {
    try {
      await renewLeases(this.options.db, this.owner, [...this.inFlight], new Date(Date.now() + this.options.leaseSeconds * 1000));
    } catch (error) {
      this.options.log.error({ err: error }, 'renouvellement des baux impossible');
    }
  }

  /** A message was written: look now instead of at the next poll. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /**
   * Stops claiming; waits (at most `graceMs`) for the deliveries in flight, then gives back the
   * leases of those that did not finish, so another process takes them at once.
   */
  async stop(graceMs = 3000): Promise<void> {
    this.stopped = true;
    this.wakeUp?.();
    if (this.renewTimer) clearInterval(this.renewTimer);
    if (!this.loop) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.loop, new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)))]);
    clearTimeout(timer);
    const unfinished = [...this.inFlight];
    if (unfinished.length === 0) return;
    this.options.log.warn({ messages: unfinished.length }, 'arrêt : livraisons inachevées rendues aux autres processus');
    await releaseLeases(this.options.db, this.owner, unfinished).catch((error: unknown) =>
      this.options.log.error({ err: error }, 'arrêt : baux non rendus (repris à leur échéance)'),
    );
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      this.woken = false;
      let rows: OutboxRow[] = [];
      try {
        const now = new Date();
        rows = await claimDue(this.options.db, this.owner, new Date(now.getTime() + this.options.leaseSeconds * 1000), BATCH, now);
      } catch (error) {
        this.options.log.error({ err: error }, 'réservation impossible');
      }
      if (rows.length > 0) {
        await Promise.all(rows.map((row) => this.deliver(row)));
        continue;
      }
      if (this.woken) continue;
      await this.sleep(await this.delayToNextDue());
    }
  }

  private async delayToNextDue(): Promise<number> {
    try {
      const at = await nextDueAt(this.options.db);
      return at === null ? POLL_MS : Math.max(0, Math.min(POLL_MS, at - Date.now()));
    } catch {
      return POLL_MS;
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = null;
        done();
      };
    });
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const { db, channels, retryBaseSeconds } = this.options;
    const channel = channels[row.channel];
    // The payload kept once the message is done with: without what only its sending needed.
    const kept = () => ({ payload: channel?.redactWhenDone?.(row.payload) });
    this.inFlight.add(row.id);
    try {
      const outcome = channel ? await channel.handler(row) : { skipped: `Canal inconnu : ${row.channel}` };
      if (outcome && 'skipped' in outcome) {
        await markFailure(db, row.id, this.owner, { status: 'skipped', error: outcome.skipped, ...kept() });
        this.options.log.info(lineOf(row), 'message non envoyé (%s)', outcome.skipped);
      } else {
        await markSent(db, row.id, this.owner, kept());
        this.options.log.info(lineOf(row), 'message remis');
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.options.log.warn({ ...lineOf(row), error: message }, 'échec de livraison (nouvel essai prévu)');
      const next = outboxAfterFailure(row, new Date(), retryBaseSeconds);
      try {
        await markFailure(
          db,
          row.id,
          this.owner,
          next.status === 'failed'
            ? { status: 'failed', error: `${OUTBOX_REASONS.gaveUp} ${message}`, ...kept() }
            : { status: 'pending', retryAt: next.retryAt, error: message },
        );
      } catch (writeError) {
        this.options.log.error({ ...lineOf(row), err: writeError }, 'statut non enregistré');
      }
    } finally {
      this.inFlight.delete(row.id);
    }
  }
}
