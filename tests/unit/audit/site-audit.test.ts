/** The site audit's scores (src/shared/audit/site.ts): pages and site-wide checks, findings by impact. */
import { describe, expect, it } from 'vitest';
import { scoreSite, type CrawledPage, type SiteFacts } from '#shared/audit/site';
import type { AuditFinding } from '#shared/audit/page-rules';

const page = (path: string, over: Partial<CrawledPage> = {}, findings: AuditFinding[] = []): CrawledPage => ({
  url: `https://cabinet.fr${path}`,
  status: 200,
  title: `Titre ${path}`,
  description: `Description ${path}`,
  canonicalUrl: `https://cabinet.fr${path}`,
  scores: { overallScore: 100, technicalScore: 100, contentScore: 100, localSeoScore: 100, recommendations: findings.map((f) => f.advice), findings },
  ...over,
});

const PERFECT_SITE: SiteFacts = {
  pages: [page('/'), page('/cabinet'), page('/contact')],
  brokenLinks: [],
  robotsTxt: true,
  sitemapXml: true,
  httpsRedirect: true,
  https: true,
  legalEntity: { name: true, address: true, phone: true },
};

describe('site audit scores', () => {
  it('gives 100 everywhere and no finding to a site passing every check', () => {
    const audit = scoreSite(PERFECT_SITE);
    expect(audit).toMatchObject({ overallScore: 100, technicalScore: 100, contentScore: 100, localSeoScore: 100, pagesAnalyzed: 3, recommendations: [], findings: [] });
  });

  it('weighs the pages 60 % and the site checks 40 %, and names the broken links and duplicate titles', () => {
    const audit = scoreSite({
      ...PERFECT_SITE,
      pages: [page('/'), page('/cabinet', { title: 'Le cabinet' }), page('/honoraires', { title: 'Le cabinet' })],
      brokenLinks: [{ url: 'https://cabinet.fr/ancienne', status: 404, from: 'https://cabinet.fr/' }],
      robotsTxt: false,
    });
    // technical site checks: broken links 35 × (1 − 1/5) + sitemap 15 + redirect 20 + canonical 15 = 78; robots 0.
    expect(audit.technicalScore).toBe(Math.round(0.6 * 100 + 0.4 * 78));
    // content site checks: 2 pages of 3 share a title → 50 × 1/3 + 50 = 66.67.
    expect(audit.contentScore).toBe(Math.round(0.6 * 100 + 0.4 * (50 / 3 + 50)));
    expect(audit.recommendations).toEqual([
      'Donnez un titre unique à chaque page (2 pages partagent le même titre).',
      'Publiez un fichier robots.txt à la racine du site (absent).',
      'Corrigez 1 lien interne cassé (https://cabinet.fr/ancienne : 404).',
    ]);
    expect(audit.findings[2]!.details).toEqual(['https://cabinet.fr/ancienne — erreur 404 (lien depuis https://cabinet.fr/)']);
  });

  it('groups a page check failing on several pages into one finding naming them', () => {
    const missing: AuditFinding = { id: 'description', category: 'content', impact: 15 * 0.4, advice: 'Ajoutez une meta description (absente).' };
    const withMissing = (path: string) => page(path, { description: null, scores: { ...page(path).scores, contentScore: 85, findings: [missing], recommendations: [missing.advice] } });
    const audit = scoreSite({ ...PERFECT_SITE, pages: [page('/'), withMissing('/cabinet'), withMissing('/contact')] });
    const finding = audit.findings.find((f) => f.id === 'description')!;
    expect(finding.advice).toBe('Ajoutez une meta description (absente). — 2 pages sur 3');
    expect(finding.pages).toEqual(['https://cabinet.fr/cabinet', 'https://cabinet.fr/contact']);
    expect(audit.contentScore).toBe(Math.round(0.6 * ((100 + 85 + 85) / 3) + 0.4 * 100));
  });

  it('leaves the content score to the page when one page only was read', () => {
    const lone = page('/', { scores: { ...page('/').scores, contentScore: 20 } });
    expect(scoreSite({ ...PERFECT_SITE, pages: [lone] }).contentScore).toBe(20);
  });
});
