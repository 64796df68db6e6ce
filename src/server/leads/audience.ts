/**
 * Audience measurement without cookies or identifiers (the CNIL's exempt measurement): each page
 * view adds one to its page's count for the day; no IP address, user agent or visitor id is
 * stored, declared crawlers are not counted, counts go after 13 months. The lead desk's figures
 * put them beside the leads each page of arrival brought.
 */
import { gte, sql } from 'drizzle-orm';
import { pageViews } from '#db/schema';
import { CRAWLER_USER_AGENT } from '#shared/leads/lead-desk';
import { countedPagePath } from '#shared/leads/page-path';
import type { StatsReply } from '#shared/site/replies';
import type { Deps } from '../platform/deps';

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** POST /api/beacon: counts one view of `path` today (UTC day), unless a declared crawler asks. */
export async function countPageView(deps: Pick<Deps, 'db'> & { userAgent: string }, path: string, now: Date = new Date()): Promise<{ counted: boolean }> {
  if (CRAWLER_USER_AGENT.test(deps.userAgent)) return { counted: false };
  await deps.db
    .insert(pageViews)
    .values({ day: dayOf(now), path: countedPagePath(path), visits: 1 })
    .onConflictDoUpdate({ target: [pageViews.day, pageViews.path], set: { visits: sql`${pageViews.visits} + 1` } });
  return { counted: true };
}

/**
 * GET /api/admin/stats?days=N: visits and leads per day over the last N days (today included),
 * and per page of arrival: visits, leads whose visit began there, and their ratio (leads ÷
 * visits, 0 without visits), the best converting pages first.
 */
export async function audienceStats(deps: Pick<Deps, 'db'>, days: number, now: Date = new Date()): Promise<StatsReply> {
  const first = new Date(Date.parse(dayOf(now)) - (days - 1) * DAY_MS);
  const since = dayOf(first);
  const visitsByDay = new Map(
    (
      await deps.db
        .select({ day: pageViews.day, visits: sql<number>`sum(${pageViews.visits})` })
        .from(pageViews)
        .where(gte(pageViews.day, since))
        .groupBy(pageViews.day)
    ).map((row) => [row.day, Number(row.visits)]),
  );
  const leads = await deps.db.all<{ day: string; page: string | null; n: number }>(sql`
    SELECT date(created_at / 1000, 'unixepoch') AS day, source_page AS page, count(*) AS n FROM (
      SELECT created_at, source_page FROM contacts WHERE created_at >= ${first.getTime()}
      UNION ALL
      SELECT created_at, source_page FROM quiz_leads WHERE created_at >= ${first.getTime()}
      UNION ALL
      SELECT created_at, source_page FROM audit_leads WHERE created_at >= ${first.getTime()}
    ) GROUP BY day, page`);
  const leadsByDay = new Map<string, number>();
  const leadsByPage = new Map<string, number>();
  for (const row of leads) {
    leadsByDay.set(row.day, (leadsByDay.get(row.day) ?? 0) + Number(row.n));
    if (row.page) leadsByPage.set(row.page, (leadsByPage.get(row.page) ?? 0) + Number(row.n));
  }
  const visitsByPage = new Map(
    (
      await deps.db
        .select({ path: pageViews.path, visits: sql<number>`sum(${pageViews.visits})` })
        .from(pageViews)
        .where(gte(pageViews.day, since))
        .groupBy(pageViews.path)
    ).map((row) => [row.path, Number(row.visits)]),
  );
  const paths = new Set([...visitsByPage.keys(), ...leadsByPage.keys()]);
  const pages = [...paths]
    .map((path) => {
      const visits = visitsByPage.get(path) ?? 0;
      const pageLeads = leadsByPage.get(path) ?? 0;
      return { path, visits, leads: pageLeads, conversionRate: visits > 0 ? Math.round((pageLeads / visits) * 10_000) / 10_000 : 0 };
    })
    .sort((a, b) => b.conversionRate - a.conversionRate || b.leads - a.leads || b.visits - a.visits || a.path.localeCompare(b.path));
  const dayList = Array.from({ length: days }, (_, i) => {
    const date = dayOf(new Date(first.getTime() + i * DAY_MS));
    return { date, visits: visitsByDay.get(date) ?? 0, leads: leadsByDay.get(date) ?? 0 };
  });
  return { days: dayList, pages };
}
