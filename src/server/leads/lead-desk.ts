/**
 * The lead desk: contact requests and quiz leads in one list (filters, search, pages), one lead
 * with its notes, status history and e-mails, status changes and notes. A change and its
 * `lead.updated` webhook commit together; the first change or note of a lead records when the
 * agency first answered it (`firstResponseAt`).
 */
import { DomainError } from '../platform/errors';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { auditLeads, auditRequests, bookings, contacts, leadNotes, leadStatusChanges, outbox, quizLeads, users } from '#db/schema';
import { LEAD_KINDS, RESPONSE_PROMISE_MINUTES, RESPONSE_WINDOW_DAYS, type LeadKind, type LeadStatus } from '#shared/leads/lead-desk';
import { PAGE_MESSAGES } from '#shared/api/page';
import type { OutboxStatus } from '#shared/email/outbox';
import { LEAD_DESK_MESSAGES, type LeadListInput, type LeadRefInput } from '#shared/leads/lead-desk-schemas';
import type { LeadDetail, LeadSummaryReply } from '#shared/leads/replies';
import { transaction, type DB } from '../platform/db';
import type { Deps } from '../platform/deps';
import { enqueueWebhookEvent } from '../webhooks/webhooks';
import type { WebhookData } from '#shared/webhooks/payloads';
import type { Page } from '../platform/pagination';
import { leadScore, type ScoreFactor } from '#shared/leads/score';

export type LeadListItem = Omit<LeadDetail, 'consent' | 'specialization' | 'objectives' | 'practiceArea' | 'quizAnswers' | 'quizScore' | 'leadSource' | 'audit' | 'notes' | 'history' | 'emails'>;

type RawLead = {
  kind: LeadKind;
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  firm: string | null;
  status: LeadStatus;
  source_page: string | null;
  referrer: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  created_at: number;
  first_response_at: number | null;
  score: number;
  /** JSON text, null for a lead stored before the score */
  score_factors: string | null;
};

const LEAD_COLUMNS = sql.raw(
  'id, first_name, last_name, email, phone, firm_name AS firm, status, source_page, referrer, utm_source, utm_medium, utm_campaign, created_at, first_response_at, score, score_factors',
);

/** The next page's cursor: the position of a page's last lead (its date, kind and id), opaque to clients. */
function encodeLeadCursor(lead: { createdAt: number; kind: LeadKind; id: number }): string {
  return Buffer.from(`${lead.createdAt}.${lead.kind}.${lead.id}`).toString('base64url');
}

/** `?sort=score`'s cursor: the last lead's score too (`{score}:{date}.{kind}.{id}`); a cursor of the other order is refused. */
function encodeScoreCursor(lead: { score: number; createdAt: number; kind: LeadKind; id: number }): string {
  return Buffer.from(`${lead.score}:${lead.createdAt}.${lead.kind}.${lead.id}`).toString('base64url');
}

function decodeCursor(cursor: string, byScore: boolean): { score: number; at: number; kind: LeadKind; id: number } {
  const pattern = byScore ? /^(\d{1,3}):(\d{1,15})\.([a-z]{1,10})\.(\d{1,15})$/ : /^()(\d{1,15})\.([a-z]{1,10})\.(\d{1,15})$/;
  const match = pattern.exec(Buffer.from(cursor, 'base64url').toString('latin1'));
  const kind = LEAD_KINDS.find((k) => k === match?.[3]);
  if (!match || !kind) throw new DomainError('invalid', PAGE_MESSAGES.cursor);
  return { score: Number(match[1]), at: Number(match[2]), kind, id: Number(match[4]) };
}

function factorsOf(text: string | null): ScoreFactor[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as ScoreFactor[]) : [];
  } catch {
    return [];
  }
}

const DAY_MS = 86_400_000;
const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function toListItem(row: RawLead): LeadListItem {
  return {
    kind: row.kind,
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    firm: row.firm,
    status: row.status,
    sourcePage: row.source_page,
    referrer: row.referrer,
    utmSource: row.utm_source,
    utmMedium: row.utm_medium,
    utmCampaign: row.utm_campaign,
    createdAt: new Date(row.created_at),
    firstResponseAt: row.first_response_at === null ? null : new Date(row.first_response_at),
    score: row.score,
    scoreFactors: factorsOf(row.score_factors),
  };
}

/**
 * Every lead, newest first (or with `sort=score` the highest priority score first, then newest);
 * `kind`, `status`, `q`, `from`, `to`; pages with `limit`/`cursor` (the cursor holds the last
 * lead's position in the order asked: no offset, so a lead arriving meanwhile shifts nothing).
 */
