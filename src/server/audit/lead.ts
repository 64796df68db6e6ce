/**
 * « Recevoir le rapport complet par e-mail »: the requester becomes a lead of kind `audit`
 * (the audit attached), written with the agency notification, the visitor's e-mail (the report
 * link, the PDF attached when sent; the per-recipient cap applies) and the lead.created webhook
 * in one transaction (`storeLead`).
 */
import { DomainError } from '../platform/errors';
import { auditLeads, type AuditLead } from '#db/schema';
import { AUDIT_REPORT_MESSAGES } from '#shared/audit/report';
import { isHoneypotFilled } from '#shared/zod-fields';
import { leadScore } from '#shared/leads/score';
import type { z } from 'zod';
import type { AuditEmailInput } from '#shared/audit/report';
import type { LeadSnapshot } from '../leads/emails/types';
import { storeLead, type LeadDeps } from '../leads/leads';
import { findAuditReport } from './report';

export async function requestAuditReport(
  deps: LeadDeps,
  input: z.infer<typeof AuditEmailInput>,
): Promise<{ id: number; sent: boolean; message: string }> {
  const report = await findAuditReport(deps.db, input.token);
  if (!report) throw new DomainError('not-found', AUDIT_REPORT_MESSAGES.notFound);
  const { website: _honeypot, ...data } = input.data;
  if (isHoneypotFilled(input.data)) return { id: 0, sent: true, message: AUDIT_REPORT_MESSAGES.emailSent };
  const audit = { token: report.token, websiteUrl: report.websiteUrl, domain: report.domain, overallScore: report.overallScore, pagesAnalyzed: report.pagesAnalyzed };
  const row = await storeLead(
    deps,
    (tx) =>
      tx
        .insert(auditLeads)
        .values({
          firstName: data.firstName,
          email: data.email,
          consent: data.consent,
          auditId: report.id,
          sourcePage: data.sourcePage ?? null,
          referrer: data.referrer ?? null,
          utmSource: data.utmSource ?? null,
          utmMedium: data.utmMedium ?? null,
          utmCampaign: data.utmCampaign ?? null,
          ...leadScore({ practice: report.specialization, auditScore: report.overallScore, sourcePage: data.sourcePage }),
        })
        .returning()
        .get(),
    (lead: AuditLead): LeadSnapshot => ({
      kind: 'audit',
      id: lead.id,
      firstName: lead.firstName,
      lastName: null,
      email: lead.email,
      phone: null,
      firmName: null,
      audit,
      createdAt: lead.createdAt.toISOString(),
    }),
  );
  return { id: row.id, sent: true, message: AUDIT_REPORT_MESSAGES.emailSent };
}
