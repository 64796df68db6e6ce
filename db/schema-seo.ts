/**
 * Addresses are forever: redirect rules (automatic when an article or a category changes its slug
 * or an article is deleted, manual from « Redirections »), the daily count of addresses that
 * answered 404, and the addresses waiting to be announced to search engines by IndexNow.
 */
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';

/** One rule: `from` (a path of this site) answers `status` with `Location: to` (none for 410). */
export const redirects = sqliteTable(
  'redirects',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The path it answers, as a visitor asks for it: `/blog/ancien-slug` (no query string, no trailing slash). */
    fromPath: text('from_path').notNull().unique(),
    /** A path of this site or an absolute https:// address; null for 410 (gone). */
    toTarget: text('to_target'),
    /** 301, 302, 308 or 410. */
    status: integer('status').notNull(),
    /** 'auto' (a renamed slug, a deleted article) or 'manual' (staff). */
    source: text('source').$type<'auto' | 'manual'>().notNull(),
    hits: integer('hits').notNull().default(0),
    lastHitAt: integer('last_hit_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('redirects_to_idx').on(t.toTarget)],
);

/**
 * Addresses that answered 404, counted per UTC day (at most 1,000 paths a day, 200 characters
 * each): no IP, user agent or cookie. Declared crawlers count in `botHits`.
 */
export const notFoundHits = sqliteTable(
  'not_found_hits',
  {
    day: text('day').notNull(),
    path: text('path').notNull(),
    hits: integer('hits').notNull().default(0),
    botHits: integer('bot_hits').notNull().default(0),
    lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);

/** Where the 404s came from (the Referer's origin and path, at most 10 per path and day). */
export const notFoundReferrers = sqliteTable(
  'not_found_referrers',
  {
    day: text('day').notNull(),
    path: text('path').notNull(),
    referrer: text('referrer').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.referrer] })],
);

/** Absolute URLs changed since the last IndexNow POST; the outbox's batch takes them all at once. */
export const indexNowPending = sqliteTable('indexnow_pending', {
  url: text('url').primaryKey(),
  queuedAt: integer('queued_at', { mode: 'timestamp_ms' }).notNull(),
});
