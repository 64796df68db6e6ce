/**
 * SEO audit engine (DESIGN.md "SEO audit", issue 19): crawl the site (crawl.ts: up to 10 pages,
 * robots.txt, sitemap.xml; the address guard of every outbound request is src/server/http/outbound.ts),
 * read each page with cheerio (analyze.ts), score the pages and the site with the shared rules (src/shared/audit/page-rules.ts,
 * src/shared/audit/site.ts) and store the request with its report under a random token.
 */
import { randomBytes } from 'node:crypto';
import { DomainError } from '../platform/errors';
import { auditRequests } from '#db/schema';
import { AUDIT_TOKEN_BYTES } from '#shared/audit/report';
import { scoreSite } from '#shared/audit/site';
import type { AuditInput, AuditResult } from '#shared/tools/schemas';
import type { Deps } from '../platform/deps';
import { AUDIT_COST_LIMITS, AUDIT_COST_MESSAGES } from '#shared/audit/cost-limits';
import { AnalysisPool } from './analysis-pool';
import { CRAWL_LIMITS, crawlSite, type AnalysisLimits } from './crawl';
import { AuditFetchError, type FetchOptions } from './fetch-page';
import { AuditGate, GateBusyError } from './gate';

/** Limits of one audit fetch. */
const AUDIT_FETCH_LIMITS = {
  timeoutMs: 8000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
} as const;

function auditUserAgent(siteUrl: string): string {
  return `Mozilla/5.0 (compatible; AvocatVisibleAudit/1.0; +${siteUrl})`;
}

/** The process's analysis workers and audit gate (created on the first audit). */
let shared: { pool: AnalysisPool; gate: AuditGate } | null = null;

function auditRuntime(config: Deps['config']) {
  shared ??= {
    pool: new AnalysisPool({
      workers: AUDIT_COST_LIMITS.analysisWorkers,
      budgetMs: AUDIT_COST_LIMITS.pageAnalysisMs,
      heapMb: AUDIT_COST_LIMITS.workerHeapMb,
      // A server in production mode runs the production bundle's worker.
      built: config.NODE_ENV === 'production',
    }),
    gate: new AuditGate({ concurrent: AUDIT_COST_LIMITS.concurrentAudits, queued: AUDIT_COST_LIMITS.queuedAudits, waitMs: AUDIT_COST_LIMITS.queueWaitMs }),
  };
  return shared;
}

/** Stops the analysis workers (at shutdown; the next audit starts new ones). */
export async function closeAuditWorkers(): Promise<void> {
  const pool = shared?.pool;
  shared = null;
  await pool?.close();
}

/** What is stored in `audit_requests.results`: the site audit, where the crawl ended, and how long it took. */
export type StoredAudit = ReturnType<typeof scoreSite> & { finalUrl: string; status: number; durationMs: number };

type AuditLimits = typeof CRAWL_LIMITS & Omit<AnalysisLimits, 'pool'>;

export async function runAudit(
  deps: Pick<Deps, 'db' | 'config'>,
  input: AuditInput,
  overrides: Partial<FetchOptions> = {},
  limits: Partial<AuditLimits> = {},
): Promise<AuditResult> {
  const { pool, gate } = auditRuntime(deps.config);
  const { maxDepth, pageAnalysisMs, analysisBytes, auditBytes } = AUDIT_COST_LIMITS;
  let crawl;
  try {
    crawl = await gate.run(() =>
      crawlSite(
        new URL(input.websiteUrl),
        input.specialization,
        {
          allowPrivateHosts: deps.config.OUTBOUND_ALLOW_PRIVATE_HOSTS,
          userAgent: auditUserAgent(deps.config.SITE_URL),
          ...AUDIT_FETCH_LIMITS,
          ...overrides,
        },
        { ...CRAWL_LIMITS, ...limits },
        { pool, maxDepth, pageAnalysisMs, analysisBytes, auditBytes, ...limits },
      ),
    );
  } catch (err) {
    if (err instanceof AuditFetchError) {
      throw new DomainError(err.kind === 'refused' ? 'invalid' : 'unprocessable', err.message);
    }
    if (err instanceof GateBusyError) {
      throw new DomainError('rate-limited', AUDIT_COST_MESSAGES.busy, err.retryAfterSeconds);
    }
    throw err;
  }
  const audit = scoreSite(crawl.site);
  const token = randomBytes(AUDIT_TOKEN_BYTES).toString('base64url');
  const stored: StoredAudit = { ...audit, finalUrl: crawl.firstPage.finalUrl.href, status: crawl.firstPage.status, durationMs: crawl.durationMs };
  await deps.db.insert(auditRequests).values({ websiteUrl: input.websiteUrl, specialization: input.specialization, results: stored, token });
  return {
    overallScore: audit.overallScore,
    technicalScore: audit.technicalScore,
    contentScore: audit.contentScore,
    localSeoScore: audit.localSeoScore,
    recommendations: audit.recommendations,
    pagesAnalyzed: audit.pagesAnalyzed,
    reportUrl: `/audit/${token}`,
  };
}
