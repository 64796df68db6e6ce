/**
 * The lead desk's address: its search, filters and pages shown live in the URL
 * (`/admin/dashboard/leads?q=martin&status=nouveau&kind=quiz&period=30&sort=score&page=2`), so a filtered
 * list is shareable and survives a reload. Plain parsing from the lead desk's own constants, no
 * schema library: the route's `validateSearch` runs in the entry chunk every page loads (the
 * directory's search is parsed the same way). What it keeps is always a valid `LeadListInput`
 * (tests/unit/lead-desk-search.test.ts checks it against the API's zod schema).
 */
import { LEAD_KINDS, LEAD_PAGE_SIZE, LEAD_PERIODS, LEAD_SORTS, LEAD_STATUSES, type LeadKind, type LeadSort, type LeadStatus } from './lead-desk';

/** The longest search text (the API's `q` takes 200 characters). */
const QUERY_MAX = 200;
/** At most this many pages of 25 leads come back with an address. */
export const LEAD_DESK_PAGES_MAX = 20;

/** The period filter's numbers of days (7, 30, 90). */
const PERIOD_DAYS = LEAD_PERIODS.map((p) => Number(p.value)).filter((days) => days > 0);

export type LeadDeskSearch = {
  /** names, e-mail or firm */
  q?: string;
  status?: LeadStatus;
  kind?: LeadKind;
  /** the last 7, 30 or 90 days (a number: the router writes it `period=30`) */
  period?: number;
  /** `score`: the highest priority score first (« Trier par priorité »); absent: newest first */
  sort?: LeadSort;
  /** pages shown (« Afficher plus de prospects »), from 2 */
  page?: number;
};

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined => values.find((v) => v === value);

export function parseLeadDeskSearch(search: Record<string, unknown>): LeadDeskSearch {
  const result: LeadDeskSearch = {};
  // The router reads `?q=2026` as a number: a search is text all the same.
  const q = typeof search.q === 'string' || typeof search.q === 'number' ? String(search.q).trim().slice(0, QUERY_MAX) : '';
  if (q) result.q = q;
  const status = oneOf(LEAD_STATUSES, search.status);
  if (status) result.status = status;
  const kind = oneOf(LEAD_KINDS, search.kind);
  if (kind) result.kind = kind;
  const period = Number(search.period);
  if (PERIOD_DAYS.includes(period)) result.period = period;
  const sort = oneOf(LEAD_SORTS, search.sort);
  if (sort) result.sort = sort;
  const page = Number(search.page);
  if (Number.isInteger(page) && page >= 2) result.page = Math.min(page, LEAD_DESK_PAGES_MAX);
  return result;
}

/** True when the list is narrowed by a search or a filter. */
export const isFiltered = (search: LeadDeskSearch) => Boolean(search.q || search.status || search.kind || search.period);

const DAY_MS = 86_400_000;
/** The first day (UTC, AAAA-MM-JJ) of the last `days` days, today included. */
const firstDayOf = (days: number, now: number) => new Date(now - (days - 1) * DAY_MS).toISOString().slice(0, 10);

/** The first page's input of `leads.list` for an address (the route's loader and the list ask the same). */
export function leadListInput(search: LeadDeskSearch, now = Date.now()) {
  return {
    q: search.q,
    status: search.status,
    kind: search.kind,
    from: search.period ? firstDayOf(search.period, now) : undefined,
    sort: search.sort,
    limit: LEAD_PAGE_SIZE,
  };
}

/** A lead's address (`/admin/dashboard/leads/quiz/3`, or the old `?lead=quiz-3` of the agency's e-mails) → { kind: 'quiz', id: 3 }, or null. */
export function parseLeadRef(kind: unknown, id: unknown): { kind: LeadKind; id: number } | null {
  const known = oneOf(LEAD_KINDS, kind);
  const number = typeof id === 'string' && /^\d{1,12}$/.test(id) ? Number(id) : 0;
  return known && number > 0 ? { kind: known, id: number } : null;
}
