import { SqliteFile as Database } from '../../helpers/sqlite';
import { describe, expect, it } from 'vitest';
import superjson from 'superjson';
import { loadConfig } from '#server/platform/env';
import { openDatabase } from '#server/platform/db';
import { eq } from 'drizzle-orm';
import { seed } from '#db/seed';
import { blogPostCategories, blogPosts } from '#db/schema';
import { useTestServer } from '../../helpers/server';

describe('configuration from the environment', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATABASE_PATH: 'db/data/app.sqlite',
      SITE_URL: 'http://localhost:3000',
      ADMIN_REGISTRATION: 'first-user',
    });
    expect(config.databaseFile).toMatch(/db\/data\/app\.sqlite$/);
  });

  it('refuses bad values with one readable line per variable', () => {
    expect(() => loadConfig({ PORT: 'abc', SITE_URL: 'pas-une-url', ADMIN_REGISTRATION: 'tout-le-monde' })).toThrowError(
      /Configuration invalide[\s\S]*PORT[\s\S]*SITE_URL: SITE_URL doit être une URL absolue[\s\S]*ADMIN_REGISTRATION/,
    );
  });

  it('drops a trailing slash from SITE_URL', () => {
    expect(loadConfig({ SITE_URL: 'https://www.avocat-visible.fr/' }).SITE_URL).toBe('https://www.avocat-visible.fr');
  });
});

describe('database bootstrap', () => {
  const s = useTestServer();

  it('migrates with WAL and foreign keys, and seeds the demo content once', async () => {
    const raw = new Database(s.dbFile, { readonly: true });
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();
    // foreign_keys is per connection: the app's own connection must enforce it.
    await expect(
      s.deps.db.insert(blogPostCategories).values({ postId: 99_999, categoryId: 99_999 }),
    ).rejects.toSatisfy((error: Error) => /FOREIGN KEY/.test(`${error.message} ${(error.cause as Error | undefined)?.message}`));

    expect(s.query<{ n: number }>('SELECT count(*) AS n FROM blog_posts WHERE published = 1')[0]?.n).toBe(3);
    expect(s.query<{ n: number }>('SELECT count(*) AS n FROM users')[0]?.n).toBe(0);
    expect(s.query<{ n: number }>('SELECT count(*) AS n FROM blog_categories')[0]?.n).toBe(5);
    expect(s.query<{ n: number }>('SELECT count(*) AS n FROM blog_post_categories')[0]?.n).toBe(3);
    expect(s.query('SELECT name, price, max_audits, max_calculations FROM subscription_plans ORDER BY price')).toEqual([
      { name: 'Essentiel', price: 29900, max_audits: 2, max_calculations: 5 },
      { name: 'Professionnel', price: 59900, max_audits: 5, max_calculations: -1 },
      { name: 'Premium', price: 99900, max_audits: -1, max_calculations: -1 },
    ]);

    // A second start (same file) adds nothing, even after an article was deleted.
    const again = await openDatabase({ file: s.dbFile, url: s.config.DATABASE_URL });
    try {
      const [first] = await again.db.query.blogPosts.findMany({ limit: 1 });
      await again.db.delete(blogPosts).where(eq(blogPosts.id, first!.id));
      expect(await seed(again.db)).toEqual({ articlesAdded: 0 });
      expect(s.query<{ n: number }>('SELECT count(*) AS n FROM blog_posts')[0]?.n).toBe(2);
      expect(s.query<{ n: number }>('SELECT count(*) AS n FROM subscription_plans')[0]?.n).toBe(3);
    } finally {
      await again.close();
    }
  });

  it('stores seeded articles as Markdown with French content', () => {
    const rows = s.query<{ content: string; keywords: string }>('SELECT content, keywords FROM blog_posts');
    for (const row of rows) {
      expect(row.content).toMatch(/^## /m);
      expect(row.content.split(/\s+/).length).toBeGreaterThan(600);
      expect(JSON.parse(row.keywords).length).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('the /trpc endpoint used by the React client', () => {
  const s = useTestServer();

  it('answers queries with superjson (dates stay dates)', async () => {
    const res = await fetch(`${s.url}/trpc/blog.list`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { data: Parameters<typeof superjson.deserialize>[0] } };
    const page = superjson.deserialize<{ items: { createdAt: Date; slug: string }[]; nextCursor: string | null }>(body.result.data);
    expect(page.items).toHaveLength(3);
    expect(page.items[0]?.createdAt).toBeInstanceOf(Date);
    expect(page.nextCursor).toBeNull();
  });

  it("gives a list's next page to tRPC clients in the reply (the REST facade puts it in the Link header)", async () => {
    const first = await fetch(`${s.url}/trpc/blog.list?input=${encodeURIComponent(JSON.stringify({ json: { limit: 2 } }))}`);
    const page = superjson.deserialize<{ items: { slug: string }[]; nextCursor: string | null }>(((await first.json()) as { result: { data: Parameters<typeof superjson.deserialize>[0] } }).result.data);
    expect(page.items).toHaveLength(2);
    expect(page.nextCursor).toEqual(expect.any(String));
    const rest = await fetch(`${s.url}/api/blog/posts?limit=2`);
    const link = rest.headers.get('link') ?? '';
    expect(link).toContain(`cursor=${page.nextCursor}`);
    expect(((await rest.json()) as { slug: string }[]).map((p) => p.slug)).toEqual(page.items.map((p) => p.slug));
    const second = await fetch(`${s.url}/trpc/blog.list?input=${encodeURIComponent(JSON.stringify({ json: { limit: 2, cursor: page.nextCursor } }))}`);
    const next = superjson.deserialize<{ items: { slug: string }[]; nextCursor: string | null }>(((await second.json()) as { result: { data: Parameters<typeof superjson.deserialize>[0] } }).result.data);
    expect(next.items).toHaveLength(1);
    expect(next.nextCursor).toBeNull();
  });

  it('refuses admin procedures without a session (401) and formats validation errors in French', async () => {
    const admin = await fetch(`${s.url}/trpc/adminBlog.list`);
    expect(admin.status).toBe(401);
    const invalid = await fetch(`${s.url}/trpc/leads.createContact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { firstName: 'Anne' } }),
    });
    expect(invalid.status).toBe(400);
    const body = (await invalid.json()) as { error: { json: { message: string; data: { issues: unknown[] } } } };
    expect(body.error.json.message).toBe("Veuillez remplir tous les champs obligatoires et accepter d'être contacté.");
    expect(body.error.json.data.issues.length).toBeGreaterThan(0);
  });
});
