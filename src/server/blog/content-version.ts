/**
 * The version of what public pages show from the database (articles, categories, scheduled
 * publications). Bumped in the same transaction as every change; each node's page cache compares it.
 */
import { sql } from 'drizzle-orm';
import type { DB } from '../platform/db';

/** Call inside the transaction that changes content, with its `tx`. */
export async function bumpContentVersion(tx: DB): Promise<void> {
  await tx.run(sql`INSERT INTO app_meta (key, value) VALUES ('content_version', '1')
    ON CONFLICT(key) DO UPDATE SET value = CAST(CAST(value AS INTEGER) + 1 AS TEXT)`);
}

/**
 * Reads the stored content version: a one-row read on the primary key (about a microsecond on the
 * embedded driver). It reads the row itself rather than `PRAGMA data_version`, which only reports
 * commits of *other* connections: this process's own publications must show on its next request.
 * Every node on the database sees a bump as soon as it is committed. 0 until the first bump.
 */
export function contentVersionReader(db: DB): () => Promise<number> {
  return async () => {
    // `all`, not `get`: drizzle's libSQL driver cannot map a `get` that finds no row.
    const [row] = await db.all<{ value: string }>(sql`SELECT value FROM app_meta WHERE key = 'content_version'`);
    return Number(row?.value ?? 0);
  };
}
