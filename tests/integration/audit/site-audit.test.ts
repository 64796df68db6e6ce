/**
 * The free SEO audit as a lead magnet (issue 19), against a law firm's site on 127.0.0.1: the
 * crawl (10 pages at most, robots.txt, sitemap.xml, broken links, duplicate titles, a redirect,
 * the address policy on crawled links), the report page, the PDF read back with pdftotext, and
 * the full report by e-mail through a real SMTP server, its requester a lead of kind `audit`.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp, type FakeSmtp } from '../../fakes/smtp-server';
import { startFirmSite, type FirmSite } from '../../helpers/firm-site';
import { api, registerAdmin, startServer, type TestServer } from '../../helpers/server';
import { runAudit } from '#server/audit/index';

type AuditReply = { overallScore: number; technicalScore: number; contentScore: number; localSeoScore: number; recommendations: string[]; pagesAnalyzed: number; reportUrl: string };
type Report = AuditReply & { domain: string; findings: { id: string; category: string; advice: string; why: string; how: string; pages: string[]; details: string[] }[]; pages: { url: string }[] };

describe('the site audit: crawl, report, PDF and the report by e-mail', () => {
  let s: TestServer;
  let smtp: FakeSmtp;
  let site: FirmSite;
  let audit: AuditReply;
  let token = '';
  beforeAll(async () => {
    smtp = await startSmtp();
    s = await startServer({ OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true', SMTP_URL: smtp.url, LEADS_NOTIFY_TO: 'equipe@avocat-visible.test' });
    site = await startFirmSite({ pages: 8 });
  });
  afterAll(async () => {
    await site?.close();
    await s?.close();
    await smtp?.close();
  });

  it('crawls 10 pages of the site in under 10 s, obeys robots.txt, finds the broken link and the duplicate titles', async () => {
    const started = performance.now();
    const res = await api<AuditReply>(s.url, 'POST', '/api/audit', { body: { websiteUrl: `${site.url}/`, specialization: 'Droit pénal' } });
    const seconds = (performance.now() - started) / 1000;
    console.log(`[site audit] ${res.body.pagesAnalyzed} pages on loopback audited in ${seconds.toFixed(2)} s`);
    expect(res.status).toBe(200);
    audit = res.body;
    expect(audit.pagesAnalyzed).toBe(10);
    expect(audit.reportUrl).toMatch(/^\/audit\/[A-Za-z0-9_-]{24}$/);
    token = audit.reportUrl.slice('/audit/'.length);
    // robots.txt forbids /espace-client: listed in the sitemap and linked from the home page, never fetched.
    expect(site.hits('/espace-client')).toBe(0);
    expect(site.hits('/robots.txt')).toBe(1);
    expect(site.hits('/sitemap.xml')).toBe(1);
    expect(audit.recommendations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Corrigez 3 liens internes cassés \(http:\/\/127\.0\.0\.1:\d+\/ancienne-page : 404…\)\.$/),
        'Donnez un titre unique à chaque page (2 pages partagent le même titre).',
        "Faites pointer l'URL canonique de chaque page vers elle-même (1 page pointe ailleurs).",
        'Ajoutez un texte alternatif aux images (1 sur 1 sans attribut alt).',
      ]),
    );
    // Every finding, most important first; the scores over the whole site.
    expect(audit.recommendations.length).toBeGreaterThan(3);
    expect(audit.overallScore).toBe(Math.round(audit.technicalScore * 0.35 + audit.contentScore * 0.4 + audit.localSeoScore * 0.25));
    const [row] = s.query<{ token: string; results: string }>('SELECT token, results FROM audit_requests');
    expect(row!.token).toBe(token);
    expect(JSON.parse(row!.results)).toMatchObject({ pagesAnalyzed: 10, overallScore: audit.overallScore });
  });

  it('gives the report at GET /api/audit/{token}: findings grouped, why and how, the pages; 404 for an unknown token', async () => {
    const res = await api<Report>(s.url, 'GET', `/api/audit/${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ domain: '127.0.0.1', pagesAnalyzed: 10, overallScore: audit.overallScore });
    const broken = res.body.findings.find((f) => f.id === 'broken-links')!;
    expect(broken.category).toBe('technical');
    expect(broken.details).toEqual(
      expect.arrayContaining([expect.stringMatching(/\/ancienne-page — erreur 404 \(lien depuis http:\/\/127\.0\.0\.1:\d+\/\)$/)]),
    );
    expect(broken.why).toContain('Un lien cassé');
    const titles = res.body.findings.find((f) => f.id === 'duplicate-titles')!;
    expect(titles.details).toEqual([expect.stringMatching(/^« Le cabinet — Cabinet Martin, avocat à Lyon » : .*\/cabinet, .*\/honoraires$/)]);
    expect(res.body.pages.map((p) => new URL(p.url).pathname)).toEqual([
      '/', '/cabinet', '/honoraires', '/contact', '/garde-a-vue', '/article-1', '/article-2', '/article-3', '/article-4', '/article-5',
    ]);
    expect((await api(s.url, 'GET', '/api/audit/AAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await api(s.url, 'GET', '/api/audit/pas-un-jeton')).status).toBe(400);
  });

  it('serves /audit/{token} server-rendered and noindex, and 404 for an unknown token', async () => {
    const res = await fetch(`${s.url}/audit/${token}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
    expect(html).toContain('Rapport d’audit SEO');
    expect(html).toContain('Pourquoi c’est important : </strong>');
    expect(html).toContain('Référencement local');
    expect(html).toContain(`/audit/${token}/rapport.pdf`);
    expect(html).toContain('Recevoir le rapport complet par e-mail');
    const missing = await fetch(`${s.url}/audit/AAAAAAAAAAAAAAAAAAAAAAAA`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Rapport introuvable');
  });

  it('gives the same report as a PDF, its text holding the address, the scores and every finding', async () => {
    const res = await fetch(`${s.url}/audit/${token}/rapport.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const today = new Date().toISOString().slice(0, 10);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="audit-seo-127.0.0.1-${today}.pdf"`);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'audit-pdf-')), 'rapport.pdf');
    fs.writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain(`${site.url}/`);
    expect(text).toContain(`${audit.overallScore}/100`);
    expect(text).toContain(`${audit.localSeoScore}/100`);
    for (const advice of audit.recommendations) expect(text, advice).toContain(advice.replace(/\s+/g, ' ').slice(0, 40));
    expect(text).toContain('Pourquoi :');
    expect((await fetch(`${s.url}/audit/AAAAAAAAAAAAAAAAAAAAAAAA/rapport.pdf`)).status).toBe(404);
  });

  it('sends the full report by e-mail (link and PDF), makes the requester an audit lead, and refuses without consent', async () => {
    const path_ = `/api/audit/${token}/email`;
    const refused = await api<{ error: string }>(s.url, 'POST', path_, { body: { firstName: 'Claire', email: 'claire@cabinet.fr', consent: false } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('Veuillez accepter le traitement de vos données.');
    expect(s.query('SELECT id FROM audit_leads')).toEqual([]);

    const before = smtp.received.length;
    const res = await api<{ id: number; sent: boolean }>(s.url, 'POST', path_, { body: { firstName: 'Claire', email: 'claire@cabinet.fr', consent: true, utmSource: 'linkedin' } });
    expect(res.status).toBe(201);
    await smtp.waitFor(before + 2);
    const visitor = smtp.received.find((m) => m.envelopeTo.includes('claire@cabinet.fr'))!;
    expect(visitor.subject).toBe('Votre rapport d’audit SEO : 127.0.0.1 — Avocat Visible');
    expect(visitor.html).toContain(`https://www.avocat-visible.test/audit/${token}`);
    expect(visitor.attachments.map((a) => [a.filename, a.contentType])).toEqual([[expect.stringMatching(/^audit-seo-127\.0\.0\.1-\d{4}-\d{2}-\d{2}\.pdf$/), 'application/pdf']]);
    expect(visitor.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const agency = smtp.received.find((m) => m.envelopeTo.includes('equipe@avocat-visible.test'))!;
    expect(agency.subject).toBe(`Rapport d’audit demandé : Claire, 127.0.0.1 (${audit.overallScore}/100)`);

    const admin = await registerAdmin(s.url);
    const leads = await api<{ kind: string; id: number; email: string; utmSource: string }[]>(s.url, 'GET', '/api/admin/leads?kind=audit', { token: admin });
    expect(leads.body).toEqual([expect.objectContaining({ kind: 'audit', id: res.body.id, email: 'claire@cabinet.fr', utmSource: 'linkedin' })]);
    const detail = await api<{ audit: { reportUrl: string; overallScore: number }; emails: { kind: string }[] }>(s.url, 'GET', `/api/admin/leads/audit/${res.body.id}`, { token: admin });
    expect(detail.body.audit).toEqual({ websiteUrl: `${site.url}/`, reportUrl: `/audit/${token}`, overallScore: audit.overallScore });
    expect(detail.body.emails.map((e) => e.kind).sort()).toEqual(['agency-notification', 'audit-report']);
    expect((await api(s.url, 'POST', '/api/audit/AAAAAAAAAAAAAAAAAAAAAAAA/email', { body: { firstName: 'Claire', email: 'c@x.fr', consent: true } })).status).toBe(404);
  });

  it('never fetches a private address a crawled link redirects to', async () => {
    const hits: string[] = [];
    const hidden = http.createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'text/html' }).end('<title>interne</title>');
    });
    await new Promise<void>((resolve) => hidden.listen(0, '127.0.0.2', () => resolve()));
    const target = `http://127.0.0.2:${(hidden.address() as AddressInfo).port}/admin`;
    const redirecting = await startFirmSite({ privateTarget: target });
    try {
      // The site itself (127.0.0.1) is let through by the policy; the redirect target is not.
      const result = await runAudit(s.deps, { websiteUrl: `${redirecting.url}/`, specialization: 'Droit pénal' }, { allowPrivateHosts: false, addressPolicy: (ip) => ip === '127.0.0.1' });
      expect(redirecting.hits('/vers-prive')).toBeGreaterThan(0);
      expect(hits).toEqual([]);
      expect(result.recommendations.find((r) => r.startsWith('Corrigez'))).toMatch(/liens internes cassés/);
    } finally {
      await redirecting.close();
      await new Promise<void>((resolve) => hidden.close(() => resolve()));
    }
  });
});
