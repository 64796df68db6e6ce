/**
 * Scheduled publication. An article is public when it is published AND its `publishAt` is
 * empty or has come (`isPublic`); every public query uses this one condition, so an article
 * appears on every listing at that moment with no action. Its public date is `publishAt` when
 * set, else its creation date (`publicDate`).
 *
 * Page caches: each app process keeps one timer armed for the next due `publishAt` (armed at
 * start, re-armed after each article change); when it falls due it bumps the content version,
 * which makes cached pages re-render. Several nodes bumping it is harmless. With IndexNow on, the
 * same transaction queues the addresses of the articles that came due (`announceDuePublications`).
 */
import { and, eq, gt, isNull, lt, lte, min, or, sql, type SQL } from 'drizzle-orm';
import { blogPosts, type BlogPost } from '#db/schema';
import { BLOG_LIST_PATH } from '#shared/seo/indexnow';
import { articlePath } from '#shared/seo/redirects';
import { transaction, type DB } from '../platform/db';
import { bumpContentVersion } from './content-version';
import { processLog } from '#server/platform/log';
import { queueIndexNow, type IndexNowConfig } from '../seo/indexnow';

/** Published, and its publication time (if any) has come. */
export function isPublic(now: Date = new Date()): SQL {
  return and(eq(blogPosts.published, true), or(isNull(blogPosts.publishAt), lte(blogPosts.publishAt, now)))!;
}

/** `isPublic` for one article in memory: published, and its publication time (if any) has come. */
function isPublicAt(post: Pick<BlogPost, 'published' | 'publishAt'>, now: Date): boolean {
  return post.published && (post.publishAt === null || post.publishAt <= now);
}

/** The address readers see an article at, at `now`; null while it is not public (or gone). */
export function publicAddress(post: Pick<BlogPost, 'slug' | 'published' | 'publishAt'> | null | undefined, now: Date = new Date()): string | null {
  return post && isPublicAt(post, now) ? articlePath(post.slug) : null;
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

type Scheduler = { timer: NodeJS.Timeout | undefined; onDue: (() => void) | undefined; indexNow: IndexNowConfig | undefined; generation: number };
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
        await transaction(db, async (tx) => {
          await bumpContentVersion(tx);
          if (scheduler.indexNow) await announceDuePublications(tx, scheduler.indexNow);
        });
        scheduler.onDue?.();
      }
      await arm(db, scheduler);
    })().catch((error: unknown) => processLog('publication').error({ err: error }, 'minuteur de publication'));
  }, delay);
  scheduler.timer.unref();
}

/** app_meta's key: the scheduled publications up to this time (ms) are announced to IndexNow. */
const ANNOUNCED_UNTIL = 'indexnow_publications_until';

/**
 * Queues for IndexNow the articles that became public by their time coming, since the last look
 * of any node (the mark in app_meta, moved forward in this same transaction: a second node finds
 * nothing left) up to `now`; with the blog's list. An article written after its publication time
 * was announced by that write (`updatedAt` ≥ `publishAt`) and is left out. The first look only
 * sets the mark. Nothing without INDEXNOW_KEY.
 */
async function announceDuePublications(tx: DB, config: IndexNowConfig, now: Date = new Date()): Promise<void> {
  if (!config.INDEXNOW_KEY) return;
  const [mark] = await tx.all<{ value: string }>(sql`SELECT value FROM app_meta WHERE key = ${ANNOUNCED_UNTIL}`);
  if (mark && Number(mark.value) < now.getTime()) {
    const due = await tx
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(
        and(
          eq(blogPosts.published, true),
          gt(blogPosts.publishAt, new Date(Number(mark.value))),
          lte(blogPosts.publishAt, now),
          lt(blogPosts.updatedAt, blogPosts.publishAt),
        ),
      );
    if (due.length > 0) await queueIndexNow(tx, config, [...due.map((post) => articlePath(post.slug)), BLOG_LIST_PATH], now);
  }
  await tx.run(sql`INSERT INTO app_meta (key, value) VALUES (${ANNOUNCED_UNTIL}, ${String(now.getTime())})
    ON CONFLICT(key) DO UPDATE SET value = CAST(max(CAST(value AS INTEGER), CAST(excluded.value AS INTEGER)) AS TEXT)`);
}

/**
 * Starts this process's timer for `db` (at app start); returns its stop function. With
 * `indexNow`, the publications that came due while no node ran are announced at once.
 */
export function startPublicationTimer(db: DB, onDue?: () => void, indexNow?: IndexNowConfig): () => void {
  const scheduler: Scheduler = { timer: undefined, onDue, indexNow, generation: 0 };
  schedulers.set(db, scheduler);
  if (indexNow) {
    transaction(db, (tx) => announceDuePublications(tx, indexNow)).catch((error: unknown) =>
      processLog('publication').error({ err: error }, 'annonce IndexNow des publications échues'),
    );
  }
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
