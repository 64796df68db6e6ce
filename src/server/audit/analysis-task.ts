/**
 * The work an analysis worker does (analysis-worker.ts runs it, analysis-pool.ts sends it): a
 * fetched page read and scored, or a sitemap's addresses, each after the nesting check. Only
 * plain data crosses the thread boundary.
 */
import { load } from 'cheerio';
import type { AuditSpecialization } from '#shared/practice/areas';
import { scoreAudit, type AuditFinding, type AuditScores } from '#shared/audit/page-rules';
import { analyzePageFully, type PageExtras } from './analyze';
import type { FetchedPage } from './fetch-page';
import { nestsDeeperThan } from './nesting';

type PageToAnalyse = Omit<FetchedPage, 'finalUrl' | 'body'> & { finalUrl: string; body: Uint8Array };

export type AnalysisRequest =
  | { kind: 'page'; page: PageToAnalyse; specialization: AuditSpecialization; maxDepth: number; maxBytes: number }
  | { kind: 'sitemap'; xml: string; maxDepth: number };

type AnalysedPage = { kind: 'page'; scores: AuditScores & { findings: AuditFinding[] }; extras: PageExtras };

export type AnalysisResult = AnalysedPage | { kind: 'sitemap'; locs: string[] } | { kind: 'too-deep' };

export function runAnalysis(request: AnalysisRequest): AnalysisResult {
  if (request.kind === 'sitemap') {
    if (nestsDeeperThan(request.xml, request.maxDepth, true)) return { kind: 'too-deep' };
    const $ = load(request.xml, { xml: true });
    const locs = $('url > loc, sitemap > loc')
      .toArray()
      .map((el) => $(el).text().trim())
      .filter(Boolean);
    return { kind: 'sitemap', locs };
  }
  const { page } = request;
  // Only the first `maxBytes` are read (the page's weight counts every byte fetched).
  const body = Buffer.from(page.body.buffer, page.body.byteOffset, Math.min(page.body.byteLength, request.maxBytes));
  if (nestsDeeperThan(body, request.maxDepth)) return { kind: 'too-deep' };
  const { facts, extras } = analyzePageFully({ ...page, body, finalUrl: new URL(page.finalUrl) });
  return { kind: 'page', scores: scoreAudit(facts, request.specialization), extras };
}
