/**
 * The 404 log (« Pages introuvables »): each page address that answered 404 to a GET or a HEAD —
 * rendered, or answered by the page cache — adds one to its count of the day, so staff see which
 * old addresses people and search engines still ask for and can redirect them. Nothing about the
 * visitor is kept (no IP address, user agent or cookie): declared crawlers count apart, and the
 * Referer is cut to its origin and path. Bounded per day (`NOT_FOUND_PATHS_PER_DAY` paths,
 * `NOT_FOUND_REFERRERS_PER_PATH` referrers each), one statement per count, counts gone after 13
 * months (the daily purge). A failure to count never touches the reply: it is already sent.
 */
import type { NextFunction, Request, Response } from 'express';
import { asc, desc, gte, inArray, sql } from 'drizzle-orm';
import { notFoundHits, notFoundReferrers } from '#db/schema';
import { CRAWLER_USER_AGENT } from '#shared/leads/lead-desk';
import { PATH_MAX } from '#shared/seo/redirects';
import {
  NOT_FOUND_ITEMS_MAX,
  NOT_FOUND_PATHS_PER_DAY,
  NOT_FOUND_REFERRERS_PER_PATH,
  REFERRER_MAX,
  type NotFoundItem,
  type NotFoundReply,
} from '#shared/seo/not-found';
import type { DB } from '../platform/db';
import type { Deps } from '../platform/deps';
import { coveredPaths } from './redirects';

const DAY_MS = 86_400_000;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Addresses that are not pages, or whose path holds a secret (an audit report's or a booking's
 * token, the back office's links): their 404s are not counted.
 */
const NOT_COUNTED = /^\/(?:api|trpc|assets|uploads|metrics|healthz|readyz|admin|audit|rendez-vous)(?:\/|$)/i;
/** Sections whose sub-paths hold a secret: a referrer there is kept as its section only. */
const PRIVATE_SECTION = /^\/(admin|audit|rendez-vous)\/.*$/i;

/** `text` cut to `max` UTF-16 units, never in the middle of a character. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
}

/**
 * The path a 404 is counted under, as redirect rules write theirs (decoded where it is safe, no
 * trailing slash), cut at `PATH_MAX`; null for an address whose 404s are not counted.
 */
function countedNotFoundPath(pathname: string): string | null {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // Not valid percent-encoding: counted as it came.
  }
  if (/\p{Cc}/u.test(path)) path = pathname;
  if (NOT_COUNTED.test(pathname) || NOT_COUNTED.test(path)) return null;
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/';
  return cut(path, PATH_MAX);
}

/** The Referer's origin and path (no query, fragment or credentials), at most `REFERRER_MAX` characters; null without one. */
function countedReferrer(header: string | undefined): string | null {
  if (!header) return null;
  let url: URL;
  try {
    url = new URL(header);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return cut(url.origin + url.pathname.replace(PRIVATE_SECTION, '/$1'), REFERRER_MAX);
}

type NotFoundHit = { path: string; bot: boolean; referrer: string | null };

/**
 * One 404 of `path` today (UTC day): one upsert of the path's counter — a path not yet counted
 * today is added only while the day has fewer than `NOT_FOUND_PATHS_PER_DAY` — and, with a
 * referrer, one upsert of its counter, added only for a path kept today and while the path has
 * fewer than `NOT_FOUND_REFERRERS_PER_PATH` of them.
 */
async function recordNotFound(db: DB, hit: NotFoundHit, now: Date = new Date()): Promise<void> {
  const day = dayOf(now);
  const { path } = hit;
  await db.run(sql`
    INSERT INTO not_found_hits (day, path, hits, bot_hits, last_seen_at)
    SELECT ${day}, ${path}, ${hit.bot ? 0 : 1}, ${hit.bot ? 1 : 0}, ${now.getTime()}
    WHERE EXISTS (SELECT 1 FROM not_found_hits WHERE day = ${day} AND path = ${path})
       OR (SELECT count(*) FROM not_found_hits WHERE day = ${day}) < ${NOT_FOUND_PATHS_PER_DAY}
    ON CONFLICT (day, path) DO UPDATE SET
      hits = hits + excluded.hits, bot_hits = bot_hits + excluded.bot_hits, last_seen_at = excluded.last_seen_at`);
  if (!hit.referrer) return;
  await db.run(sql`
    INSERT INTO not_found_referrers (day, path, referrer, hits)
    SELECT ${day}, ${path}, ${hit.referrer}, 1
    WHERE EXISTS (SELECT 1 FROM not_found_hits WHERE day = ${day} AND path = ${path})
      AND (EXISTS (SELECT 1 FROM not_found_referrers WHERE day = ${day} AND path = ${path} AND referrer = ${hit.referrer})
           OR (SELECT count(*) FROM not_found_referrers WHERE day = ${day} AND path = ${path}) < ${NOT_FOUND_REFERRERS_PER_PATH})
    ON CONFLICT (day, path, referrer) DO UPDATE SET hits = hits + 1`);
}

/**
 * Express middleware, before the page cache: counts the request once its reply is sent, when that
 * reply is a 404 to a GET or a HEAD of a page address.
 */
export function notFoundCounter(deps: Pick<Deps, 'db' | 'log'>) {
  return function countNotFound(req: Request, res: Response, next: NextFunction) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = countedNotFoundPath(req.path);
    if (path === null) return next();
    res.once('finish', () => {
      if (res.statusCode !== 404) return;
      const fail = (err: unknown) => deps.log.warn({ err, path }, 'page introuvable non comptée');
      try {
        const hit = { path, bot: CRAWLER_USER_AGENT.test(req.get('user-agent') ?? ''), referrer: countedReferrer(req.get('referer')) };
        recordNotFound(deps.db, hit).catch(fail);
      } catch (err) {
        fail(err);
      }
    });
    next();
  };
}

