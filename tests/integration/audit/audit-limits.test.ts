/**
 * What a hostile site can cost the server through the free SEO audit (src/shared/audit/cost-limits.ts),
 * against a fixture site on 127.0.0.1 (tests/helpers/hostile-site.ts): a page nested 400,000 deep
 * is refused in French at once, pages too complex to analyse are reported as such while the audit
 * goes on, the health check answers all along, and audits past the queue get a 429 with
 * Retry-After. The same checks against the production bundle (`node dist/server/index.js`, its
 * worker file dist/server/audit-worker.js), which then stops on SIGTERM.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_COST_LIMITS, AUDIT_COST_MESSAGES } from '#shared/audit/cost-limits';
import { HOSTILE_PATHS, healthWhile, startHostileSite, type HostileSite } from '../../helpers/hostile-site';
import { spawnServer, stopServer } from '../../helpers/process';
import { api, testDatabaseEnv, useTestServer } from '../../helpers/server';
import { until } from '../../helpers/until';

type AuditReply = { recommendations: string[]; pagesAnalyzed: number; reportUrl: string; error?: string };
type Report = { findings: { id: string; pages: string[]; details: string[] }[] };

const ENV = { OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true', RATE_LIMIT_FORMS_MAX: '1000' };
const DEEP_MESSAGE = AUDIT_COST_MESSAGES.firstPageTooComplex('depth');

let site: HostileSite;
beforeAll(async () => {
  site = await startHostileSite();
});
afterAll(async () => {
  await site?.close();
});

const audit = (base: string, page: string) => api<AuditReply>(base, 'POST', '/api/audit', { body: { websiteUrl: `${site.url}${page}`, specialization: 'Droit pénal' } });

/** The audit of the 400,000-deep page: 422 in French, /healthz answered all along. */
async function auditDeepPage(base: string, label: string) {
  const started = performance.now();
  const { result: res, statuses, slowestMs } = await healthWhile(base, audit(base, HOSTILE_PATHS.deep));
  const seconds = (performance.now() - started) / 1000;
  console.log(`[audit limits, ${label}] 400,000-deep page: ${res.status} in ${seconds.toFixed(2)} s; /healthz ${statuses.length}× during it, slowest ${slowestMs.toFixed(0)} ms`);
  expect(res.status).toBe(422);
  expect(res.body.error).toBe(DEEP_MESSAGE);
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.every((s) => s === 200)).toBe(true);
}

/** The home page's audit: the deep and the misnested pages reported too complex, the others analysed. */
async function auditHome(base: string, label: string) {
  const started = performance.now();
  const { result: res, statuses, slowestMs } = await healthWhile(base, audit(base, '/'));
  console.log(`[audit limits, ${label}] home page and its links: ${res.status} ${res.body.error ?? ''}, ${res.body.pagesAnalyzed} pages in ${((performance.now() - started) / 1000).toFixed(2)} s; /healthz ${statuses.length}×, slowest ${slowestMs.toFixed(0)} ms`);
  expect(res.status).toBe(200);
  expect(statuses.every((s) => s === 200)).toBe(true);
  const report = await api<Report>(base, 'GET', `/api/audit/${res.body.reportUrl.slice('/audit/'.length)}`);
  const tooComplex = report.body.findings.find((f) => f.id === 'too-complex')?.details ?? [];
  console.log(`[audit limits, ${label}] too complex: ${tooComplex.join('; ')}`);
  expect(tooComplex).toEqual(
    expect.arrayContaining([
      `${site.url}${HOSTILE_PATHS.misnested} — analyse de plus de 2 secondes`,
      `${site.url}${HOSTILE_PATHS.deep} — éléments HTML imbriqués sur plus de ${AUDIT_COST_LIMITS.maxDepth} niveaux`,
    ]),
  );
  expect(res.body.recommendations).toContainEqual(expect.stringMatching(/^Simplifiez le code HTML de \d pages trop complexes pour être analysées \(/));
  // 10 pages read in all (the page limit): the home page, the heavy one (its first megabyte), small
  // ones, and those too complex (on a loaded machine a normal page may overrun its 2 s too).
  expect(res.body.pagesAnalyzed + tooComplex.length).toBe(10);
}

describe('the audit of a hostile site (app in this process, analysis worker from the sources)', () => {
  const s = useTestServer(ENV);

  it('refuses a page nested 400,000 deep with a French 422, the health check answering meanwhile', () => auditDeepPage(s.url, 'sources'), 30_000);

  it('reports the pages too complex to analyse and goes on with the others', () => auditHome(s.url, 'sources'), 40_000);

  it('answers 429 with Retry-After past the audits running and waiting, then serves the others', async () => {
    const { concurrentAudits, queuedAudits } = AUDIT_COST_LIMITS;
    const started = Array.from({ length: concurrentAudits + queuedAudits }, () => audit(s.url, HOSTILE_PATHS.held));
    await until(() => site.held() === concurrentAudits, 'the running audits waiting on the site');
    const refused = await audit(s.url, HOSTILE_PATHS.held);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(AUDIT_COST_MESSAGES.busy);
    expect(refused.headers.get('retry-after')).toBe(String(AUDIT_COST_LIMITS.queueWaitMs / 1000));
    site.release();
    const replies = await Promise.all(started);
    expect(replies.map((r) => r.status)).toEqual(started.map(() => 200));
  }, 40_000);
});

describe('the audit of a hostile site against the production bundle', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'avocat-visible-audit-limits-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('runs the analysis in dist/server/audit-worker.js within the same limits, and stops on SIGTERM', async () => {
    const server = await spawnServer({ ...testDatabaseEnv(path.join(dir, 'app.sqlite')), UPLOADS_DIR: path.join(dir, 'uploads'), ...ENV });
    try {
      await auditDeepPage(server.url, 'bundle');
      await auditHome(server.url, 'bundle');
    } finally {
      const stopping = performance.now();
      await stopServer(server, 'SIGTERM');
      console.log(`[audit limits, bundle] stopped ${Math.round(performance.now() - stopping)} ms after SIGTERM (exit ${server.child.exitCode ?? server.child.signalCode})`);
    }
    expect(server.child.exitCode).toBe(0);
  }, 90_000);
});
