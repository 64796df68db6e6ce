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

/** The better-sqlite3 statement API the reader needs (a connection of `openDatabase`). */
type Sqlite = { prepare: (source: string) => { pluck: (toggle?: boolean) => { get: () => unknown } } };

/**
 * Reads the stored content version: one prepared one-row read on the primary key (about a
 * microsecond). It reads the row itself rather than `PRAGMA data_version`, which only reports
 * commits of *other* connections: this process's own publications, made on the same connection,
 * must show on its next request. Every process on the database file (several app nodes) sees a
 * bump as soon as it is committed. 0 until the first bump.
 */
export function contentVersionReader(sqlite: Sqlite): () => number {
  const statement = sqlite.prepare("SELECT value FROM app_meta WHERE key = 'content_version'").pluck();
  return () => Number(statement.get() ?? 0);
}
