/**
 * A crawler's walk through the site: plain HTTP from `/`, no JavaScript, following every
 * internal link of every page (spec §2; issue "Done means").
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../helpers/server';
import { jsonLdTypes, readPage, type PageFacts } from '../../helpers/html';

const SITE_URL = 'https://www.avocat-visible.test';

type Crawled = { path: string; status: number; facts: PageFacts };

async function crawl(base: string, start: string): Promise<Map<string, Crawled>> {
  const seen = new Map<string, Crawled>();
  const queue = [start];
  const queued = new Set(queue);
  while (queue.length > 0) {
    const batch = queue.splice(0, 4);
    await Promise.all(
      batch.map(async (path) => {
        const res = await fetch(base + path, { headers: { accept: 'text/html' }, redirect: 'manual' });
        const html = await res.text();
        const facts = readPage(html);
        seen.set(path, { path, status: res.status, facts });
        for (const href of facts.links) {
          if (!href.startsWith('/') || href.startsWith('//')) continue;
          const next = href.split('#')[0] || '/';
          if (!queued.has(next)) {
            queued.add(next);
            queue.push(next);
          }
        }
      }),
    );
  }
  return seen;
}

describe('a crawler following links from the home page', () => {
  const s = useTestServer({ SITE_URL });
  let pages: Map<string, Crawled>;

  it('reaches every landing page, the directory and the main pages, and every link answers 200', async () => {
    pages = await crawl(s.url, '/');
    const broken = [...pages.values()].filter((p) => p.status !== 200).map((p) => `${p.path} → ${p.status}`);
    expect(broken).toEqual([]);
    const paths = [...pages.keys()];
    expect(paths.filter((p) => p.startsWith('/seo-avocat-'))).toHaveLength(160);
    for (const path of ['/', '/pricing', '/blog', '/roi-calculator', '/quiz', '/privacy', '/pages-seo', '/sitemap', '/rendez-vous']) {
      expect(paths, path).toContain(path);
    }
  }, 180_000);

  it('finds a unique title and description, an absolute canonical and lang="fr" on every indexable page', () => {
    const indexable = [...pages.values()].filter((p) => !p.facts.robots?.includes('noindex'));
    expect(indexable.length).toBeGreaterThan(170);
    const problems: string[] = [];
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const { path, facts } of indexable) {
      if (facts.lang !== 'fr') problems.push(`${path}: lang ${facts.lang}`);
      if (!facts.title.trim()) problems.push(`${path}: no title`);
      if (!facts.description?.trim()) problems.push(`${path}: no description`);
      if (facts.canonical !== SITE_URL + path) problems.push(`${path}: canonical ${facts.canonical}`);
      const sameTitle = titles.get(facts.title);
      if (sameTitle) problems.push(`${path}: same title as ${sameTitle}`);
      titles.set(facts.title, path);
      const sameDescription = descriptions.get(facts.description ?? '');
      if (sameDescription) problems.push(`${path}: same description as ${sameDescription}`);
      descriptions.set(facts.description ?? '', path);
      if (!facts.og['og:image']?.startsWith(SITE_URL)) problems.push(`${path}: og:image ${facts.og['og:image']}`);
    }
    expect(problems).toEqual([]);
  });

  it('parses every JSON-LD block, with the agency on the home page and articles described', () => {
    const types = new Map<string, string[]>();
    for (const { path, facts } of pages.values()) types.set(path, jsonLdTypes(facts));
    expect(types.get('/')).toEqual(['Organization', 'ProfessionalService']);
    expect(types.get('/seo-avocat-droit-penal-toulouse')).toEqual(['Service', 'BreadcrumbList', 'FAQPage']);
    const article = [...types.keys()].find((p) => p.startsWith('/blog/'));
    expect(article).toBeDefined();
    expect(types.get(article!)).toEqual(['BlogPosting', 'BreadcrumbList']);
  });

  it('finds every indexable page in /sitemap.xml, and every /sitemap.xml URL answers 200', async () => {
    const xml = await (await fetch(`${s.url}/sitemap.xml`)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(SITE_URL, ''));
    const inSitemap = new Set(locs);
    const missing = [...pages.values()]
      .filter((p) => !p.facts.robots?.includes('noindex'))
      .map((p) => p.path)
      .filter((path) => !inSitemap.has(path));
    expect(missing).toEqual([]);
    const failing: string[] = [];
    for (let i = 0; i < locs.length; i += 8) {
      await Promise.all(
        locs.slice(i, i + 8).map(async (path) => {
          const res = await fetch(s.url + path, { headers: { accept: 'text/html' }, redirect: 'manual' });
          await res.arrayBuffer();
          if (res.status !== 200) failing.push(`${path} → ${res.status}`);
        }),
      );
    }
    expect(failing).toEqual([]);
  }, 120_000);
});
