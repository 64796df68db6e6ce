/**
 * `GET /readyz`: may this process take traffic? 200 `{ status: 'ok', checks }` when the database
 * answers and every migration of `db/migrations` is applied; 503 otherwise, and from the moment the
 * process begins to stop (the balancer stops sending it requests while it finishes those in
 * flight). `/healthz` stays the liveness check: the process is up.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { sql } from 'drizzle-orm';
import type { DB } from './db';
import { MIGRATIONS_DIR } from './paths';

type Check = 'ok' | 'error';
type Readiness = {
  status: 'ok' | 'unavailable' | 'stopping';
  checks: { database: Check; migrations: Check | 'pending'; outbox: { status: Check; pending: number | null; oldestPendingSeconds: number | null } };
};

const journalEntries = (): number =>
  (JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

async function readiness(db: DB, stopping: boolean): Promise<Readiness> {
  const checks: Readiness['checks'] = { database: 'error', migrations: 'error', outbox: { status: 'error', pending: null, oldestPendingSeconds: null } };
  try {
    await db.all(sql`SELECT 1`);
    checks.database = 'ok';
    const [applied] = await db.all<{ n: number }>(sql`SELECT count(*) AS n FROM __drizzle_migrations`);
    checks.migrations = Number(applied?.n ?? 0) >= journalEntries() ? 'ok' : 'pending';
    const [outbox] = await db.all<{ n: number; oldest: number | null }>(
      sql`SELECT count(*) AS n, min(created_at) AS oldest FROM outbox WHERE status = 'pending'`,
    );
    checks.outbox = {
      status: 'ok',
      pending: Number(outbox?.n ?? 0),
      oldestPendingSeconds: outbox?.oldest ? Math.max(0, Math.round((Date.now() - Number(outbox.oldest)) / 1000)) : null,
    };
  } catch {
    // A check that could not run stays 'error'.
  }
  const ready = checks.database === 'ok' && checks.migrations === 'ok';
  return { status: stopping ? 'stopping' : ready ? 'ok' : 'unavailable', checks };
}

export function readinessRoute(db: DB, isStopping: () => boolean): RequestHandler {
  return async (_req, res) => {
    res.locals.route = '/readyz';
    const result = await readiness(db, isStopping());
    res.setHeader('Cache-Control', 'no-store');
    res.status(result.status === 'ok' ? 200 : 503).json(result);
  };
}