export async function listLeads(deps: Pick<Deps, 'db'>, input: LeadListInput): Promise<Page<LeadListItem>> {
  const filters: SQL[] = [];
  if (input?.kind) filters.push(sql`kind = ${input.kind}`);
  if (input?.status) filters.push(sql`status = ${input.status}`);
  const q = input?.q?.trim();
  if (q) {
    const like = likeEscaped(q);
    filters.push(
      sql`(first_name LIKE ${like} ESCAPE '\\' OR last_name LIKE ${like} ESCAPE '\\' OR (coalesce(first_name, '') || ' ' || coalesce(last_name, '')) LIKE ${like} ESCAPE '\\' OR email LIKE ${like} ESCAPE '\\' OR firm LIKE ${like} ESCAPE '\\')`,
    );
  }
  if (input?.from) filters.push(sql`created_at >= ${Date.parse(input.from)}`);
  if (input?.to) filters.push(sql`created_at < ${Date.parse(input.to) + DAY_MS}`);
  const byScore = input?.sort === 'score';
  if (input?.cursor) {
    const c = decodeCursor(input.cursor, byScore);
    const after = sql`(created_at < ${c.at} OR (created_at = ${c.at} AND (kind < ${c.kind} OR (kind = ${c.kind} AND id < ${c.id}))))`;
    filters.push(byScore ? sql`(score < ${c.score} OR (score = ${c.score} AND ${after}))` : after);
  }
  const where = filters.length ? sql`WHERE ${sql.join(filters, sql` AND `)}` : sql``;
  const limit = input?.limit ? input.limit + 1 : -1;
  const rows = await deps.db.all<RawLead>(sql`
    SELECT * FROM (
      SELECT 'contact' AS kind, ${LEAD_COLUMNS} FROM contacts
      UNION ALL
      SELECT 'quiz' AS kind, ${LEAD_COLUMNS} FROM quiz_leads
      UNION ALL
      SELECT 'audit' AS kind, ${LEAD_COLUMNS} FROM audit_leads
      UNION ALL
      SELECT 'booking' AS kind, ${LEAD_COLUMNS} FROM bookings
    ) ${where}
    ORDER BY ${byScore ? sql`score DESC, ` : sql``}created_at DESC, kind DESC, id DESC
    LIMIT ${limit}`);
  if (input?.limit && rows.length > input.limit) {
    const kept = rows.slice(0, input.limit);
    const last = kept[kept.length - 1]!;
    const position = { score: last.score, createdAt: last.created_at, kind: last.kind, id: last.id };
    return { items: kept.map(toListItem), nextCursor: byScore ? encodeScoreCursor(position) : encodeLeadCursor(position) };
  }
  return { items: rows.map(toListItem), nextCursor: null };
}

/** The median of a list of numbers (null when empty). */
function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * GET /api/admin/leads/summary: the leads still « Nouveau » (all time), and over the leads of the
 * last 30 days the median time to a first response (a status change or a note) against the
 * 2-hour promise.
 */
export async function leadSummary(deps: Pick<Deps, 'db'>, now: Date = new Date()): Promise<LeadSummaryReply> {
  const since = now.getTime() - RESPONSE_WINDOW_DAYS * DAY_MS;
  const [handle] = await deps.db.all<{ n: number }>(sql`
    SELECT (SELECT count(*) FROM contacts WHERE status = 'nouveau') + (SELECT count(*) FROM quiz_leads WHERE status = 'nouveau') + (SELECT count(*) FROM audit_leads WHERE status = 'nouveau') + (SELECT count(*) FROM bookings WHERE status = 'nouveau') AS n`);
  const recent = await deps.db.all<{ created_at: number; first_response_at: number | null }>(sql`
    SELECT created_at, first_response_at FROM contacts WHERE created_at >= ${since}
    UNION ALL
    SELECT created_at, first_response_at FROM quiz_leads WHERE created_at >= ${since}
    UNION ALL
    SELECT created_at, first_response_at FROM audit_leads WHERE created_at >= ${since}
    UNION ALL
    SELECT created_at, first_response_at FROM bookings WHERE created_at >= ${since}`);
  const delays = recent.filter((r) => r.first_response_at !== null).map((r) => (r.first_response_at! - r.created_at) / 60_000);
  const middle = median(delays);
  return {
    toHandle: handle?.n ?? 0,
    windowDays: RESPONSE_WINDOW_DAYS,
    leads: recent.length,
    responded: delays.length,
    medianFirstResponseMinutes: middle === null ? null : Math.round(middle * 10) / 10,
    withinPromise: delays.filter((minutes) => minutes <= RESPONSE_PROMISE_MINUTES).length,
    promiseMinutes: RESPONSE_PROMISE_MINUTES,
  };
}