/**
 * GET /api/admin/not-found?days=N: the paths that answered 404 over the last N days (today
 * included), summed, the most asked for first (visits and crawlers together), at most
 * `NOT_FOUND_ITEMS_MAX`; a path a redirect rule now covers is left out.
 */
export async function listNotFound(deps: Pick<Deps, 'db'>, days: number, now: Date = new Date()): Promise<NotFoundReply> {
  const since = dayOf(new Date(Date.parse(dayOf(now)) - (days - 1) * DAY_MS));
  const hits = sql<number>`sum(${notFoundHits.hits})`;
  const botHits = sql<number>`sum(${notFoundHits.botHits})`;
  const lastSeen = sql<number>`max(${notFoundHits.lastSeenAt})`;
  // Pages of the ranking until enough paths no rule covers are found (most pages are the first).
  const batch = NOT_FOUND_ITEMS_MAX * 2;
  const kept: { path: string; hits: number; botHits: number; lastSeenAt: Date }[] = [];
  for (let offset = 0; kept.length < NOT_FOUND_ITEMS_MAX; offset += batch) {
    const rows = await deps.db
      .select({ path: notFoundHits.path, hits, botHits, lastSeen })
      .from(notFoundHits)
      .where(gte(notFoundHits.day, since))
      .groupBy(notFoundHits.path)
      .orderBy(desc(sql`${hits} + ${botHits}`), desc(lastSeen), asc(notFoundHits.path))
      .limit(batch)
      .offset(offset);
    const covered = await coveredPaths(deps.db, rows.map((row) => row.path));
    for (const row of rows) {
      if (covered.has(row.path) || kept.length >= NOT_FOUND_ITEMS_MAX) continue;
      kept.push({ path: row.path, hits: Number(row.hits), botHits: Number(row.botHits), lastSeenAt: new Date(Number(row.lastSeen)) });
    }
    if (rows.length < batch) break;
  }
  const referrers = new Map<string, NotFoundItem['referrers']>();
  if (kept.length > 0) {
    // Each path's most frequent referrers over the period, `NOT_FOUND_REFERRERS_PER_PATH` at most.
    const rows = await deps.db.all<{ path: string; referrer: string; hits: number }>(sql`
      SELECT path, referrer, hits FROM (
        SELECT path, referrer, sum(hits) AS hits, row_number() OVER (PARTITION BY path ORDER BY sum(hits) DESC, referrer) AS rank
        FROM not_found_referrers
        WHERE day >= ${since} AND ${inArray(notFoundReferrers.path, kept.map((item) => item.path))}
        GROUP BY path, referrer
      ) WHERE rank <= ${NOT_FOUND_REFERRERS_PER_PATH}
      ORDER BY path, hits DESC, referrer`);
    for (const row of rows) referrers.set(row.path, [...(referrers.get(row.path) ?? []), { referrer: row.referrer, hits: Number(row.hits) }]);
  }
  return { days, items: kept.map((item) => ({ ...item, referrers: referrers.get(item.path) ?? [] })) };
}
