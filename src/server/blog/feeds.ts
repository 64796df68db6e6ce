/** Machine-readable files for crawlers and readers: sitemap.xml, robots.txt, rss.xml. */
import { escapeXml } from '#shared/format/html-escape';
import { topicLabel } from '#shared/practice/areas';
import { generateSeoPages } from '#shared/landing/directory';
import { MAIN_PAGES, SITE } from '#shared/site/brand';
import type { PageRoute } from '#client/entry-server';
import { listPublished } from './articles';
import { publishedArticleDates } from './sitemap';
import { categoriesWithArticles } from './categories';
import type { Deps } from '../platform/deps';

/** A route of the page tree as robots.txt and sitemap.xml need it (entry-server's `pageRoutes`). */
export type RouteForFeeds = Pick<PageRoute, 'id' | 'parentId' | 'fullPath' | 'policy' | 'declared' | 'layout'>;

type SitemapUrl = { loc: string; lastmod?: string };

/**
 * The URLs of an indexable route with parameters, by its path: a route like that must be listed
 * here, or sitemap.xml fails (tests/unit/page-policy.test.ts checks every route).
 */
export const SITEMAP_PARAM_ROUTES: Record<string, (deps: Pick<Deps, 'db'>) => Promise<SitemapUrl[]>> = {
  '/blog/$slug': async (deps) =>
    (await publishedArticleDates(deps)).map((p) => ({ loc: `/blog/${p.slug}`, lastmod: p.lastmod.toISOString().slice(0, 10) })),
  // Category pages holding at least one public article.
  '/blog/categorie/$slug': async (deps) => (await categoriesWithArticles(deps)).map((c) => ({ loc: `/blog/categorie/${c.slug}` })),
  '/$slug': async () => generateSeoPages().map((p) => ({ loc: `/${p.slug}` })),
};

const hasParams = (fullPath: string) => /[${*]/.test(fullPath);
/** `/blog/` → `/blog`; `/` stays. */
const pagePath = (fullPath: string) => (fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath);

/**
 * Every indexable URL, absolute: the pages of the routes declaring `index: true` (the static
 * ones as they are; those with parameters through SITEMAP_PARAM_ROUTES: each published article
 * with its `lastmod`, the 160 landing pages), and the main pages (MAIN_PAGES: the booking page,
 * served outside the page tree). Routes declaring `index: false` are left out.
 */
export async function sitemapXml(deps: Pick<Deps, 'db'>, siteUrl: string, routes: readonly RouteForFeeds[]): Promise<string> {
  const urls: SitemapUrl[] = [];
  for (const route of routes.filter((r) => !r.layout && r.policy.index)) {
    if (!hasParams(route.fullPath)) {
      urls.push({ loc: pagePath(route.fullPath) });
      continue;
    }
    const list = SITEMAP_PARAM_ROUTES[route.fullPath];
    if (!list) throw new Error(`sitemap.xml : la route indexable ${route.fullPath} n'a pas de liste d'URL (SITEMAP_PARAM_ROUTES)`);
    urls.push(...(await list(deps)));
  }
  // The main pages served outside the page tree (the booking page, server HTML) too.
  urls.push(...MAIN_PAGES.map((page) => ({ loc: page.url })));
  // Pages without parameters first (home first), then the listed ones.
  urls.sort((a, b) => Number(a.loc !== '/') - Number(b.loc !== '/'));
  const seen = new Set<string>();
  const body = urls
    .filter((u) => (seen.has(u.loc) ? false : (seen.add(u.loc), true)))
    .map(
      (u) =>
        `  <url><loc>${escapeXml(siteUrl + u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

/**
 * robots.txt: the API faces, and every route declaring `index: false` (one line for a layout and
 * all below it; a path with parameters is disallowed up to its first one: `/debug-seo-`).
 */
export function robotsTxt(siteUrl: string, routes: readonly RouteForFeeds[]): string {
  const byId = new Map(routes.map((r) => [r.id, r]));
  const parentOf = (route: RouteForFeeds) => (route.parentId === undefined ? undefined : byId.get(route.parentId));
  const disallowed = routes
    .filter((route) => {
      if (route.declared.index !== false) return false;
      for (let parent = parentOf(route); parent; parent = parentOf(parent)) if (parent.declared.index === false) return false;
      return true;
    })
    .map((route) => route.fullPath.split(/[${*]/)[0]!.replace(/(.)\/$/, '$1'))
    // Never "Disallow: /" because of a route with a parameter at the top.
    .filter((prefix) => prefix.length > 1);
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api',
    'Disallow: /trpc',
    ...[...new Set(disallowed)].sort().map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** RSS 2.0 feed of the 50 newest published articles (linked from every page's head). */
export async function rssXml(deps: Pick<Deps, 'db'>, siteUrl: string): Promise<string> {
  const posts = (await listPublished(deps, { limit: 50 })).items;
  const items = posts
    .map(
      (p) => `    <item>
      <title>${escapeXml(p.title)}</title>
      <link>${escapeXml(`${siteUrl}/blog/${p.slug}`)}</link>
      <guid isPermaLink="true">${escapeXml(`${siteUrl}/blog/${p.slug}`)}</guid>
      <pubDate>${p.createdAt.toUTCString()}</pubDate>
      <category>${escapeXml(topicLabel(p.topic))}</category>
      <description>${escapeXml(p.excerpt)}</description>
    </item>`,
    )
    .join('\n');
  const lastBuild = posts[0] ? `\n    <lastBuildDate>${posts[0].createdAt.toUTCString()}</lastBuildDate>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`Blog ${SITE.brand}`)}</title>
    <link>${escapeXml(`${siteUrl}/blog`)}</link>
    <atom:link href="${escapeXml(`${siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>
    <description>Ressources SEO juridique pour les avocats</description>
    <language>fr-FR</language>${lastBuild}
${items}
  </channel>
</rss>
`;
}
