/**
 * Scheduled publication. An article is public when it is published AND its `publishAt` is
 * empty or has come (`isPublic`); every public query uses this one condition, so an article
 * appears on every listing at that moment with no action. Its public date is `publishAt` when
 * set, else its creation date (`publicDate`).
 *
 * Page caches: each app process keeps one timer armed for the next due `publishAt` (armed at
 * start, re-armed after each article change); when it falls due it bumps the content version,
 * which makes cached pages re-render. Several nodes bumping it is harmless.
 */
import { and, eq, gt, isNull, lte, min, or, sql, type SQL } from 'drizzle-orm';
import { blogPosts } from '#db/schema';
import { transaction, type DB } from '../platform/db';
import { bumpContentVersion } from './content-version';
import { processLog } from '#server/platform/log';

/** Published, and its publication time (if any) has come. */
export function isPublic(now: Date = new Date()): SQL {
  return and(eq(blogPosts.published, true), or(isNull(blogPosts.publishAt), lte(blogPosts.publishAt, now)))!;
}

/** The date readers see: `publishAt` when set, else `createdAt` (a Date). */
export const publicDate = sql<Date>`coalesce(${blogPosts.publishAt}, ${blogPosts.createdAt})`.mapWith(blogPosts.createdAt);

/** Longest single setTimeout (its delay is a signed 32-bit number of ms); longer waits re-arm. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Milliseconds to wait for `next`: a few ms late rather than early (at the callback,
 * `publishAt` ≤ now must hold), at most MAX_TIMER_MS (the timer then re-arms).
 */
export function timerDelay(next: Date, now: number): number {
  return Math.min(Math.max(0, next.getTime() - now) + 5, MAX_TIMER_MS);
}

type Scheduler = { timer: NodeJS.Timeout | undefined; onDue: (() => void) | undefined; generation: number };
const schedulers = new WeakMap<DB, Scheduler>();

/** The next due `publishAt` of a published article, after `now`; null when none. */
export async function nextPublication(db: DB, now: Date = new Date()): Promise<Date | null> {
  const row = await db
    .select({ at: min(blogPosts.publishAt) })
    .from(blogPosts)
    .where(and(eq(blogPosts.published, true), gt(blogPosts.publishAt, now)))
    .get();
  return row?.at ? new Date(row.at) : null;
}

/** Sets the timer for the next due time; a later call (a newer change) wins over one still reading. */
async function arm(db: DB, scheduler: Scheduler): Promise<void> {
  const generation = ++scheduler.generation;
  if (scheduler.timer) clearTimeout(scheduler.timer);
  scheduler.timer = undefined;
  const next = await nextPublication(db);
  if (!next || generation !== scheduler.generation || schedulers.get(db) !== scheduler) return;
  const delay = timerDelay(next, Date.now());
  scheduler.timer = setTimeout(() => {
    scheduler.timer = undefined;
    void (async () => {
      if (Date.now() >= next.getTime()) {
        await transaction(db, (tx) => bumpContentVersion(tx));
        scheduler.onDue?.();
      }
      await arm(db, scheduler);
    })().catch((error: unknown) => processLog('publication').error({ err: error }, 'minuteur de publication'));
  }, delay);
  scheduler.timer.unref();
}

/** Starts this process's timer for `db` (at app start); returns its stop function. */
export function startPublicationTimer(db: DB, onDue?: () => void): () => void {
  const scheduler: Scheduler = { timer: undefined, onDue, generation: 0 };
  schedulers.set(db, scheduler);
  arm(db, scheduler).catch((error: unknown) => processLog('publication').error({ err: error }, 'minuteur de publication'));
  return () => {
    scheduler.generation += 1;
    if (scheduler.timer) clearTimeout(scheduler.timer);
    schedulers.delete(db);
  };
}

/** After an article change: arms the timer for the (maybe new) next due time. No-op if not started. */
export async function rearmPublicationTimer(db: DB): Promise<void> {
  const scheduler = schedulers.get(db);
  if (scheduler) await arm(db, scheduler);
}
