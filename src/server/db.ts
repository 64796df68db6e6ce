/**
 * The one place that opens SQLite. Everything else receives the `db` handle and awaits its
 * queries, so the same code can later run on libSQL through drizzle's libsql driver.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from '../../db/schema';
import { MIGRATIONS_DIR } from './paths';

export type DB = BetterSQLite3Database<typeof schema>;

const transactions = new WeakMap<DB, <T>(work: () => T) => T>();

/**
 * Runs `work` in one SQLite transaction on `db`'s connection (better-sqlite3's own transaction
 * function, made once per connection): for the hottest write, a lead and its outbox rows,
 * whose statements are prepared on the same connection. Elsewhere `db.transaction` does the same.
 */
export function inTransaction<T>(db: DB, work: () => T): T {
  let run = transactions.get(db);
  if (!run) {
    const client = (db as DB & { $client?: Database.Database }).$client;
    if (!client) throw new Error('inTransaction: not a database handle of openDatabase');
    const wrapped = client.transaction((fn: () => unknown) => fn());
    run = <R,>(fn: () => R) => wrapped(fn) as R;
    transactions.set(db, run);
  }
  return run(work);
}

/** The better-sqlite3 connection under a handle of `openDatabase` (hot prepared statements). */
export function connectionOf(db: DB): Database.Database {
  const client = (db as DB & { $client?: Database.Database }).$client;
  if (!client) throw new Error('connectionOf: not a database handle of openDatabase');
  return client;
}

export type DatabaseHandle = {
  db: DB;
  /** The better-sqlite3 connection under `db` (online backup, rate-limiter store). */
  sqlite: Database.Database;
  close: () => void;
};

export function openDatabase(file: string): DatabaseHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = drizzle(sqlite, { schema });
  migrateWithOthers(db);
  return { db, sqlite, close: () => sqlite.close() };
}

/**
 * Applies pending migrations when several app processes start at once on the same file: each
 * runs drizzle's migrator in its own transaction, and the one that loses the race fails on a
 * table the other has just created. It then reads the journal again and finds nothing to do.
 */
function migrateWithOthers(db: DB, attempts = 5): void {
  for (let attempt = 1; ; attempt++) {
    try {
      migrate(db, { migrationsFolder: MIGRATIONS_DIR });
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50 * attempt);
    }
  }
}
