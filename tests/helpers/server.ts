/**
 * Starts the real app (production bundles, real SQLite file in a temp dir) on an ephemeral
 * port of 127.0.0.1. One server, and one database file, per test file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SqliteFile as Database } from './sqlite';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type AppOptions, type CreatedApp } from '#server/app';
import { loadConfig, type AppConfig } from '#server/platform/env';
import { createHttpServer } from '#server/platform/http/server';
import { openDatabase } from '#server/platform/db';
import { seed } from '#db/seed';

export type TestServer = {
  url: string;
  /** The app itself (its logger, metrics, `stopAccepting`…). */
  app: CreatedApp;
  config: AppConfig;
  deps: CreatedApp['deps'];
  /** The page cache (`clear()` to have the next request render again). */
  htmlCache: CreatedApp['htmlCache'];
  dbFile: string;
  /** Read-only SQL on the same file, to assert stored rows. */
  query: <T = Record<string, unknown>>(sql: string, ...params: unknown[]) => T[];
  close: () => Promise<void>;
};

/**
 * The database settings of an app under test on `dbFile`: better-sqlite3 (DATABASE_PATH), or
 * @libsql/client on the same file (DATABASE_URL=file:…) in the `integration-libsql` project.
 */
export function testDatabaseEnv(dbFile: string): Record<string, string> {
  return process.env.TEST_DATABASE_DRIVER === 'libsql' ? { DATABASE_PATH: dbFile, DATABASE_URL: `file:${dbFile}` } : { DATABASE_PATH: dbFile };
}

let template: Promise<string> | undefined;

/**
 * A migrated and seeded database, made once per test process: every app under test starts from a
 * copy of it rather than running the migrations and the seed again (its start still checks both,
 * and finds nothing to do). Written by better-sqlite3 and closed (no `-wal` left), so either
 * driver opens the copy.
 */
function templateDatabase(): Promise<string> {
  template ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'avocat-visible-template-'));
    const file = path.join(dir, 'template.sqlite');
    const handle = await openDatabase(file);
    await seed(handle.db);
    await handle.close();
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    return file;
  })();
  return template;
}

export async function startServer(env: Record<string, string> = {}, options: AppOptions = {}): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'avocat-visible-'));
  const dbFile = path.join(dir, 'app.sqlite');
  fs.copyFileSync(await templateDatabase(), dbFile);
  const config = loadConfig({
    NODE_ENV: 'production',
    ...testDatabaseEnv(dbFile),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    SITE_URL: 'https://www.avocat-visible.test',
    // One line per request, and the errors tests provoke on purpose, would bury the test report
    // (TEST_LOG_LEVEL=warn shows them).
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    // The agency's reminder of an unanswered lead (due hours later) is off unless a test turns it on.
    LEAD_REMINDER_MINUTES: '0',
    ...env,
  });
  const created = await createApp(config, 'production', options);
  const server = createHttpServer(created.app, { slowestHandlerSeconds: config.OPENAI_TIMEOUT_SECONDS });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const reader = new Database(config.databaseFile, { readonly: true, fileMustExist: true });
  return {
    url: `http://127.0.0.1:${port}`,
    app: created,
    config,
    deps: created.deps,
    htmlCache: created.htmlCache,
    dbFile,
    query: <T,>(sql: string, ...params: unknown[]) => reader.prepare(sql).all(...params) as T[],
    close: async () => {
      reader.close();
      // Connections a test left open (a body it did not read) would hold close() for the keep-alive time.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await created.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** JSON request helper for the REST facade. */
export async function api<T = unknown>(
  base: string,
  method: string,
  pathname: string,
  opts: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await fetch(base + pathname, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
}

/**
 * One server for the enclosing `describe`: started before its tests, closed after them.
 * The returned object forwards to the running server, so tests read `s.url`, `s.query(...)`.
 */
export function useTestServer(env: Record<string, string> = {}, options: AppOptions = {}): TestServer {
  let current: TestServer | undefined;
  beforeAll(async () => {
    current = await startServer(env, options);
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as TestServer, {
    get: (_target, key) => {
      if (!current) throw new Error('useTestServer: the server is not started yet (use it inside a test)');
      return current[key as keyof TestServer];
    },
  });
}

/** The first back-office account of a test (registration is open until one exists). */
export const FIRST_ADMIN = { username: 'admin', email: 'admin@avocat-visible.test', password: 'mot-de-passe-admin' };

/** Registers an admin through the REST facade and returns its session token (fails loudly otherwise). */
export async function registerAdmin(base: string, user: { username: string; email: string; password: string } = FIRST_ADMIN): Promise<string> {
  const res = await api<{ token?: string; error?: string }>(base, 'POST', '/api/admin/register', { body: user });
  if (res.status !== 201 || !res.body.token) throw new Error(`registerAdmin: ${res.status} ${res.body.error ?? ''}`);
  return res.body.token;
}