const notFound = () => new DomainError('not-found', LEAD_DESK_MESSAGES.notFound);

const tableOf = (kind: LeadKind) => ({ contact: contacts, quiz: quizLeads, audit: auditLeads, booking: bookings })[kind];

/** The lead's row in the list's shape; undefined when unknown. */
async function readLead(db: DB, ref: LeadRefInput): Promise<RawLead | undefined> {
  const [row] = await db.all<RawLead>(sql`SELECT ${ref.kind} AS kind, ${LEAD_COLUMNS} FROM ${tableOf(ref.kind)} WHERE id = ${ref.id}`);
  return row;
}

/** One lead with every field, its notes (with their author), its status history and its e-mails. */
export async function getLead(deps: Pick<Deps, 'db'>, ref: LeadRefInput): Promise<LeadDetail> {
  const raw = await readLead(deps.db, ref);
  if (!raw) throw notFound();
  const base = toListItem(raw);
  const contact = ref.kind === 'contact' ? await deps.db.select().from(contacts).where(eq(contacts.id, ref.id)).get() : undefined;
  const quiz = ref.kind === 'quiz' ? await deps.db.select().from(quizLeads).where(eq(quizLeads.id, ref.id)).get() : undefined;
  const booking = ref.kind === 'booking' ? await deps.db.select().from(bookings).where(eq(bookings.id, ref.id)).get() : undefined;
  const auditLead = ref.kind === 'audit' ? await deps.db.select().from(auditLeads).where(eq(auditLeads.id, ref.id)).get() : undefined;
  const audit = auditLead?.auditId
    ? await deps.db.select({ token: auditRequests.token, websiteUrl: auditRequests.websiteUrl, results: auditRequests.results }).from(auditRequests).where(eq(auditRequests.id, auditLead.auditId)).get()
    : undefined;
  const notes = await deps.db
    .select({ id: leadNotes.id, text: leadNotes.text, author: users.username, createdAt: leadNotes.createdAt })
    .from(leadNotes)
    .leftJoin(users, eq(users.id, leadNotes.authorId))
    .where(and(eq(leadNotes.leadKind, ref.kind), eq(leadNotes.leadId, ref.id)))
    .orderBy(desc(leadNotes.createdAt), desc(leadNotes.id));
  const history = await deps.db
    .select({ fromStatus: leadStatusChanges.fromStatus, toStatus: leadStatusChanges.toStatus, user: users.username, createdAt: leadStatusChanges.createdAt })
    .from(leadStatusChanges)
    .leftJoin(users, eq(users.id, leadStatusChanges.userId))
    .where(and(eq(leadStatusChanges.leadKind, ref.kind), eq(leadStatusChanges.leadId, ref.id)))
    .orderBy(asc(leadStatusChanges.createdAt), asc(leadStatusChanges.id));
  const emails = await deps.db
    .select({ id: outbox.id, to: outbox.recipient, subject: outbox.subject, kind: outbox.kind, status: outbox.status, createdAt: outbox.createdAt, sentAt: outbox.sentAt })
    .from(outbox)
    .where(and(eq(outbox.channel, 'email'), eq(outbox.leadKind, ref.kind), eq(outbox.leadId, ref.id)))
    .orderBy(asc(outbox.id));
  return {
    ...base,
    consent: contact?.consent ?? quiz?.consent ?? auditLead?.consent ?? booking?.consent ?? false,
    specialization: contact?.specialization ?? null,
    objectives: contact?.objectives ?? booking?.message ?? null,
    practiceArea: quiz?.practiceArea ?? null,
    quizAnswers: quiz?.quizAnswers ?? null,
    quizScore: quiz?.quizScore ?? null,
    leadSource: quiz?.leadSource ?? null,
    audit: audit?.token
      ? { websiteUrl: audit.websiteUrl, reportUrl: `/audit/${audit.token}`, overallScore: (audit.results as { overallScore?: number } | null)?.overallScore ?? 0 }
      : null,
    notes,
    history: history.map((h) => ({ ...h, fromStatus: h.fromStatus as LeadStatus, toStatus: h.toStatus as LeadStatus })),
    emails: emails.map((e) => ({ ...e, status: e.status as OutboxStatus })),
  };
}

type WriteDeps = Pick<Deps, 'db' | 'outbox'>;

