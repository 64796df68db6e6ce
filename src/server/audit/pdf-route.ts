/** GET /audit/{token}/rapport.pdf: the audit report as a PDF download (404 in French for an unknown or purged token). */
import type { RequestHandler } from 'express';
import { AUDIT_REPORT_MESSAGES, AUDIT_TOKEN } from '#shared/audit/report';
import type { DB } from '../platform/db';
import { renderAuditPdf } from './pdf';
import { auditPdfName, findAuditReport } from './report';

export const AUDIT_PDF_PATH = '/audit/:token/rapport.pdf';

export function auditPdfRoute(db: DB, siteUrl: string): RequestHandler<{ token: string }> {
  return async (req, res, next) => {
    try {
      const token = req.params.token;
      const report = AUDIT_TOKEN.test(token) ? await findAuditReport(db, token) : null;
      if (!report) {
        res.status(404).type('text/plain; charset=utf-8').set('X-Robots-Tag', 'noindex').send(AUDIT_REPORT_MESSAGES.notFound);
        return;
      }
      const pdf = await renderAuditPdf(report, siteUrl);
      res
        .status(200)
        .set({
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${auditPdfName(report)}"`,
          'Cache-Control': 'private, no-store',
          'X-Robots-Tag': 'noindex',
        })
        .send(pdf);
    } catch (err) {
      next(err);
    }
  };
}
