/** The stored audit as a report: `/audit/{token}`, `GET /api/audit/{token}` and the PDF read it here. */
import { DomainError } from '../platform/errors';
import { eq } from 'drizzle-orm';
import { auditRequests } from '#db/schema';
import { AUDIT_REPORT_MESSAGES, type AuditReport } from '#shared/audit/report';
import { auditGuide } from '#shared/audit/guide';
import { retentionCutoff, retentionMonths } from '#shared/leads/retention';
import type { AuditSpecialization } from '#shared/practice/areas';
import type { DB } from '../platform/db';
import type { StoredAudit } from './index';

/** The audit of `token` with what each finding means for a law firm; null when unknown, purged or older than its retention. */
export async function findAuditReport(db: DB, token: string, now: Date = new Date()): Promise<(AuditReport & { id: number }) | null> {
  const row = await db.select().from(auditRequests).where(eq(auditRequests.token, token)).get();
  if (!row || row.createdAt < retentionCutoff(retentionMonths('audit_requests'), now)) return null;
  const stored = row.results as StoredAudit;
  if (!stored?.findings) return null;
  let domain: string;
  try {
    domain = new URL(stored.finalUrl).hostname.replace(/^www\./, '');
  } catch {
    domain = row.websiteUrl;
  }
  return {
    id: row.id,
    token,
    websiteUrl: row.websiteUrl,
    finalUrl: stored.finalUrl,
    domain,
    specialization: row.specialization as AuditSpecialization,
    createdAt: row.createdAt,
    overallScore: stored.overallScore,
    technicalScore: stored.technicalScore,
    contentScore: stored.contentScore,
    localSeoScore: stored.localSeoScore,
    pagesAnalyzed: stored.pagesAnalyzed,
    findings: stored.findings.map((f) => ({ ...f, ...auditGuide(f.id) })),
    pages: stored.pages,
  };
}

/** GET /api/audit/{token}: the report, or 404 in French. */
export async function getAuditReport(deps: { db: DB }, token: string): Promise<AuditReport> {
  const report = await findAuditReport(deps.db, token);
  if (!report) throw new DomainError('not-found', AUDIT_REPORT_MESSAGES.notFound);
  const { id: _id, ...rest } = report;
  return rest;
}

/** The PDF's file name: the domain and the audit's day, `audit-seo-cabinet-martin.fr-2026-11-24.pdf`. */
export function auditPdfName(report: Pick<AuditReport, 'domain' | 'createdAt'>): string {
  const safe = report.domain.replace(/[^a-z0-9.-]/gi, '-').slice(0, 80);
  return `audit-seo-${safe}-${report.createdAt.toISOString().slice(0, 10)}.pdf`;
}
