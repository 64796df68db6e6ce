/**
 * The outbox table's operations. `enqueue` runs inside the caller's transaction (the lead and
 * its messages commit together); `claim` takes due rows with a lease in one atomic
 * `UPDATE … RETURNING`, so two app processes on one database never hold the same row.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { outbox, type OutboxRow } from '../../../db/schema';
import { VISITOR_EMAIL_CAP_HOURS, type OutboxAudience } from '../../shared/constants/outbox';
import type { DB } from '../db';

export type OutboxChannelName = 'email' | 'webhook';

export type NewOutboxMessage = {
  channel: OutboxChannelName;
  /** E-mail template or webhook event. */
  kind: string;
  audience: OutboxAudience;
  recipient: string;
  subject?: string | null;
  payload: Record<string, unknown>;
  leadKind?: string | null;
  leadId?: number | null;
  /** Stable id (Message-ID, webhook-id); generated when absent. */
  messageId?: string;
  /** Recorded and never sent: status `skipped` with this reason. */
  skipReason?: string | null;
};

/** The domain of generated Message-IDs. */
const MESSAGE_ID_DOMAIN = 'avocat-visible.fr';

export function newMessageId(channel: OutboxChannelName): string {
  const id = randomUUID();
  return channel === 'email' ? `<${id}@${MESSAGE_ID_DOMAIN}>` : `msg_${id.replaceAll('-', '')}`;
}

const INSERT_VALUES = {
  channel: 'channel',
  kind: 'kind',
  audience: 'audience',
  recipient: 'recipient',
  subject: 'subject',
  payload: 'payload',
  status: 'status',
  lastError: 'lastError',
  messageId: 'messageId',
  nextAttemptAt: 'nextAttemptAt',
  leadKind: 'leadKind',
  leadId: 'leadId',
} as const;
type InsertKey = keyof typeof INSERT_VALUES;

/** The values of one row of a prepared multi-row insert: placeholders suffixed with the row's index. */
function rowPlaceholders(index: number) {
  return Object.fromEntries(Object.keys(INSERT_VALUES).map((key) => [key, sql.placeholder(`${key}${index}`)])) as unknown as Record<
    InsertKey,
    ReturnType<typeof sql.placeholder>
  >;
}

function prepare(db: DB) {
  return {
    /** One statement for the one or two messages of a lead: a statement per row costs as much as the row. */
    insert: [1, 2].map((rows) =>
      db
        .insert(outbox)
        .values(Array.from({ length: rows }, (_, i) => rowPlaceholders(i)))
        .prepare(),
    ),
    // `audience = 'visitor'` as a literal: the partial index outbox_recipient_idx applies.
    recentVisitorMessages: db
      .select({ count: sql<number>`count(*)` })
      .from(outbox)
      .where(
        and(
          sql`${outbox.audience} = 'visitor'`,
          eq(outbox.recipient, sql.placeholder('recipient')),
          gte(outbox.createdAt, sql.placeholder('since')),
          sql`${outbox.status} IN ('pending', 'sent', 'failed')`,
        ),
      )
      .prepare(),
  };
}
const prepared = new WeakMap<DB, ReturnType<typeof prepare>>();
function statements(db: DB) {
  let s = prepared.get(db);
  if (!s) prepared.set(db, (s = prepare(db)));
  return s;
}

function rowValues(message: NewOutboxMessage, now: Date, index: number): Record<string, unknown> {
  const values: Record<InsertKey, unknown> = {
    channel: message.channel,
    kind: message.kind,
    audience: message.audience,
    recipient: message.recipient,
    subject: message.subject ?? null,
    payload: message.payload,
    status: message.skipReason ? 'skipped' : 'pending',
    lastError: message.skipReason ?? null,
    messageId: message.messageId ?? newMessageId(message.channel),
    nextAttemptAt: now,
    leadKind: message.leadKind ?? null,
    leadId: message.leadId ?? null,
  };
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [`${key}${index}`, value]));
}

/**
 * Writes messages. Call it inside the `db.transaction(() => …)` that writes what triggered them
 * (better-sqlite3 transactions are per connection, so these prepared statements are part of it).
 * Returns true when one of them waits to be sent (the caller wakes the sender after the commit).
 */
export function enqueue(db: DB, messages: NewOutboxMessage | NewOutboxMessage[], now: Date = new Date()): boolean {
  const list = Array.isArray(messages) ? messages : [messages];
  const { insert } = statements(db);
  for (let start = 0; start < list.length; start += insert.length) {
    const chunk = list.slice(start, start + insert.length);
    insert[chunk.length - 1]!.run(Object.assign({}, ...chunk.map((message, i) => rowValues(message, now, i))));
  }
  return list.some((message) => !message.skipReason);
}

/** Messages a visitor address got (or is about to get) in the last 24 h: what the per-recipient cap counts. */
export function recentVisitorMessageCount(db: DB, recipient: string, now: Date = new Date()): number {
  const [row] = statements(db).recentVisitorMessages.all({
    recipient,
    since: now.getTime() - VISITOR_EMAIL_CAP_HOURS * 3_600_000,
  });
  return row?.count ?? 0;
}

/** Takes up to `limit` due messages for `owner` until `leaseUntil`; each claim counts as an attempt. */
export async function claimDue(db: DB, owner: string, leaseUntil: Date, limit: number, now: Date = new Date()): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        sql`${outbox.status} = 'pending'`,
        lte(outbox.nextAttemptAt, now),
        or(isNull(outbox.leaseUntil), lte(outbox.leaseUntil, now)),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(limit);
  return db
    .update(outbox)
    .set({ leaseOwner: owner, leaseUntil, attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning();
}

/** When the next pending message falls due (its retry time, or the end of another process's lease). */
export async function nextDueAt(db: DB): Promise<number | null> {
  const [row] = await db
    .select({ at: sql<number | null>`min(max(${outbox.nextAttemptAt}, coalesce(${outbox.leaseUntil}, 0)))` })
    .from(outbox)
    .where(eq(outbox.status, 'pending'));
  return row?.at ?? null;
}

/** Extends the lease of the rows this process is still delivering (a live process never loses its rows). */
export async function renewLeases(db: DB, owner: string, ids: number[], leaseUntil: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ leaseUntil })
    .where(and(inArray(outbox.id, ids), eq(outbox.leaseOwner, owner), sql`${outbox.status} = 'pending'`));
}

const heldBy = (id: number, owner: string) => and(eq(outbox.id, id), eq(outbox.leaseOwner, owner));

export async function markSent(db: DB, id: number, owner: string, now: Date = new Date()): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: now, lastError: null, leaseOwner: null, leaseUntil: null })
    .where(heldBy(id, owner));
}

export async function markFailure(
  db: DB,
  id: number,
  owner: string,
  outcome: { status: 'pending'; retryAt: Date; error: string } | { status: 'failed' | 'skipped'; error: string },
): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: outcome.status,
      lastError: outcome.error.slice(0, 1000),
      leaseOwner: null,
      leaseUntil: null,
      ...(outcome.status === 'pending' ? { nextAttemptAt: outcome.retryAt } : {}),
    })
    .where(heldBy(id, owner));
}
