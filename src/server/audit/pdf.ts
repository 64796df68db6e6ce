/**
 * The audit report as a PDF (pdfkit, no browser): the brand's colours, the audited address and
 * date, the four scores, every finding grouped by category with why it matters and how to fix
 * it, and the pages analysed. pdfkit's built-in Helvetica covers French (WinAnsi).
 */
import PDFDocument from 'pdfkit';
import { AUDIT_CATEGORY_LABELS } from '#shared/audit/guide';
import type { AuditReport } from '#shared/audit/report';
import { BRAND_COLORS as C } from '#shared/site/brand-colors';
import { formatDateFr } from '#shared/format/dates';
import { SITE } from '#shared/site/brand';

/** Characters outside WinAnsi (the built-in fonts' encoding) written the closest way it can. */
// eslint-disable-next-line no-control-regex -- the range starts at U+0000 on purpose: every Latin-1 character is kept
const winAnsi = (text: string) => text.replace(/→/g, '->').replace(/[^\u0000-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/g, '?');

const scoreColor = (score: number) => (score >= 80 ? '#15803d' : score >= 50 ? '#b45309' : '#b91c1c');

export function renderAuditPdf(report: AuditReport, siteUrl: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    info: { Title: `Audit SEO — ${report.domain}`, Author: SITE.brand, Subject: 'Rapport d’audit SEO', Creator: SITE.brand },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 112;
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) => doc.text(winAnsi(value), options);

  // Header band.
  doc.rect(0, 0, doc.page.width, 96).fill(C.navy);
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(20).text(SITE.brand, 56, 30);
  doc.font('Helvetica').fontSize(11).fillColor(C.gold).text('Rapport d’audit SEO', 56, 58);
  doc.moveDown(3);
  doc.y = 120;
  doc.fillColor(C.navy).font('Helvetica-Bold').fontSize(18);
  text(report.domain);
  doc.font('Helvetica').fontSize(10).fillColor(C.muted);
  text(`Adresse auditée : ${report.finalUrl}`);
  text(`Audit du ${formatDateFr(report.createdAt)} — ${report.pagesAnalyzed} page${report.pagesAnalyzed > 1 ? 's' : ''} analysée${report.pagesAnalyzed > 1 ? 's' : ''} — spécialité : ${report.specialization}`);
  doc.moveDown(1.2);

  // The four scores.
  const scores: [string, number][] = [
    ['Score global', report.overallScore],
    ['Technique', report.technicalScore],
    ['Contenu', report.contentScore],
    ['Référencement local', report.localSeoScore],
  ];
  const boxWidth = (width - 3 * 10) / 4;
  const top = doc.y;
  scores.forEach(([label, score], i) => {
    const x = 56 + i * (boxWidth + 10);
    doc.roundedRect(x, top, boxWidth, 64, 6).fillAndStroke(C.background, C.line);
    doc.fillColor(scoreColor(score)).font('Helvetica-Bold').fontSize(22).text(`${score}/100`, x, top + 12, { width: boxWidth, align: 'center' });
    doc.fillColor(C.text).font('Helvetica').fontSize(9).text(winAnsi(label), x, top + 42, { width: boxWidth, align: 'center' });
  });
  doc.x = 56;
  doc.y = top + 84;

  // Findings by category.
  for (const category of ['technical', 'content', 'localSeo'] as const) {
    const findings = report.findings.filter((f) => f.category === category);
    doc.fillColor(C.brandDark).font('Helvetica-Bold').fontSize(14);
    text(`${AUDIT_CATEGORY_LABELS[category]} (${findings.length} point${findings.length > 1 ? 's' : ''} à corriger)`, { width });
    doc.moveTo(56, doc.y + 2).lineTo(56 + width, doc.y + 2).strokeColor(C.line).stroke();
    doc.moveDown(0.5);
    if (findings.length === 0) {
      doc.fillColor(C.text).font('Helvetica').fontSize(10);
      text('Rien à corriger dans cette catégorie.', { width });
    }
    for (const f of findings) {
      doc.fillColor(C.text).font('Helvetica-Bold').fontSize(10.5);
      text(`• ${f.advice}`, { width });
      doc.font('Helvetica').fontSize(9.5).fillColor(C.text);
      text(`Pourquoi : ${f.why}`, { width, indent: 10 });
      text(`Comment corriger : ${f.how}`, { width, indent: 10 });
      for (const detail of f.details.slice(0, 12)) {
        doc.fillColor(C.muted);
        text(`- ${detail}`, { width, indent: 10 });
      }
      doc.moveDown(0.5);
    }
    doc.moveDown(0.6);
  }

  // The pages analysed.
  doc.fillColor(C.brandDark).font('Helvetica-Bold').fontSize(14);
  text('Pages analysées', { width });
  doc.moveDown(0.3);
  for (const page of report.pages) {
    doc.fillColor(C.text).font('Helvetica-Bold').fontSize(9.5);
    text(`${page.url} — ${page.overallScore}/100`, { width });
    doc.font('Helvetica').fillColor(C.muted).fontSize(9);
    text(page.title ?? '(sans titre)', { width, indent: 10 });
  }
  doc.moveDown(1);
  doc.fillColor(C.brand).font('Helvetica-Bold').fontSize(11);
  text(`Parlons de votre visibilité : ${SITE.phone} — ${new URL('/#contact', siteUrl).href}`, { width, link: new URL('/#contact', siteUrl).href });
  doc.end();
  return done;
}
