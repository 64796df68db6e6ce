/**
 * The site audit's scores (issue 19): each analysed page is scored with the one-page rules
 * (`scoreAudit`), and the site-wide checks (broken internal links, duplicate titles and
 * descriptions, robots.txt, sitemap.xml, the HTTP → HTTPS redirect, canonical consistency, the
 * firm's JSON-LD identity) make the rest:
 *
 *   technical = round(60 % × mean of the pages' technical scores + 40 % × site technical checks)
 *   content   = round(60 % × mean of the pages' content scores   + 40 % × site content checks)
 *   local SEO = round(60 % × the first page's local score        + 40 % × the JSON-LD identity)
 *   overall   = round(Σ category × AUDIT_WEIGHTS)
 *
 * Findings: one per site check not fully earned, and one per page check that fails on some
 * page (with the pages concerned); impact = points lost × its share × the category's weight;
 * most important first. `recommendations` are their advice texts in that order.
 */
import { tooComplexReason, type TooComplexReason } from './cost-limits';
import { AUDIT_WEIGHTS, type AuditCategory, type AuditFinding, type AuditScores } from './page-rules';

/** Share of the pages' own scores in a category's site score (the rest: the site-wide checks). */
const PAGE_SHARE = 0.6;
const SITE_SHARE = 1 - PAGE_SHARE;

export type CrawledPage = {
  url: string;
  status: number;
  title: string | null;
  description: string | null;
  /** The page's canonical URL, absolute (null when it has none). */
  canonicalUrl: string | null;
  scores: AuditScores & { findings: AuditFinding[] };
};

export type SiteFacts = {
  pages: CrawledPage[];
  brokenLinks: { url: string; status: number | null; from: string }[];
  robotsTxt: boolean;
  sitemapXml: boolean;
  /** The site is served in HTTPS and its http:// address redirects there (null: could not be checked). */
  httpsRedirect: boolean | null;
  https: boolean;
  /** The firm's JSON-LD identity (LegalService, Attorney or LocalBusiness) found on a page, and what it declares. */
  legalEntity: { name: boolean; address: boolean; phone: boolean } | null;
  /** Pages fetched but too complex to analyse (nesting, time or memory past the cost limits), with why. */
  tooComplex?: { url: string; reason: TooComplexReason }[];
};

type SiteFinding = AuditFinding & { pages: string[]; details: string[] };

export type SiteAudit = AuditScores & {
  pagesAnalyzed: number;
  findings: SiteFinding[];
  pages: { url: string; status: number; title: string | null; overallScore: number; findings: string[] }[];
};

type SiteCheck = { id: string; category: AuditCategory; points: number; ratio: number; advice: string; pages?: string[]; details?: string[] };

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;
const clamp = (ratio: number) => Math.max(0, Math.min(1, ratio));

/** Pages sharing one value (title, description) with another page: the value and its pages. */
function duplicates(pages: CrawledPage[], value: (page: CrawledPage) => string | null): [string, string[]][] {
  const byValue = new Map<string, string[]>();
  for (const page of pages) {
    const v = value(page)?.trim();
    if (v) byValue.set(v, [...(byValue.get(v) ?? []), page.url]);
  }
  return [...byValue].filter(([, urls]) => urls.length > 1);
}

const sameUrl = (a: string, b: string) => {
  const norm = (u: string) => {
    const url = new URL(u);
    url.hash = '';
    return url.href.replace(/\/$/, '');
  };
  try {
    return norm(a) === norm(b);
  } catch {
    return false;
  }
};

