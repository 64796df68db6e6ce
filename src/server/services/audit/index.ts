/**
 * SEO audit engine (DESIGN.md "SEO audit"): fetch the page (fetch-page.ts, address policy in
 * network.ts), read its facts with cheerio (analyze.ts), score them with the shared rules
 * (src/shared/rules/audit.ts) and store the request with its result in `audit_requests`.
 */
import { TRPCError } from '@trpc/server';
import { auditRequests } from '../../../../db/schema';
import { scoreAudit } from '../../../shared/rules/audit';
import type { AuditInput, AuditResult } from '../../../shared/schemas';
import type { Deps } from '../../trpc/init';
import { analyzePage } from './analyze';
import { AuditFetchError, fetchPage, type FetchOptions } from './fetch-page';

/** Limits of one audit fetch. */
export const AUDIT_FETCH_LIMITS = {
  timeoutMs: 8000,
  maxBytes: 2 * 1024 * 1024,
  maxRedirects: 3,
} as const;

export function auditUserAgent(siteUrl: string): string {
  return `Mozilla/5.0 (compatible; AvocatVisibleAudit/1.0; +${siteUrl})`;
}

export async function runAudit(
  deps: Pick<Deps, 'db' | 'config'>,
  input: AuditInput,
  overrides: Partial<FetchOptions> = {},
): Promise<AuditResult> {
  let page;
  try {
    page = await fetchPage(new URL(input.websiteUrl), {
      allowPrivateHosts: deps.config.OUTBOUND_ALLOW_PRIVATE_HOSTS,
      userAgent: auditUserAgent(deps.config.SITE_URL),
      ...AUDIT_FETCH_LIMITS,
      ...overrides,
    });
  } catch (err) {
    if (err instanceof AuditFetchError) {
      throw new TRPCError({ code: err.kind === 'refused' ? 'BAD_REQUEST' : 'UNPROCESSABLE_CONTENT', message: err.message });
    }
    throw err;
  }
  const result = scoreAudit(analyzePage(page), input.specialization);
  await deps.db.insert(auditRequests).values({
    websiteUrl: input.websiteUrl,
    specialization: input.specialization,
    results: { ...result, finalUrl: page.finalUrl.href, status: page.status },
  });
  return result;
}
