import { desc, max, sql, type Placeholder } from 'drizzle-orm';
import { contacts, quizLeads, type Contact, type QuizLead } from '#db/schema';
import type { ContactInput, QuizLeadInput } from '#shared/leads/schemas';
import { isHoneypotFilled } from '#shared/zod-fields';
import { quizScore } from '#shared/quiz/score';
import { leadScore } from '#shared/leads/score';
import { preparedFor, transaction, type DB } from '../platform/db';
import type { Deps } from '../platform/deps';
import { enqueueLeadEmails } from './lead-messages';
import { enqueueWebhookEvent } from '../webhooks/webhooks';
import type { LeadSnapshot } from './emails/types';
import type { PageInput } from '#shared/api/page';
import { afterCursor, pageFetchSize, pageOf, type Page } from '#server/platform/pagination';


const ATTRIBUTION_FIELDS = ['sourcePage', 'referrer', 'utmSource', 'utmMedium', 'utmCampaign'] as const;
const SCORE_FIELDS = ['score', 'scoreFactors'] as const;
const CONTACT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'firmName', 'specialization', 'objectives', 'consent', ...ATTRIBUTION_FIELDS, ...SCORE_FIELDS] as const;
const QUIZ_LEAD_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'firmName', 'practiceArea', 'quizAnswers', 'quizScore', 'leadSource', 'consent', ...ATTRIBUTION_FIELDS, ...SCORE_FIELDS] as const;

/** `{ field: sql.placeholder(field) }` for each field: the values of a prepared insert. */
function placeholders<F extends string>(fields: readonly F[]) {
  return Object.fromEntries(fields.map((field) => [field, sql.placeholder(field)])) as unknown as Record<F, Placeholder<F>>;
}

/** The two lead inserts, prepared once per handle (they run on every public form submission). */
const insertOf = (tx: DB) =>
  preparedFor(tx, 'lead-inserts', (handle) => ({
    contact: handle.insert(contacts).values(placeholders(CONTACT_FIELDS)).returning().prepare(),
    quizLead: handle.insert(quizLeads).values(placeholders(QUIZ_LEAD_FIELDS)).returning().prepare(),
  }));

/** Only the columns of `fields`, each present (null when absent). */
function pick<F extends string>(values: Partial<Record<F, unknown>>, fields: readonly F[]): Record<F, unknown> {
  return Object.fromEntries(fields.map((field) => [field, values[field] ?? null])) as Record<F, unknown>;
}

/**
 * Stores a contact request; the lead is never lost once this resolves. A filled honeypot (a
 * bot) gets the same-looking reply, with id 0, and nothing is stored.
 */
/** What storing a lead needs: its database, config and outbox, the lead counter, the request's id. */
export type LeadDeps = Pick<Deps, 'db' | 'config' | 'outbox' | 'metrics' | 'requestId'>;

/** A stored lead as the replies carry it: its score factors a list (empty for a lead older than the score). */
export type Scored<Row extends { scoreFactors: unknown }> = Omit<Row, 'scoreFactors'> & { scoreFactors: NonNullable<Row['scoreFactors']> };
function scored<Row extends { scoreFactors: unknown[] | null }>(row: Row): Scored<Row> {
  return { ...row, scoreFactors: (row.scoreFactors ?? []) as NonNullable<Row['scoreFactors']> };
}

export async function createContact(deps: LeadDeps, input: ContactInput): Promise<Scored<Contact>> {
  const { website: _honeypot, ...data } = input;
  const values = { ...data, ...leadScore({ practice: data.specialization, phone: data.phone, sourcePage: data.sourcePage }) };
  if (isHoneypotFilled(input)) return { ...values, id: 0, status: 'nouveau', firstResponseAt: null, createdAt: new Date() };
  return scored(await storeLead(deps, async (tx) => (await insertOf(tx).contact.all(pick(values, CONTACT_FIELDS)))[0], contactSnapshot));
}

