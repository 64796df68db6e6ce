/**
 * The site crawl of the SEO audit (issue 19): from the given address, up to 10 HTML pages of the
 * same site — the first page's links, then sitemap.xml — robots.txt obeyed, at most 4 fetches at
 * once, 15 s in all; every fetch and redirect goes through `fetchResource` (size cap, timeout,
 * private-address guard). Pages and the sitemap are analysed in worker threads (analysis-pool.ts)
 * within the cost limits (src/shared/audit/cost-limits.ts): a page too complex to analyse is
 * reported as such (the first one: a 422), and no page is read past the audit's byte budget.
 * Then the internal links of the pages read are checked (broken links), robots.txt and
 * sitemap.xml noted, and the http:// address tried for its redirect to https://.
 */
import { setMaxListeners } from 'node:events';
import robotsParser from 'robots-parser';
import type { AuditSpecialization } from '#shared/practice/areas';
import type { CrawledPage, SiteFacts } from '#shared/audit/site';
import { AUDIT_COST_MESSAGES, type TooComplexReason } from '#shared/audit/cost-limits';
import type { PageExtras } from './analyze';
import type { AnalysisPool } from './analysis-pool';
import { AuditFetchError, fetchPage, fetchResource, type FetchedPage, type FetchOptions } from './fetch-page';

export const CRAWL_LIMITS = {
  /** HTML pages analysed, the first one included. */
  maxPages: 10,
  /** Fetches in flight at once. */
  concurrency: 4,
  /** The whole crawl, first page to last link check. */
  budgetMs: 15_000,
  /** Internal links checked besides the pages analysed. */
  maxLinkChecks: 40,
  /** robots.txt and sitemap.xml read up to this. */
  maxTextBytes: 512 * 1024,
} as const;

/** How the pages are analysed: the worker pool and the cost limits (src/shared/audit/cost-limits.ts). */
export type AnalysisLimits = { pool: AnalysisPool; pageAnalysisMs: number; maxDepth: number; analysisBytes: number; auditBytes: number };

/** The robots.txt user agent of the audit. */
const ROBOTS_AGENT = 'AvocatVisibleAudit';
const NOT_A_PAGE = /\.(pdf|jpe?g|png|gif|webp|avif|svg|ico|zip|rar|docx?|xlsx?|pptx?|odt|mp4|mp3|wav|ics|vcf|css|js|xml|txt|json)$/i;

export type SiteCrawl = { site: SiteFacts; firstPage: FetchedPage; durationMs: number };

const hostKey = (url: URL) => url.hostname.toLowerCase().replace(/^www\./, '');

