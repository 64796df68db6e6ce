/**
 * The outbox table's operations. `enqueue` runs inside the caller's transaction (the lead and
 * its messages commit together); `claim` takes due rows with a lease in one atomic
 * `UPDATE … RETURNING`, so two app processes on one database never hold the same row.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { outbox, type OutboxRow } from '#db/schema';
import { VISITOR_EMAIL_CAP_HOURS, type OutboxAudience } from '#shared/email/outbox';
import { preparedFor, type DB } from '../db';

/**
 * 'email': a lead's e-mails; 'webhook': deliveries to third parties; 'staff-email': invitations and
 * password resets; 'indexnow': the changed addresses announced to search engines.
 */
type OutboxChannelName = 'email' | 'webhook' | 'staff-email' | 'indexnow';

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
  /** A scheduled message: due at this time, not at once (it survives restarts; any node sends it). */
  notBefore?: Date | null;
};

/** The domain of generated Message-IDs. */
const MESSAGE_ID_DOMAIN = 'avocat-visible.fr';

function newMessageId(channel: OutboxChannelName): string {
  const id = randomUUID();
  return channel === 'webhook' ? `msg_${id.replaceAll('-', '')}` : `<${id}@${MESSAGE_ID_DOMAIN}>`;
}

/**
 * Writes messages. Call it inside the transaction that writes what triggered them, with its `tx`
 * (`transaction(db, …)`): the messages commit with it. Messages sharing one payload object store
 * its JSON once computed. Returns true when one of them waits to be sent (the caller wakes the
 * sender after the commit).
 */
export async function enqueue(tx: DB, messages: NewOutboxMessage | NewOutboxMessage[], now: Date = new Date()): Promise<boolean> {
  const list = Array.isArray(messages) ? messages : [messages];
  if (list.length === 0) return false;
  const json = new Map<object, string>();
  const payloadJson = (payload: object) => {
    let text = json.get(payload);
    if (text === undefined) json.set(payload, (text = JSON.stringify(payload)));
    return text;
  };
  await tx.insert(outbox).values(
    list.map((m) => ({
      channel: m.channel,
      kind: m.kind,
      audience: m.audience,
      recipient: m.recipient,
      subject: m.subject ?? null,
      // Stored as the JSON text computed once per payload object (the column's own mode would stringify each).
      payload: sql`${payloadJson(m.payload)}` as unknown as Record<string, unknown>,
      status: m.skipReason ? ('skipped' as const) : ('pending' as const),
      lastError: m.skipReason ?? null,
      messageId: m.messageId ?? newMessageId(m.channel),
      nextAttemptAt: m.notBefore && m.notBefore > now ? m.notBefore : now,
      notBefore: m.notBefore ?? null,
      createdAt: now,
      leadKind: m.leadKind ?? null,
      leadId: m.leadId ?? null,
    })),
  );
  return list.some((message) => !message.skipReason);
}

/**
 * Gives up the pending messages of a lead that no longer hold (a cancelled call's reminders):
 * `skipped` with `reason`, unless a sender holds them right now. Inside the caller's transaction.
 */
export async function skipPending(tx: DB, lead: { leadKind: string; leadId: number }, kinds: readonly string[], reason: string): Promise<void> {
  if (kinds.length === 0) return;
  await tx
    .update(outbox)
    .set({ status: 'skipped', lastError: reason })
    .where(
      and(
        sql`${outbox.status} = 'pending'`,
        eq(outbox.leadKind, lead.leadKind),
        eq(outbox.leadId, lead.leadId),
        inArray(outbox.kind, [...kinds]),
        isNull(outbox.leaseOwner),
      ),
    );
}

/** Messages a visitor address got (or is about to get) in the last 24 h: what the per-recipient cap counts. */
export async function recentVisitorMessageCount(db: DB, recipient: string, now: Date = new Date()): Promise<number> {
  const [row] = await preparedFor(db, 'recent-visitor-messages', (handle) =>
    handle
      .select({ count: sql<number>`count(*)` })
      .from(outbox)
      .where(
        and(
          // The partial index's condition as literals, so that SQLite picks outbox_visitor_recipient_idx.
          sql`${outbox.audience} = 'visitor' AND ${outbox.status} <> 'skipped'`,
          eq(outbox.recipient, sql.placeholder('recipient')),
          gte(outbox.createdAt, sql.placeholder('since')),
        ),
      )
      .prepare(),
  ).all({ recipient, since: now.getTime() - VISITOR_EMAIL_CAP_HOURS * 3_600_000 });
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

/**
 * Gives back the leases of rows still claimed by `owner` (a stopping process whose deliveries did
 * not finish in time): another process may take them at once instead of after the lease.
 */
export async function releaseLeases(db: DB, owner: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ leaseOwner: null, leaseUntil: null })
    .where(and(inArray(outbox.id, ids), eq(outbox.leaseOwner, owner), sql`${outbox.status} = 'pending'`));
}

const heldBy = (id: number, owner: string) => and(eq(outbox.id, id), eq(outbox.leaseOwner, owner));

/** What a finished message's payload becomes (its channel's redaction), written with its status. */
type KeptPayload = { payload?: OutboxRow['payload'] | undefined };

export async function markSent(db: DB, id: number, owner: string, kept: KeptPayload = {}, now: Date = new Date()): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: now, lastError: null, leaseOwner: null, leaseUntil: null, ...(kept.payload ? { payload: kept.payload } : {}) })
    .where(heldBy(id, owner));
}

export async function markFailure(
  db: DB,
  id: number,
  owner: string,
  outcome: { status: 'pending'; retryAt: Date; error: string } | ({ status: 'failed' | 'skipped'; error: string } & KeptPayload),
): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: outcome.status,
      lastError: outcome.error.slice(0, 1000),
      leaseOwner: null,
      leaseUntil: null,
      ...(outcome.status === 'pending' ? { nextAttemptAt: outcome.retryAt } : outcome.payload ? { payload: outcome.payload } : {}),
    })
    .where(heldBy(id, owner));
}
