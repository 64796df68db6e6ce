/**
 * « Données d'une personne » (issue 43, item 4): everything held about one e-mail address, and its
 * erasure in one transaction. What belongs to a person: their leads of every kind (contacts, quiz
 * leads, audit leads, bookings; the address compared in lower case) with the lead desk's notes and
 * status history, the outbox's e-mails addressed to them, every outbox row written for one of their
 * leads (the agency's notifications and reminders, webhook messages: they hold the person's data),
 * and the audits whose report they asked for (unless another person asked for the same one).
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import { auditLeads, auditRequests, bookings, contacts, leadNotes, leadStatusChanges, outbox, quizLeads } from '#db/schema';
import type { LeadKind } from '#shared/leads/lead-desk';
import type { OutboxStatus } from '#shared/email/outbox';
import { describeCounts, type PersonData, type PersonErased } from '#shared/leads/people';
import { changesOf, transaction, type DB } from '../platform/db';
import type { Deps } from '../platform/deps';
import { recordAudit, type AuditContext } from '../auth/audit-log';
import { enqueueWebhookEvent } from '../webhooks/webhooks';
import { getLead } from './lead-desk';

/** What the audit log keeps instead of the address: SHA-256 (hex) of the address in lower case, its first 16 characters. */
export function addressFingerprint(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16);
}

const TABLES = { contact: contacts, quiz: quizLeads, audit: auditLeads, booking: bookings } as const;
const KINDS = ['contact', 'quiz', 'audit', 'booking'] as const satisfies readonly LeadKind[];

type LeadIds = Record<(typeof KINDS)[number], number[]>;

const sameAddress = (column: AnyColumn, email: string) => sql`lower(${column}) = ${email.toLowerCase()}`;

/** The ids of the person's leads, per kind, oldest first. */
async function leadIdsOf(db: DB, email: string): Promise<LeadIds> {
  const ids = {} as LeadIds;
  for (const kind of KINDS) {
    const table = TABLES[kind];
    const rows = await db.select({ id: table.id }).from(table).where(sameAddress(table.email, email)).orderBy(asc(table.id));
    ids[kind] = rows.map((row) => row.id);
  }
  return ids;
}

/** The e-mails of the outbox addressed to the person (the e-mail log's rows). */
const emailsTo = (email: string) => and(eq(outbox.channel, 'email'), sameAddress(outbox.recipient, email));

/** The audits of the person's audit leads, unless another address's audit lead points at the same audit. */
async function auditIdsOf(db: DB, email: string, auditLeadIds: number[]): Promise<number[]> {
  if (auditLeadIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: auditLeads.auditId })
    .from(auditLeads)
    .where(
      and(
        inArray(auditLeads.id, auditLeadIds),
        sql`${auditLeads.auditId} IS NOT NULL`,
        sql`NOT EXISTS (SELECT 1 FROM audit_leads other WHERE other.audit_id = ${auditLeads.auditId} AND lower(other.email) <> ${email.toLowerCase()})`,
      ),
    );
  return rows.map((row) => row.id!).filter((id) => id !== null);
}

