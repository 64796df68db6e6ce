/**
 * The one place that opens the database, on one of two drivers behind one async handle:
 * - `DATABASE_URL` unset → better-sqlite3 on `DATABASE_PATH` (the embedded default);
 * - `DATABASE_URL` = `file:…`, `libsql://…`, `http(s)://…` or `ws(s)://…` → @libsql/client
 *   through drizzle's libsql driver (`DATABASE_AUTH_TOKEN` for a libSQL server or Turso).
 * Both run the same sqlite-core schema and migrations. Everything else receives `db`, awaits its
 * queries and writes several rows at once with `transaction(db, async (tx) => …)`; no other
 * module touches a driver.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createClient, type Client, type InArgs, type InStatement, type Transaction } from '@libsql/client';
import { drizzle as drizzleEmbedded } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateEmbedded } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzleLibsql } from 'drizzle-orm/libsql';
import { migrate as migrateLibsql } from 'drizzle-orm/libsql/migrator';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import * as schema from '../../db/schema';
import { MIGRATIONS_DIR } from './paths';

/** The database as every service sees it: sqlite-core queries, awaited (whichever the driver). */
export type DB = BaseSQLiteDatabase<'async', unknown, typeof schema>;

type DatabaseDriver = 'better-sqlite3' | 'libsql';

export type DatabaseOptions = {
  /** `DATABASE_URL`: unset for the embedded driver. */
  url?: string;
  /** `DATABASE_PATH` resolved: the embedded driver's file (or `:memory:`). */
  file: string;
  /** `DATABASE_AUTH_TOKEN` of a libSQL server. */
  authToken?: string;
};

export type DatabaseHandle = {
  db: DB;
  driver: DatabaseDriver;
  /** The SQLite file on this machine (embedded driver, or libSQL `file:` URL): what a backup copies. */
  file: string | null;
  close: () => Promise<void>;
};

type Work<T> = (tx: DB) => Promise<T>;
type TransactionRunner = <T>(work: Work<T>) => Promise<T>;

const runners = new WeakMap<DB, TransactionRunner>();
/** The transaction the current async call chain is inside, per handle (nested calls join it). */
const current = new AsyncLocalStorage<{ db: DB; tx: DB; open: boolean }>();

/**
 * Runs `work` in one transaction: every statement it makes through `tx` commits together or not at
 * all. Keep the work to database statements (no network call inside): other writes of this process
 * wait for the commit. A call made inside another transaction of the same handle joins it.
 */
export function transaction<T>(db: DB, work: Work<T>): Promise<T> {
  const open = current.getStore();
  if (open?.open && (open.db === db || open.tx === db)) return work(open.tx);
  const run = runners.get(db);
  if (!run) throw new Error('transaction: not a database handle of openDatabase');
  return run(work);
}

/** Rows a write changed, on either driver (`changes` of better-sqlite3, `rowsAffected` of libSQL). */
export function changesOf(result: unknown): number {
  const r = result as { changes?: number; rowsAffected?: number } | undefined;
  return Number(r?.changes ?? r?.rowsAffected ?? 0);
}

/** Runs `work` marked as inside the transaction `tx` of `db` (timers it starts outlive the mark). */
async function inside<T>(db: DB, tx: DB, work: Work<T>): Promise<T> {
  const mark = { db, tx, open: true };
  try {
    return await current.run(mark, () => work(tx));
  } finally {
    mark.open = false;
  }
}

/** One at a time, in call order. */
class Mutex {
  private tail: Promise<void> = Promise.resolve();
  acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const ready = this.tail.then(() => release);
    this.tail = this.tail.then(() => held);
    return ready;
  }
}

export async function openDatabase(options: DatabaseOptions | string): Promise<DatabaseHandle> {
  const { url, file, authToken } = typeof options === 'string' ? { file: options, url: undefined, authToken: undefined } : options;
  return url ? openLibsql(url, authToken) : openEmbedded(file);
}

function openEmbedded(file: string): DatabaseHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const embedded = drizzleEmbedded(sqlite, { schema });
  retryWhileOthersMigrate(() => migrateEmbedded(embedded, { migrationsFolder: MIGRATIONS_DIR }));
  // better-sqlite3 answers synchronously: awaiting its queries is awaiting values, so the same
  // service code runs on it as on libSQL.
  const db = embedded as unknown as DB;
  // One connection: a transaction is BEGIN IMMEDIATE … COMMIT on it, one at a time.
  const mutex = new Mutex();
  runners.set(db, async (work) => {
    const release = await mutex.acquire();
    try {
      sqlite.exec('BEGIN IMMEDIATE');
      try {
        const result = await inside(db, db, work);
        sqlite.exec('COMMIT');
        return result;
      } catch (error) {
        if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
        throw error;
      }
    } finally {
      release();
    }
  });
  return { db, driver: 'better-sqlite3', file: file === ':memory:' ? null : file, close: async () => void sqlite.close() };
}

