/** Machine-readable files for crawlers and readers: sitemap.xml, robots.txt, rss.xml. */
import { escapeXml } from '../../shared/rules/html';
import { topicBadge } from '../../shared/constants/practice';
import { generateSeoPages } from '../../shared/rules';
import { MAIN_PAGES, SITE } from '../../shared/site';
import { listPublished } from '../services/blog';
import { publishedArticleDates } from '../services/sitemap';
import { categoriesWithArticles } from '../services/categories';
import type { Deps } from '../trpc/init';

/**
 * Every indexable URL, absolute: the main pages (home, pricing, blog, ROI, quiz, privacy,
 * directory, site map page), each published article with its `lastmod`, the category pages
 * holding a public article, the 160 landing pages.
 * The demo, test and debug pages are `noindex` and left out.
 */
export async function sitemapXml(deps: Pick<Deps, 'db'>, siteUrl: string): Promise<string> {
  const posts = await publishedArticleDates(deps);
  const urls: { loc: string; lastmod?: string }[] = [
    ...MAIN_PAGES.map((p) => ({ loc: p.url })),
    ...posts.map((p) => ({ loc: `/blog/${p.slug}`, lastmod: p.lastmod.toISOString().slice(0, 10) })),
    // Category pages holding at least one public article.
    ...categoriesWithArticles(deps).map((c) => ({ loc: `/blog/categorie/${c.slug}` })),
    ...generateSeoPages().map((p) => ({ loc: `/${p.slug}` })),
  ];
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

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api',
    'Disallow: /trpc',
    'Disallow: /seo-demo',
    'Disallow: /test-seo',
    'Disallow: /test-routes',
    'Disallow: /seo-simple-test',
    'Disallow: /debug-seo-',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** RSS 2.0 feed of the 50 newest published articles (linked from every page's head). */
export async function rssXml(deps: Pick<Deps, 'db'>, siteUrl: string): Promise<string> {
  const posts = (await listPublished(deps)).slice(0, 50);
  const items = posts
    .map(
      (p) => `    <item>
      <title>${escapeXml(p.title)}</title>
      <link>${escapeXml(`${siteUrl}/blog/${p.slug}`)}</link>
      <guid isPermaLink="true">${escapeXml(`${siteUrl}/blog/${p.slug}`)}</guid>
      <pubDate>${p.createdAt.toUTCString()}</pubDate>
      <category>${escapeXml(topicBadge(p.topic).label)}</category>
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