/**
 * Inserts a lead and, in the same transaction, what it triggers: its e-mails and the
 * lead.created webhook deliveries. An acknowledged lead always has its messages; the sender is
 * woken after the commit.
 */
export async function storeLead<Row extends { id: number }>(
  deps: LeadDeps,
  insert: (tx: DB) => Promise<Row | undefined>,
  snapshotOf: (row: Row) => LeadSnapshot,
): Promise<Row> {
  const { row, pending, kind } = await transaction(deps.db, async (tx) => {
    const row = await insert(tx);
    if (!row) throw new Error('lead insert returned no row');
    const snapshot = snapshotOf(row);
    const emails = await enqueueLeadEmails(tx, deps.config, snapshot, new Date(), deps.requestId);
    const hooks = await enqueueWebhookEvent(tx, 'lead.created', snapshot, { leadKind: snapshot.kind, leadId: row.id, requestId: deps.requestId });
    return { row, pending: emails || hooks, kind: snapshot.kind };
  });
  deps.metrics.leadStored(kind);
  if (pending) deps.outbox.wake();
  return row;
}

function contactSnapshot(row: Contact): LeadSnapshot {
  return {
    kind: 'contact',
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    firmName: row.firmName,
    specialization: row.specialization,
    objectives: row.objectives,
    createdAt: row.createdAt.toISOString(),
  };
}

function quizLeadSnapshot(row: QuizLead): LeadSnapshot {
  return {
    kind: 'quiz',
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email ?? '',
    phone: row.phone,
    firmName: row.firmName,
    practiceArea: row.practiceArea,
    quizAnswers: row.quizAnswers,
    quizScore: row.quizScore,
    leadSource: row.leadSource,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Contacts, newest first; one page with `page.limit` (the next page's cursor goes to `ctx`). */
export async function listContacts(deps: Pick<Deps, 'db'>, page: PageInput = undefined): Promise<Page<Scored<Contact>>> {
  const rows = await deps.db
    .select()
    .from(contacts)
    .where(afterCursor(page, contacts.createdAt, contacts.id))
    .orderBy(desc(contacts.createdAt), desc(contacts.id))
    .limit(pageFetchSize(page) ?? -1);
  return pageOf(rows.map(scored), page);
}

/**
 * Stores a quiz lead with the score the server computes from the answers (`quizScore` rule):
 * whatever score a client claims is ignored. A filled honeypot (a bot) gets the same kind of
 * reply but nothing is stored.
 */
export async function createQuizLead(deps: LeadDeps, input: QuizLeadInput): Promise<Scored<QuizLead>> {
  const { website: _honeypot, ...data } = input;
  const score = quizScore(data.quizAnswers);
  const values = { ...data, quizScore: score, ...leadScore({ practice: data.practiceArea, quizScore: score, phone: data.phone, sourcePage: data.sourcePage }) };
  if (isHoneypotFilled(input)) {
    const [last] = await deps.db.select({ id: max(quizLeads.id) }).from(quizLeads);
    return { ...values, id: (last?.id ?? 0) + 1, status: 'nouveau', firstResponseAt: null, createdAt: new Date() };
  }
  return scored(await storeLead(deps, async (tx) => (await insertOf(tx).quizLead.all(pick(values, QUIZ_LEAD_FIELDS)))[0], quizLeadSnapshot));
}

/** Quiz leads, newest first (admin "Leads du quiz" view and CSV). */
export async function listQuizLeads(deps: Pick<Deps, 'db'>, page: PageInput = undefined): Promise<Page<Scored<QuizLead>>> {
  const rows = await deps.db
    .select()
    .from(quizLeads)
    .where(afterCursor(page, quizLeads.createdAt, quizLeads.id))
    .orderBy(desc(quizLeads.createdAt), desc(quizLeads.id))
    .limit(pageFetchSize(page) ?? -1);
  return pageOf(rows.map(scored), page);
}
