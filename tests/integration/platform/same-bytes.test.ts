/**
 * The same bytes for a page however often it is rendered: no render time or per-process value in
 * the cached HTML (TanStack Router's dehydrated matches and TanStack Query's dehydrated queries
 * carry times; entry-server writes them as 0 and the browser reads them as the time it requested
 * the page). Two nodes on one database: tests/integration/multi-node.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../helpers/server';

const SITE_URL = 'https://www.avocat-visible.test';

/** One page per public page class (pages with loaders and queries, deploy-only pages, a 404). */
const PAGES = [
  '/',
  '/blog',
  '/blog/seo-local-avocats-top-3-google-paris',
  '/sitemap',
  '/seo-avocat-droit-penal-marseille',
  '/pages-seo?region=Occitanie',
  '/pricing',
  '/quiz',
  '/privacy',
  '/seo-avocat-droit-martien-lyon',
];

async function raw(url: string) {
  const res = await fetch(url);
  return { status: res.status, etag: res.headers.get('etag'), cache: res.headers.get('x-cache'), body: Buffer.from(await res.arrayBuffer()) };
}

/** Every time field of the dehydrated state that is not 0, as written (`u:1795683853690`…). */
const renderTimes = (html: string) =>
  [...html.matchAll(/\b(u|dataUpdatedAt|dehydratedAt|errorUpdatedAt):(\d+)/g)].filter((match) => match[2] !== '0').map((match) => match[0]);

describe('a page rendered twice in one process', () => {
  const s = useTestServer({ SITE_URL });

  it.each(PAGES)('%s: the same bytes and ETag, no render time in the dehydrated state', async (page) => {
    const first = await raw(s.url + page);
    s.htmlCache!.clear();
    const second = await raw(s.url + page);
    expect(second.cache).toBe('MISS');
    expect(second.status).toBe(first.status);
    expect(second.etag).toBe(first.etag);
    expect(second.body.equals(first.body)).toBe(true);
    const html = first.body.toString();
    // The dehydrated state is there (hydration still has its data), with its times written as 0.
    expect(html).toMatch(/matches:\$R\[\d+\]=\[\$R\[\d+\]=\{i:"__root__#",u:0,/);
    expect(renderTimes(html)).toEqual([]);
  });

  it('the queries a loader fetched go with the page, their data whole and their times 0', async () => {
    const html = (await raw(s.url + '/blog')).body.toString();
    expect(html).toMatch(/query:\$R\[\d+\]=\{initial:\$R\[\d+\]=\[\$R\[\d+\]=\{dehydratedAt:0,state:\$R\[\d+\]=\{data:/);
    expect(html).toMatch(/dataUpdateCount:1,dataUpdatedAt:0,error:null,errorUpdateCount:0,errorUpdatedAt:0,/);
    expect(html).toContain('slug:"seo-local-avocats-top-3-google-paris"');
  });
});