function siteChecks(site: SiteFacts): SiteCheck[] {
  const n = site.pages.length;
  const checks: SiteCheck[] = [];
  const broken = site.brokenLinks;
  checks.push({
    id: 'broken-links', category: 'technical', points: 35, ratio: broken.length === 0 ? 1 : 1 - broken.length / 5,
    advice: `Corrigez ${plural(broken.length, 'lien interne cassé', 'liens internes cassés')} (${broken[0] ? `${broken[0].url} : ${broken[0].status ?? 'injoignable'}` : ''}${broken.length > 1 ? '…' : ''}).`,
    pages: [...new Set(broken.map((b) => b.from))],
    details: broken.map((b) => `${b.url} — ${b.status === null ? 'injoignable' : `erreur ${b.status}`} (lien depuis ${b.from})`),
  });
  checks.push({ id: 'robots-txt', category: 'technical', points: 15, ratio: site.robotsTxt ? 1 : 0, advice: 'Publiez un fichier robots.txt à la racine du site (absent).' });
  checks.push({ id: 'sitemap-xml', category: 'technical', points: 15, ratio: site.sitemapXml ? 1 : 0, advice: 'Publiez un plan du site sitemap.xml (absent).' });
  checks.push({
    id: 'https-redirect', category: 'technical', points: 20, ratio: site.https ? (site.httpsRedirect === false ? 0 : 1) : 0,
    advice: site.https
      ? "Redirigez l'adresse http:// du site vers https:// (elle répond sans rediriger)."
      : 'Servez le site en HTTPS et redirigez http:// vers https:// (le site n’est pas chiffré).',
  });
  const inconsistent = site.pages.filter((p) => p.canonicalUrl !== null && !sameUrl(p.canonicalUrl, p.url));
  checks.push({
    id: 'canonical-consistency', category: 'technical', points: 15, ratio: n ? 1 - inconsistent.length / n : 1,
    advice: `Faites pointer l'URL canonique de chaque page vers elle-même (${plural(inconsistent.length, 'page pointe', 'pages pointent')} ailleurs).`,
    pages: inconsistent.map((p) => p.url),
    details: inconsistent.map((p) => `${p.url} → ${p.canonicalUrl}`),
  });
  for (const [id, what, value] of [
    ['duplicate-titles', 'titre', (p: CrawledPage) => p.title],
    ['duplicate-descriptions', 'meta description', (p: CrawledPage) => p.description],
  ] as const) {
    const groups = duplicates(site.pages, value);
    const concerned = groups.flatMap(([, urls]) => urls);
    // Only a site of several pages can repeat a title: one page read, the content score is the page's.
    if (n < 2) continue;
    checks.push({
      id, category: 'content', points: 50, ratio: 1 - concerned.length / n,
      advice: `Donnez ${what === 'titre' ? 'un titre unique' : 'une meta description unique'} à chaque page (${plural(concerned.length, 'page partage', 'pages partagent')} ${what === 'titre' ? 'le même titre' : 'la même description'}).`,
      pages: concerned,
      details: groups.map(([text, urls]) => `« ${text} » : ${urls.join(', ')}`),
    });
  }
  const complex = site.tooComplex ?? [];
  if (complex.length > 0) {
    // Only when some page could not be analysed: the scores of the sites whose pages all were stay as they were.
    checks.push({
      id: 'too-complex', category: 'technical', points: 15, ratio: 1 - complex.length / (n + complex.length),
      advice: `Simplifiez le code HTML ${complex.length > 1 ? `de ${complex.length} pages trop complexes` : "d'une page trop complexe"} pour être analysée${complex.length > 1 ? 's' : ''} (${complex[0]!.url} : ${tooComplexReason(complex[0]!.reason)}${complex.length > 1 ? '…' : ''}).`,
      pages: complex.map((c) => c.url),
      details: complex.map((c) => `${c.url} — ${tooComplexReason(c.reason)}`),
    });
  }
  const entity = site.legalEntity;
  const missing = entity ? (['name', 'address', 'phone'] as const).filter((k) => !entity[k]) : [];
  const labels = { name: 'le nom', address: "l'adresse", phone: 'le téléphone' };
  checks.push({
    id: 'legal-entity', category: 'localSeo', points: 100, ratio: entity ? (3 - missing.length) / 3 : 0,
    advice: entity
      ? `Complétez les données structurées de votre cabinet : ${missing.map((k) => labels[k]).join(', ')} ${missing.length > 1 ? 'manquent' : 'manque'}.`
      : 'Déclarez votre cabinet en JSON-LD LegalService ou Attorney avec son nom, son adresse et son téléphone (absent du site).',
  });
  return checks.map((c) => ({ ...c, ratio: clamp(c.ratio) }));
}

