/**
 * Prometheus metrics (prom-client), one registry per app: request latency by method, route
 * pattern and status class; the outbox's messages by status and the age of its oldest pending
 * one (read from the database when scraped, so every node reports the shared queue); leads stored
 * by kind; page-cache hits and misses; Node.js's default collectors. `GET /metrics` with
 * `Authorization: Bearer <METRICS_TOKEN>`; without the token configured, or without the right
 * bearer, the path answers 404 like any unknown path.
 */
import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DB } from './db';

export type Metrics = {
  registry: Registry;
  observeRequest: (method: string, route: string, status: number, seconds: number) => void;
  leadStored: (kind: string) => void;
  pageCache: (outcome: 'hit' | 'miss') => void;
};

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Node.js's default collectors, once per process (they start event-loop and GC monitors that never
 * stop: one set, however many apps a process creates — tests start dozens), merged into each
 * app's registry when scraped.
 */
let processRegistry: Registry | undefined;
function defaultMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function createMetrics(db: DB): Metrics {
  const registry = new Registry();
  defaultMetrics();
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Durée des requêtes HTTP, par méthode, motif de route et classe de statut',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const leads = new Counter({ name: 'leads_total', help: 'Prospects enregistrés, par type', labelNames: ['kind'], registers: [registry] });
  const cache = new Counter({ name: 'page_cache_requests_total', help: 'Pages servies par le cache de pages (hit) ou rendues (miss)', labelNames: ['outcome'], registers: [registry] });
  new Gauge({
    name: 'outbox_messages',
    help: "Messages de l'outbox (e-mails, webhooks), par statut",
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await db.all<{ status: string; n: number }>(sql`SELECT status, count(*) AS n FROM outbox GROUP BY status`);
      this.reset();
      for (const status of ['pending', 'sent', 'failed', 'skipped']) this.set({ status }, 0);
      for (const row of rows) this.set({ status: row.status }, Number(row.n));
    },
  });
  new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: "Âge du plus ancien message en attente de l'outbox (0 sans attente)",
    registers: [registry],
    async collect() {
      const [row] = await db.all<{ oldest: number | null }>(sql`SELECT min(created_at) AS oldest FROM outbox WHERE status = 'pending'`);
      this.set(row?.oldest ? Math.max(0, (Date.now() - Number(row.oldest)) / 1000) : 0);
    },
  });
  return {
    registry,
    observeRequest: (method, route, status, seconds) =>
      duration.observe({ method: METHODS.has(method) ? method : 'OTHER', route, status_class: `${Math.floor(status / 100)}xx` }, seconds),
    leadStored: (kind) => leads.inc({ kind }),
    pageCache: (outcome) => cache.inc({ outcome }),
  };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `GET /metrics` in Prometheus's text format, for the bearer of `token` only. */
export function metricsRoute(metrics: Metrics, token: string | undefined): RequestHandler {
  return async (req, res, next) => {
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!token || !sameToken(bearer, token)) {
      next();
      return;
    }
    res.locals.route = '/metrics';
    try {
      const merged = Registry.merge([defaultMetrics(), metrics.registry]);
      const body = await merged.metrics();
      res.setHeader('Cache-Control', 'no-store');
      res.type(merged.contentType).send(body);
    } catch (error) {
      next(error);
    }
  };
}