/** GET /api/admin/people?email=: every lead with its notes, history and e-mails, the bookings, the e-mails to them, the audit reports asked for. */
export async function findPerson(deps: Pick<Deps, 'db'>, email: string): Promise<PersonData> {
  const address = email.toLowerCase();
  const ids = await leadIdsOf(deps.db, address);
  const leads = [];
  for (const kind of KINDS) for (const id of ids[kind]) leads.push(await getLead(deps, { kind, id }));
  leads.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const calls = ids.booking.length
    ? await deps.db
        .select({ id: bookings.id, start: bookings.slotStart, end: bookings.slotEnd, cancelledAt: bookings.cancelledAt, createdAt: bookings.createdAt })
        .from(bookings)
        .where(inArray(bookings.id, ids.booking))
        .orderBy(asc(bookings.slotStart))
    : [];
  const emails = await deps.db
    .select({ id: outbox.id, subject: outbox.subject, kind: outbox.kind, status: outbox.status, createdAt: outbox.createdAt, sentAt: outbox.sentAt, notBefore: outbox.notBefore })
    .from(outbox)
    .where(emailsTo(address))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
  const auditIds = ids.audit.length
    ? (await deps.db.selectDistinct({ id: auditLeads.auditId }).from(auditLeads).where(inArray(auditLeads.id, ids.audit))).flatMap((row) => (row.id === null ? [] : [row.id]))
    : [];
  const audits = auditIds.length
    ? await deps.db
        .select({ id: auditRequests.id, websiteUrl: auditRequests.websiteUrl, token: auditRequests.token, createdAt: auditRequests.createdAt })
        .from(auditRequests)
        .where(inArray(auditRequests.id, auditIds))
        .orderBy(asc(auditRequests.id))
    : [];
  return {
    email: address,
    counts: { contacts: ids.contact.length, quiz: ids.quiz.length, audit: ids.audit.length, bookings: ids.booking.length, emails: emails.length },
    leads,
    bookings: calls,
    emails: emails.map((row) => ({ ...row, status: row.status as OutboxStatus })),
    auditReports: audits.map(({ token, ...row }) => ({ ...row, reportUrl: token ? `/audit/${token}` : null })),
  };
}

/**
 * DELETE /api/admin/people?email=: in one transaction, the person's leads with their notes and
 * history, bookings (a deleted booking frees its slot: the partial unique index only covers rows
 * that exist), the outbox's rows addressed to them or written for their leads (pending ones and
 * scheduled reminders included: nothing is sent to them afterwards; no cancellation e-mail either,
 * to them or to the agency), the audits whose report only they asked for; one `lead.deleted`
 * webhook per lead with only `{ kind, id }`, and the audit log's entry with the address's
 * fingerprint, never the address.
 */
export async function erasePerson(deps: Pick<Deps, 'db' | 'outbox'> & Omit<AuditContext, 'db'>, email: string): Promise<PersonErased> {
  const address = email.toLowerCase();
  const { erased, pending } = await transaction(deps.db, async (tx) => {
    const ids = await leadIdsOf(tx, address);
    const auditIds = await auditIdsOf(tx, address, ids.audit);
    const emails = changesOf(await tx.delete(outbox).where(emailsTo(address)));
    for (const kind of KINDS) {
      if (ids[kind].length === 0) continue;
      // The agency's notifications and reminders about them, and webhook messages with their data.
      await tx.delete(outbox).where(and(eq(outbox.leadKind, kind), inArray(outbox.leadId, ids[kind])));
      await tx.delete(leadNotes).where(and(eq(leadNotes.leadKind, kind), inArray(leadNotes.leadId, ids[kind])));
      await tx.delete(leadStatusChanges).where(and(eq(leadStatusChanges.leadKind, kind), inArray(leadStatusChanges.leadId, ids[kind])));
      const table = TABLES[kind];
      await tx.delete(table).where(inArray(table.id, ids[kind]));
    }
    if (auditIds.length) await tx.delete(auditRequests).where(inArray(auditRequests.id, auditIds));
    // Not tied to the lead (no lead_kind/lead_id): the purge deletes the messages of leads that no longer exist.
    let pending = false;
    for (const kind of KINDS) for (const id of ids[kind]) pending = (await enqueueWebhookEvent(tx, 'lead.deleted', { kind, id })) || pending;
    const erased = { contacts: ids.contact.length, quiz: ids.quiz.length, audit: ids.audit.length, bookings: ids.booking.length, emails };
    await recordAudit({ ...deps, db: tx }, { action: 'people.erased', target: `Adresse d'empreinte ${addressFingerprint(address)} : ${describeCounts(erased)}` });
    return { erased, pending };
  });
  if (pending) deps.outbox.wake();
  return { erased };
}