/** Runs `work` over `items`, at most `concurrency` at once, stopping early when `stop()` says so. */
async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>, stop: () => boolean): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !stop()) {
      const item = items[next++]!;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

export async function crawlSite(
  start: URL,
  specialization: AuditSpecialization,
  options: FetchOptions,
  limits: { maxPages: number; concurrency: number; budgetMs: number; maxLinkChecks: number; maxTextBytes: number },
  analysis: AnalysisLimits,
): Promise<SiteCrawl> {
  const started = Date.now();
  const deadline = AbortSignal.timeout(limits.budgetMs);
  // Every fetch in flight and every page waiting for an analysis worker listens to it.
  setMaxListeners(64, deadline);
  const remaining = () => Math.max(1, Math.min(options.timeoutMs, limits.budgetMs - (Date.now() - started)));
  const over = () => deadline.aborted || Date.now() - started >= limits.budgetMs;
  const opts = (extra: Partial<FetchOptions> & { follow?: boolean } = {}) => ({ ...options, timeoutMs: remaining(), signal: deadline, ...extra });
  /** A fetch that must not end the crawl: null when it failed (network, refused address, timeout). */
  const attempt = async <T,>(run: () => Promise<T>): Promise<T | null> => {
    try {
      return await run();
    } catch (err) {
      if (err instanceof AuditFetchError) return null;
      throw err;
    }
  };

  // The first page: its failures are the audit's (400 refused, 422 unreachable…).
  const firstPage = await fetchPage(start, { ...options, timeoutMs: Math.min(options.timeoutMs, limits.budgetMs) });
  const base = firstPage.finalUrl;
  const site = hostKey(base);
  const sameSite = (url: URL) => hostKey(url) === site && (url.protocol === 'http:' || url.protocol === 'https:');
  const pageKey = (href: string) => {
    const url = new URL(href);
    url.hash = '';
    return url.href;
  };

  const pages: (CrawledPage & { extras: PageExtras; order: number })[] = [];
  const tooComplex: NonNullable<SiteFacts['tooComplex']> = [];
  /** Bytes fetched so far (pages, robots.txt, sitemap), against the audit's byte budget. */
  let spent = firstPage.bytes;
  const outOfBytes = () => spent >= analysis.auditBytes;
  /** Final addresses of the pages read (analysed or too complex): a redirect to a page already read is not read twice. */
  const readUrls = new Set<string>();
  /** Analyses a page in a worker; the reason when it is too complex, null when read (or already read). */
  const read = async (page: FetchedPage, url: string, order: number): Promise<TooComplexReason | null> => {
    const final = pageKey(page.finalUrl.href);
    if (readUrls.has(final)) return null;
    readUrls.add(final);
    const request = { kind: 'page', specialization, maxDepth: analysis.maxDepth, maxBytes: analysis.analysisBytes, page: { ...page, finalUrl: page.finalUrl.href } } as const;
    const outcome = await analysis.pool.run(request, deadline, analysis.pageAnalysisMs);
    const result = outcome.ok ? outcome.result : null;
    if (result?.kind !== 'page') {
      const reason = outcome.ok ? 'depth' : outcome.reason;
      tooComplex.push({ url: order < 0 ? url : final, reason });
      return reason;
    }
    const { extras, scores } = result;
    pages.push({ url: order < 0 ? url : final, status: page.status, title: extras.title, description: extras.description, canonicalUrl: extras.canonicalUrl, scores, extras, order });
    return null;
  };
  let firstReason: TooComplexReason | null;
  try {
    firstReason = await read(firstPage, pageKey(start.href), -1);
  } catch (err) {
    if ((err as Error).name !== 'AbortError') throw err;
    firstReason = 'time';
  }
  if (firstReason) throw new AuditFetchError('too-complex', AUDIT_COST_MESSAGES.firstPageTooComplex(firstReason));
  const seen = new Set([pageKey(start.href), pageKey(base.href)]);
  const brokenLinks: SiteFacts['brokenLinks'] = [];
  const linkStatus = new Map<string, number | null>();

  // robots.txt, then sitemap.xml and the http:// address side by side.
  const robotsUrl = new URL('/robots.txt', base).href;
  const robotsRes = await attempt(() => fetchResource(new URL(robotsUrl), opts({ maxBytes: limits.maxTextBytes, maxRedirects: 3 })));
  spent += robotsRes?.bytes ?? 0;
  const robotsTxt = robotsRes !== null && robotsRes.status === 200 && !/html/i.test(robotsRes.contentType);
  const robots = robotsParser(robotsUrl, robotsTxt ? robotsRes!.body.toString('utf8') : '');
  const allowed = (href: string) => robots.isAllowed(href, ROBOTS_AGENT) !== false;
  const sitemapUrls = [...new Set([...(robotsTxt ? robots.getSitemaps() : []), new URL('/sitemap.xml', base).href])].slice(0, 3);
  const httpAddress = new URL(base.href);
  httpAddress.protocol = 'http:';
  const [sitemapPages, httpsRedirect] = await Promise.all([
    (async () => {
      for (const href of sitemapUrls) {
        let url: URL;
        try {
          url = new URL(href);
        } catch {
          continue;
        }
        if (!sameSite(url)) continue;
        const res = await attempt(() => fetchResource(url, opts({ maxBytes: limits.maxTextBytes })));
        spent += res?.bytes ?? 0;
        if (!res || res.status !== 200 || !/xml|text\/plain/i.test(res.contentType)) continue;
        const outcome = await analysis.pool.run({ kind: 'sitemap', xml: res.body.toString('utf8'), maxDepth: analysis.maxDepth }, deadline, analysis.pageAnalysisMs).catch(() => null);
        if (outcome?.ok && outcome.result.kind === 'sitemap') return outcome.result.locs;
      }
      return null;
    })(),
    base.protocol === 'https:'
      ? attempt(() => fetchResource(httpAddress, opts({ follow: false, maxBytes: 0 }))).then((res) =>
          res === null ? null : res.status >= 300 && res.status < 400 && res.location !== '' && new URL(res.location, httpAddress).protocol === 'https:',
        )
      : Promise.resolve(false),
  ]);

  // The pages: links of the first page, then the sitemap's, same site, allowed by robots.txt.
  const candidates: { url: string; from: string | null; order: number }[] = [];
  const queue = (href: string, from: string | null) => {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return;
    }
    const key = pageKey(url.href);
    if (!sameSite(url) || NOT_A_PAGE.test(url.pathname) || seen.has(key) || !allowed(key)) return;
    seen.add(key);
    candidates.push({ url: key, from, order: candidates.length });
  };
  for (const link of pages[0]!.extras.links) queue(link, pages[0]!.url);
  for (const loc of sitemapPages ?? []) queue(loc, null);
  /** Pages read or being read (too complex ones count: each costs its analysis). */
  let taken = 1;
  const enough = () => taken >= limits.maxPages || over() || outOfBytes();
  await pool(
    candidates,
    limits.concurrency,
    async ({ url, from, order }) => {
      const res = await attempt(() => fetchResource(new URL(url), opts()));
      if (over() && !res) return;
      spent += res?.bytes ?? 0;
      linkStatus.set(url, res ? res.status : null);
      if (!res || res.status >= 400) {
        if (from) brokenLinks.push({ url, status: res ? res.status : null, from });
        return;
      }
      if (taken >= limits.maxPages || !sameSite(res.finalUrl) || res.status >= 300) return;
      if (!/^\s*(text\/html|application\/xhtml\+xml)/i.test(res.contentType)) return;
      if (readUrls.has(pageKey(res.finalUrl.href))) return;
      taken += 1;
      // A page whose analysis outlived the audit's deadline is left out.
      await read(res, url, order).catch((err: Error) => {
        if (err.name !== 'AbortError') throw err;
      });
    },
    enough,
  );

  // The other internal links of the pages read: broken or not.
  const toCheck: { url: string; from: string }[] = [];
  for (const page of pages) {
    for (const link of page.extras.links) {
      let url: URL;
      try {
        url = new URL(link);
      } catch {
        continue;
      }
      const key = pageKey(url.href);
      if (!sameSite(url) || !allowed(key) || linkStatus.has(key) || seen.has(key) || toCheck.some((c) => c.url === key)) continue;
      toCheck.push({ url: key, from: page.url });
    }
  }
  await pool(
    toCheck.slice(0, limits.maxLinkChecks),
    limits.concurrency,
    async ({ url, from }) => {
      const res = await attempt(() => fetchResource(new URL(url), opts({ maxBytes: 0 })));
      if (over() && !res) return;
      if (!res || res.status >= 400) brokenLinks.push({ url, status: res ? res.status : null, from });
    },
    over,
  );

  const entities = pages.map((p) => p.extras.legalEntity).filter((e) => e !== null);
  const legalEntity = entities.sort((a, b) => Number(b.name) + Number(b.address) + Number(b.phone) - (Number(a.name) + Number(a.address) + Number(a.phone)))[0] ?? null;
  return {
    site: {
      pages: pages.sort((a, b) => a.order - b.order).map(({ extras: _extras, order: _order, ...page }) => page),
      brokenLinks: brokenLinks.sort((a, b) => a.url.localeCompare(b.url)),
      tooComplex: tooComplex.sort((a, b) => a.url.localeCompare(b.url)),
      robotsTxt,
      sitemapXml: sitemapPages !== null,
      httpsRedirect,
      https: base.protocol === 'https:',
      legalEntity,
    },
    firstPage,
    durationMs: Date.now() - started,
  };
}
