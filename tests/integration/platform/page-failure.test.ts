/**
 * A failure is never frozen in the page cache: when the database fails on a cache miss, every
 * cached page and crawler file answers 503 with Retry-After and no-store (the page's French
 * error state), nothing is stored, and the page renders afresh as soon as the database is back.
 * The database is made to fail for real: a table renamed from another connection to the file,
 * under the app's warm prepared statements.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../helpers/server';
import { SqliteFile as Database } from '../../helpers/sqlite';

const ARTICLE = '/blog/seo-local-avocats-top-3-google-paris';

/** Each cached page reading articles, and the French text of its error state. */
const PAGES = [
  { path: '/blog', texts: ['Erreur de chargement', 'Impossible de charger les articles. Veuillez réessayer plus tard.'] },
  { path: ARTICLE, texts: ['Erreur de chargement', 'Impossible de charger l&#x27;article. Veuillez réessayer plus tard.'] },
  { path: '/sitemap', texts: ['Erreur de chargement', 'Erreur lors du chargement du sitemap'] },
  { path: '/', texts: ['Une erreur est survenue', 'Impossible d&#x27;afficher cette page pour le moment.'] },
  { path: '/blog/categorie/seo-local', texts: ['Une erreur est survenue'] },
  { path: '/sitemap.xml', texts: ['Service momentanément indisponible. Veuillez réessayer dans quelques instants.'] },
  { path: '/rss.xml', texts: ['Service momentanément indisponible. Veuillez réessayer dans quelques instants.'] },
];

describe('the database fails on a cache miss', () => {
  const s = useTestServer();
  let db: InstanceType<typeof Database>;
  const sql = (source: string) => db.prepare(source).run();
  /** A new content version: every `content` page and file is a cache miss. */
  const bumpContentVersion = () =>
    sql("INSERT INTO app_meta (key, value) VALUES ('content_version', '1') ON CONFLICT(key) DO UPDATE SET value = CAST(CAST(value AS INTEGER) + 1 AS TEXT)");

  beforeAll(() => {
    db = new Database(s.dbFile);
  });
  afterAll(() => db.close());

  it('answers 503, Retry-After, no-store with the French error state; stores nothing; renders 200 at once when the database is back', async () => {
    // Every page rendered and cached first (the app's statements on blog_posts are prepared and warm).
    for (const { path } of PAGES) {
      expect((await fetch(s.url + path)).status, path).toBe(200);
      expect((await fetch(s.url + path)).headers.get('x-cache'), path).toBe('HIT');
    }
    bumpContentVersion();
    sql('ALTER TABLE blog_posts RENAME TO blog_posts_hors_service');
    try {
      for (const { path, texts } of PAGES) {
        for (const attempt of [1, 2]) {
          const res = await fetch(s.url + path);
          const body = await res.text();
          expect(res.status, `${path} #${attempt}`).toBe(503);
          expect(res.headers.get('cache-control'), path).toBe('no-store');
          expect(res.headers.get('retry-after'), path).toBe('30');
          expect(res.headers.get('x-cache'), path).not.toBe('HIT');
          for (const text of texts) expect(body, path).toContain(text);
        }
      }
      // A page that reads no article is still served from the cache meanwhile.
      expect((await fetch(`${s.url}/pricing`)).status).toBe(200);
    } finally {
      sql('ALTER TABLE blog_posts_hors_service RENAME TO blog_posts');
    }
    for (const { path } of PAGES) {
      const res = await fetch(s.url + path);
      const body = await res.text();
      expect(res.status, path).toBe(200);
      expect(res.headers.get('x-cache'), path).toBe('MISS');
      expect(res.headers.get('cache-control'), path).toMatch(/^public, max-age=0, s-maxage=30/);
      expect(body, path).not.toContain('Erreur de chargement');
      expect((await fetch(s.url + path)).headers.get('x-cache'), path).toBe('HIT');
    }
    expect(await (await fetch(`${s.url}/blog`)).text()).toContain('articles publiés');
  }, 120_000);

  it('turns only failed renders into 503: a redirect stays a redirect', async () => {
    const res = await fetch(`${s.url}/admin`, { redirect: 'manual' });
    expect(res.status).toBeGreaterThanOrEqual(300);
    expect(res.status).toBeLessThan(400);
    expect(res.headers.get('location')).toMatch(/\/admin\/dashboard$/);
    expect(res.headers.get('retry-after')).toBeNull();
  });

  it('renders pages for this request only while the content version cannot be read, and caches again once it can', async () => {
    bumpContentVersion();
    sql('ALTER TABLE app_meta RENAME TO app_meta_hors_service');
    try {
      for (const path of ['/blog', '/sitemap.xml']) {
        for (const attempt of [1, 2]) {
          const res = await fetch(s.url + path);
          expect(res.status, `${path} #${attempt}`).toBe(200);
          expect(res.headers.get('cache-control'), path).toBe('no-store');
          expect(res.headers.get('x-cache'), path).toBe('MISS');
        }
      }
    } finally {
      sql('ALTER TABLE app_meta_hors_service RENAME TO app_meta');
    }
    for (const path of ['/blog', '/sitemap.xml']) {
      expect((await fetch(s.url + path)).headers.get('x-cache'), path).toBe('MISS');
      const again = await fetch(s.url + path);
      expect(again.headers.get('x-cache'), path).toBe('HIT');
      expect(again.headers.get('cache-control'), path).toMatch(/^public, max-age=0, s-maxage=30/);
    }
  });
});
