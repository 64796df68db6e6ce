/** The audit's part of its e-mail: the report's PDF, attached when the message is sent (not stored with it). */
import type { DB } from '#server/platform/db';
import type { EmailPayload } from '#server/leads/emails/types';
import { renderAuditPdf } from './pdf';
import { auditPdfName, findAuditReport } from './report';

export type Attachment = { filename: string; content: Buffer; contentType: string };

export function auditReportAttachments(db: DB, siteUrl: string) {
  return async (kind: string, payload: EmailPayload): Promise<Attachment[]> => {
    const token = payload.lead.audit?.token;
    if (kind !== 'audit-report' || !token) return [];
    const report = await findAuditReport(db, token);
    if (!report) return [];
    return [{ filename: auditPdfName(report), content: await renderAuditPdf(report, siteUrl), contentType: 'application/pdf' }];
  };
}