async function openLibsql(url: string, authToken: string | undefined): Promise<DatabaseHandle> {
  const local = url.startsWith('file:');
  const filePath = local ? decodeURIComponent(url.slice('file:'.length).replace(/^\/\/(?=\/)/, '').split('?')[0]!) : null;
  if (filePath && filePath !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(filePath)), { recursive: true });
  const raw = createClient({ url, authToken, timeout: 5000 });
  if (local) {
    await raw.execute('PRAGMA journal_mode = WAL');
    await raw.execute('PRAGMA synchronous = NORMAL');
  }
  const mutex = new Mutex();
  const client = writesOneAtATime(raw, mutex);
  const db = drizzleLibsql(client, { schema }) as unknown as DB;
  await retryWhileOthersMigrateAsync(() => migrateLibsql(drizzleLibsql(raw, { schema }), { migrationsFolder: MIGRATIONS_DIR }));
  runners.set(db, (work) =>
    (db as unknown as { transaction: (fn: Work<unknown>) => Promise<unknown> }).transaction((tx) => inside(db, tx, work)) as Promise<never>,
  );
  return {
    db,
    driver: 'libsql',
    file: filePath && filePath !== ':memory:' ? path.resolve(filePath) : null,
    close: async () => raw.close(),
  };
}

const isRead = (statement: InStatement) => /^\s*select\b/i.test(typeof statement === 'string' ? statement : statement.sql);

/**
 * The libSQL client with this process's writes one at a time: a transaction holds the turn until
 * it commits, a write outside it waits for its turn. A local file's client answers synchronously,
 * so a write that met another connection's open transaction would block the event loop that the
 * transaction needs to finish; waiting here instead costs nothing (SQLite has one writer anyway).
 * Reads never wait.
 */
function writesOneAtATime(client: Client, mutex: Mutex): Client {
  const turn = async <T>(fn: () => Promise<T>): Promise<T> => {
    if (current.getStore()?.open) throw new Error('write through `db` inside a transaction: use its `tx`');
    const release = await mutex.acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  };
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'execute')
        return (statement: InStatement, args?: InArgs) => {
          const run = () => (args === undefined ? target.execute(statement) : target.execute(statement as string, args));
          return isRead(statement) ? run() : turn(run);
        };
      if (property === 'batch') return (...args: Parameters<Client['batch']>) => turn(() => target.batch(...args));
      if (property === 'transaction')
        return async (...args: Parameters<Client['transaction']>): Promise<Transaction> => {
          const release = await mutex.acquire();
          let tx: Transaction;
          try {
            tx = await target.transaction(...args);
          } catch (error) {
            release();
            throw error;
          }
          let done = false;
          const settle = <R>(result: Promise<R> | R) => {
            if (!done) {
              done = true;
              release();
            }
            return result;
          };
          return new Proxy(tx, {
            get(t, p) {
              if (p === 'commit' || p === 'rollback')
                return async () => {
                  try {
                    return await t[p]();
                  } finally {
                    settle(undefined);
                  }
                };
              if (p === 'close') return () => settle(t.close());
              const value = Reflect.get(t, p, t);
              return typeof value === 'function' ? value.bind(t) : value;
            },
          });
        };
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Applies pending migrations when several app processes start at once on the same database: each
 * runs drizzle's migrator in its own transaction, and the one that loses the race fails on a
 * table the other has just created. It then reads the journal again and finds nothing to do.
 */
function retryWhileOthersMigrate(migrate: () => void, attempts = 5): void {
  for (let attempt = 1; ; attempt++) {
    try {
      migrate();
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50 * attempt);
    }
  }
}

async function retryWhileOthersMigrateAsync(migrate: () => Promise<void>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await migrate();
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

/** The database settings of the configuration (`DATABASE_URL`, `DATABASE_PATH`, `DATABASE_AUTH_TOKEN`). */
export function databaseOptions(config: { DATABASE_URL?: string; DATABASE_AUTH_TOKEN?: string; databaseFile: string }): DatabaseOptions {
  return { url: config.DATABASE_URL, file: config.databaseFile, authToken: config.DATABASE_AUTH_TOKEN };
}