export function scoreSite(site: SiteFacts): SiteAudit {
  const pages = site.pages;
  const first = pages[0];
  if (!first) throw new Error('scoreSite: no page');
  const checks = siteChecks(site);
  /** A category's score: its pages' share and its site checks' share (all of it to the pages when it has no site check). */
  const categoryScore = (category: AuditCategory, pageScore: number) => {
    const own = checks.filter((c) => c.category === category);
    if (own.length === 0) return Math.round(pageScore);
    const site = (own.reduce((s, c) => s + c.points * c.ratio, 0) / own.reduce((s, c) => s + c.points, 0)) * 100;
    return Math.round(PAGE_SHARE * pageScore + SITE_SHARE * site);
  };
  const siteChecked = (category: AuditCategory) => checks.some((c) => c.category === category);
  const mean = (get: (p: CrawledPage) => number) => pages.reduce((s, p) => s + get(p), 0) / pages.length;
  const technicalScore = categoryScore('technical', mean((p) => p.scores.technicalScore));
  const contentScore = categoryScore('content', mean((p) => p.scores.contentScore));
  const localSeoScore = categoryScore('localSeo', first.scores.localSeoScore);
  const overallScore = Math.round(
    technicalScore * AUDIT_WEIGHTS.technical + contentScore * AUDIT_WEIGHTS.content + localSeoScore * AUDIT_WEIGHTS.localSeo,
  );

  const findings: (SiteFinding & { order: number })[] = [];
  checks.forEach((c, order) => {
    if (c.ratio >= 1) return;
    findings.push({
      id: c.id, category: c.category, advice: c.advice, pages: c.pages ?? [], details: c.details ?? [], order,
      impact: c.points * (1 - c.ratio) * SITE_SHARE * AUDIT_WEIGHTS[c.category],
    });
  });
  // Page checks: the pages' impacts averaged over the site (local SEO: the first page's only).
  const byCheck = new Map<string, { finding: AuditFinding; pages: string[]; impact: number; order: number }>();
  pages.forEach((page, index) => {
    for (const f of page.scores.findings) {
      if (f.category === 'localSeo' && index > 0) continue;
      const pageShare = siteChecked(f.category) ? PAGE_SHARE : 1;
      const share = f.category === 'localSeo' ? pageShare : pageShare / pages.length;
      const entry = byCheck.get(f.id);
      if (entry) {
        entry.pages.push(page.url);
        entry.impact += f.impact * share;
      } else byCheck.set(f.id, { finding: f, pages: [page.url], impact: f.impact * share, order: checks.length + byCheck.size });
    }
  });
  for (const { finding, pages: concerned, impact, order } of byCheck.values()) {
    const advice = concerned.length > 1 ? `${finding.advice} — ${concerned.length} pages sur ${pages.length}` : finding.advice;
    findings.push({ id: finding.id, category: finding.category, advice, impact, pages: concerned, details: [], order });
  }
  // No firm identity at all: one finding, the first page's own JSON-LD advice (it says what was found), with both impacts.
  const identity = findings.findIndex((f) => f.id === 'legal-entity');
  const jsonLd = findings.find((f) => f.id === 'json-ld');
  if (!site.legalEntity && identity >= 0 && jsonLd) {
    jsonLd.impact += findings[identity]!.impact;
    findings.splice(identity, 1);
  }
  findings.sort((a, b) => b.impact - a.impact || a.order - b.order);
  const sorted = findings.map(({ order: _order, ...f }) => ({ ...f, impact: Math.round(f.impact * 100) / 100 }));
  return {
    overallScore, technicalScore, contentScore, localSeoScore,
    recommendations: sorted.map((f) => f.advice),
    pagesAnalyzed: pages.length,
    findings: sorted,
    pages: pages.map((p) => ({ url: p.url, status: p.status, title: p.title, overallScore: p.scores.overallScore, findings: p.scores.recommendations })),
  };
}
