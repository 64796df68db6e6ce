/**
 * The one place that opens the database, on one of two drivers behind one async handle:
 * - `DATABASE_URL` unset → better-sqlite3 on `DATABASE_PATH` (the embedded default);
 * - `DATABASE_URL` = `file:…`, `libsql://…`, `http(s)://…` or `ws(s)://…` → @libsql/client
 *   through drizzle's libsql driver (`DATABASE_AUTH_TOKEN` for a libSQL server or Turso).
 * Both run the same sqlite-core schema and migrations. Everything else receives `db`, awaits its
 * queries and writes several rows at once with `transaction(db, async (tx) => …)`; no other
 * module touches a driver.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { createClient, type Client, type InArgs, type InStatement, type Transaction } from '@libsql/client';
import { drizzle as drizzleEmbedded } from 'drizzle-orm/better-sqlite3';
import { migrate as migrateEmbedded } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle as drizzleLibsql } from 'drizzle-orm/libsql';
import { migrate as migrateLibsql } from 'drizzle-orm/libsql/migrator';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import * as schema from '#db/schema';
import { MIGRATIONS_DIR } from './paths';
import { Mutex, writesWaitForTransactions } from './db-turns';

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
/**
 * The handles of open transactions: `transaction(tx, …)` inside one joins it. (Not AsyncLocalStorage:
 * it switches Node's async hooks on for every promise of the process, which halved the lead rate.)
 */
const openTransactions = new WeakSet<DB>();

/**
 * Runs `work` in one transaction: every statement it makes through `tx` commits together or not at
 * all. Keep the work to database statements (no network call inside): other writes of this process
 * wait for the commit. Called with the `tx` of an open transaction, it joins it.
 */
export function transaction<T>(db: DB, work: Work<T>): Promise<T> {
  if (openTransactions.has(db)) return work(db);
  const run = runners.get(db);
  if (!run) throw new Error('transaction: not a database handle of openDatabase');
  return run(work);
}

/** Rows a write changed, on either driver (`changes` of better-sqlite3, `rowsAffected` of libSQL). */
export function changesOf(result: unknown): number {
  const r = result as { changes?: number; rowsAffected?: number } | undefined;
  return Number(r?.changes ?? r?.rowsAffected ?? 0);
}

/** Runs `work` with `tx` marked as an open transaction (nested `transaction(tx, …)` calls join it). */
async function inside<T>(tx: DB, work: Work<T>): Promise<T> {
  openTransactions.add(tx);
  try {
    return await work(tx);
  } finally {
    openTransactions.delete(tx);
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
  cacheStatements(sqlite);
  const embedded = drizzleEmbedded(sqlite, { schema });
  retryWhileOthersMigrate(() => migrateEmbedded(embedded, { migrationsFolder: MIGRATIONS_DIR }));
  // better-sqlite3 answers synchronously: awaiting its queries is awaiting values, so the same
  // service code runs on it as on libSQL.
  const db = embedded as unknown as DB;
  // The handle a transaction's work gets: the same connection under another drizzle object, so that
  // only calls given it join the open transaction.
  const txHandle = drizzleEmbedded(sqlite, { schema }) as unknown as DB;
  // One connection: a transaction is BEGIN IMMEDIATE … COMMIT on it, one at a time, and a write
  // through `db` meanwhile waits for its end (never lands in it: db-turns.ts).
  const mutex = new Mutex();
  writesWaitForTransactions(embedded, mutex);
  runners.set(db, async (work) => {
    const release = await mutex.acquire();
    try {
      sqlite.prepare('BEGIN IMMEDIATE').run();
      try {
        const result = await inside(txHandle, work);
        sqlite.prepare('COMMIT').run();
        return result;
      } catch (error) {
        if (sqlite.inTransaction) sqlite.prepare('ROLLBACK').run();
        throw error;
      }
    } finally {
      release();
    }
  });
  return { db, driver: 'better-sqlite3', file: file === ':memory:' ? null : file, close: async () => void sqlite.close() };
}

/**
 * better-sqlite3 compiles a statement on every `prepare`, and drizzle prepares each query it runs:
 * compiling was the largest cost of a lead's request. Statements are kept by their SQL text (a few
 * hundred distinct ones; the cache starts over past 500) and handed back in their default row mode.
 */
function cacheStatements(sqlite: Database.Database): void {
  const compile = sqlite.prepare.bind(sqlite);
  const statements = new Map<string, Database.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      if (statements.size >= 500) statements.clear();
      statements.set(source, (statement = compile(source)));
    } else if (statement.reader) {
      statement.raw(false);
    }
    return statement;
  }) as Database.Database['prepare'];
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
    (db as unknown as { transaction: (fn: Work<unknown>) => Promise<unknown> }).transaction((tx) => inside(tx, work)) as Promise<never>,
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

const preparedQueries = new WeakMap<DB, Map<string, unknown>>();

/**
 * A query built and prepared once per handle (`build(handle).prepare()` with placeholders), for the
 * statements of every lead: building a drizzle query costs about what running it does. The embedded
 * driver's transactions always get the same `tx` handle, so its queries are built once; a libSQL
 * transaction's `tx` is new each time and prepares afresh.
 */
export function preparedFor<T>(handle: DB, key: string, build: (handle: DB) => T): T {
  let queries = preparedQueries.get(handle);
  if (!queries) preparedQueries.set(handle, (queries = new Map()));
  let query = queries.get(key) as T | undefined;
  if (query === undefined) queries.set(key, (query = build(handle)));
  return query;
}