/** A lead as the lead webhooks carry it: `firmName` like lead.created, dates as ISO strings. */
function webhookLead(lead: LeadListItem): WebhookData<'lead.updated'> {
  const { firm, createdAt, firstResponseAt, score: _score, scoreFactors: _factors, ...rest } = lead;
  return { ...rest, firmName: firm, createdAt: createdAt.toISOString(), firstResponseAt: firstResponseAt?.toISOString() ?? null, changes: {} };
}

/** What a change of a lead announces: lead.updated with what changed, lead.note_added with the note, or nothing. */
type LeadEvent = { type: 'lead.updated'; changes: Record<string, { from: unknown; to: unknown }> } | { type: 'lead.note_added'; note: NoteRow } | null;
type NoteRow = { id: number; text: string; author: string | null; createdAt: Date };

/**
 * A change of the lead (its status or a new note) in one transaction with: the first response
 * time when it has none, and its webhook (lead.updated with `changes`, or lead.note_added). 404 for an unknown lead.
 */
async function changeLead<T>(
  deps: WriteDeps,
  ref: LeadRefInput,
  change: (tx: DB, current: RawLead, now: Date) => Promise<{ result: T; event: LeadEvent }>,
): Promise<T> {
  const table = tableOf(ref.kind);
  const { result, pending } = await transaction(deps.db, async (tx) => {
    const current = await readLead(tx, ref);
    if (!current) throw notFound();
    const now = new Date();
    const { result, event } = await change(tx, current, now);
    await tx.update(table).set({ firstResponseAt: now }).where(and(eq(table.id, ref.id), isNull(table.firstResponseAt)));
    if (!event) return { result, pending: false };
    const { changes: _none, ...lead } = webhookLead(toListItem((await readLead(tx, ref))!));
    const options = { leadKind: ref.kind, leadId: ref.id, now };
    const pending =
      event.type === 'lead.updated'
        ? await enqueueWebhookEvent(tx, 'lead.updated', { ...lead, changes: event.changes }, options)
        : await enqueueWebhookEvent(tx, 'lead.note_added', { ...lead, note: { ...event.note, createdAt: event.note.createdAt.toISOString() } }, options);
    return { result, pending };
  });
  if (pending) deps.outbox.wake();
  return result;
}

/** PATCH /api/admin/leads/{kind}/{id}: the new status, recorded in the history with who changed it. */
export async function setLeadStatus(deps: WriteDeps, userId: number, ref: LeadRefInput, status: LeadStatus): Promise<LeadDetail> {
  await changeLead(deps, ref, async (tx, current, now) => {
    if (current.status === status) return { result: undefined, event: null };
    const table = tableOf(ref.kind);
    await tx.update(table).set({ status }).where(eq(table.id, ref.id));
    await tx
      .insert(leadStatusChanges)
      .values({ leadKind: ref.kind, leadId: ref.id, fromStatus: current.status, toStatus: status, userId, createdAt: now });
    return { result: undefined, event: { type: 'lead.updated', changes: { status: { from: current.status, to: status } } } };
  });
  return getLead(deps, ref);
}

/** POST /api/admin/leads/{kind}/{id}/notes: a note signed by the admin. */
export async function addLeadNote(
  deps: WriteDeps,
  userId: number,
  ref: LeadRefInput,
  text: string,
): Promise<NoteRow> {
  return changeLead(deps, ref, async (tx, _current, now) => {
    const note = (await tx.insert(leadNotes).values({ leadKind: ref.kind, leadId: ref.id, text, authorId: userId, createdAt: now }).returning().get())!;
    const author = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId)).get();
    const result = { id: note.id, text: note.text, author: author?.username ?? null, createdAt: note.createdAt };
    return { result, event: { type: 'lead.note_added', note: result } };
  });
}

/**
 * Inside a booking's transaction: the visitor's earlier contact request or quiz lead it links to
 * gains « Rendez-vous réservé »; its score is computed again from its stored fields.
 */
export async function rescoreBookedLead(tx: DB, ref: { kind: string; id: number }): Promise<void> {
  if (ref.kind === 'contact') {
    const row = await tx.select().from(contacts).where(eq(contacts.id, ref.id)).get();
    if (row) await tx.update(contacts).set(leadScore({ practice: row.specialization, phone: row.phone, sourcePage: row.sourcePage, booked: true })).where(eq(contacts.id, ref.id));
  } else if (ref.kind === 'quiz') {
    const row = await tx.select().from(quizLeads).where(eq(quizLeads.id, ref.id)).get();
    if (row) {
      const score = leadScore({ practice: row.practiceArea, quizScore: row.quizScore, phone: row.phone, sourcePage: row.sourcePage, booked: true });
      await tx.update(quizLeads).set(score).where(eq(quizLeads.id, ref.id));
    }
  }
}
