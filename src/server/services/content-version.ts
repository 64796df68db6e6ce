/**
 * The version of what public pages show from the database (articles, categories, scheduled
 * publications). Bumped in the same transaction as every change; each node's page cache compares it.
 */
import { sql } from 'drizzle-orm';
import type { DB } from '../db';

/** Call inside the transaction that changes content (synchronous on better-sqlite3). */
export function bumpContentVersion(db: Pick<DB, 'run'>): void {
  db.run(sql`INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
    ON CONFLICT(key) DO UPDATE SET value = CAST(CAST(value AS INTEGER) + 1 AS TEXT)`);
}
