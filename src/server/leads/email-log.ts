/** The outbox's e-mails as the back office sees them, and the retry of one that failed or was skipped. */
import { DomainError } from '../platform/errors';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { outbox, type OutboxRow } from '#db/schema';
import type { EmailRow } from '#shared/email/schemas';
import type { OutboxStatus } from '#shared/email/outbox';
import type { Deps } from '../platform/deps';
import type { PageInput } from '#shared/api/page';
import { afterCursor, pageFetchSize, pageOf, type Page } from '#server/platform/pagination';

const EMAIL_NOT_FOUND = 'E-mail introuvable';
const EMAIL_NOT_RETRYABLE = 'Seul un e-mail en échec ou non envoyé peut être renvoyé.';

function toEmailRow(row: OutboxRow): EmailRow {
  return {
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    kind: row.kind,
    status: row.status as OutboxStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
    lead: row.leadKind && row.leadId !== null ? { kind: row.leadKind, id: row.leadId } : null,
  };
}

/** Every e-mail of the outbox, newest first. */
export async function listEmails(
  deps: Pick<Deps, 'db'>,
  page: PageInput = undefined,
): Promise<Page<EmailRow>> {
  const rows = await deps.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'email'), afterCursor(page, outbox.createdAt, outbox.id)))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(pageFetchSize(page) ?? -1);
  const { items, nextCursor } = pageOf(rows, page);
  return { items: items.map(toEmailRow), nextCursor };
}

/** A failed or skipped e-mail goes back to pending (tried at once, with a fresh attempt count). */
export async function retryEmail(deps: Pick<Deps, 'db' | 'outbox'>, id: number): Promise<EmailRow> {
  const [row] = await deps.db
    .update(outbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date(), leaseOwner: null, leaseUntil: null })
    .where(and(eq(outbox.id, id), eq(outbox.channel, 'email'), inArray(outbox.status, ['failed', 'skipped'])))
    .returning();
  if (row) {
    deps.outbox.wake();
    return toEmailRow(row);
  }
  const [existing] = await deps.db.select({ id: outbox.id }).from(outbox).where(and(eq(outbox.id, id), eq(outbox.channel, 'email')));
  throw existing ? new DomainError('conflict', EMAIL_NOT_RETRYABLE) : new DomainError('not-found', EMAIL_NOT_FOUND);
}
