/**
 * IndexNow end to end: a search engine stand-in (node http on 127.0.0.1) receives, through the
 * durable outbox, one POST of `{ host, key, keyLocation, urlList }` per batch of changes: publishing
 * (by hand or when a scheduled article falls due), editing, unpublishing, deleting, moving an
 * article, renaming or deleting a category. Changes within the batch delay make one POST; 429/5xx
 * are retried with the same addresses, another 4xx gives the batch up; an address changed while a
 * batch is in flight goes in the next one; two nodes on one database send each batch once. Without
 * INDEXNOW_KEY nothing is queued and the key file is a 404.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts } from '#db/schema';
import { createApp } from '#server/app';
import { loadConfig } from '#server/platform/env';
import { bumpContentVersion } from '#server/blog/content-version';
import { transaction } from '#server/platform/db';
import { INDEXNOW_DEFAULT_ENDPOINT, type IndexNowPayload } from '#shared/seo/indexnow';
import { api, registerAdmin, useTestServer, type TestServer } from '../../helpers/server';
import { until } from '../../helpers/until';

const KEY = 'cle-indexnow-0123456789';
const SITE = 'https://www.avocat-visible.test';

type Received = { method: string; path: string; headers: http.IncomingHttpHeaders; body: IndexNowPayload };
/** A status to answer, or 'hold': no answer until `release()`. */
type Reply = number | 'hold';

/** The search engine: records every request; answers with the next reply of its script (then 200). */
async function startSearchEngine() {
  const received: Received[] = [];
  const script: Reply[] = [];
  const held: http.ServerResponse[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      received.push({ method: req.method ?? '', path: req.url ?? '/', headers: req.headers, body: JSON.parse(text || 'null') as IndexNowPayload });
      const reply = script.shift() ?? 200;
      if (reply === 'hold') return void held.push(res);
      res.writeHead(reply, { 'content-type': 'text/plain' }).end(reply >= 400 ? `erreur ${reply}` : '');
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/indexnow`,
    received,
    answer: (...replies: Reply[]) => script.push(...replies),
    release: () => held.splice(0).forEach((res) => res.writeHead(200).end()),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
type SearchEngine = Awaited<ReturnType<typeof startSearchEngine>>;

type Post = { id: number; slug: string; published: boolean };

const ARTICLE = {
  title: 'Article IndexNow',
  content: '## Introduction\n\nUn article pour les moteurs de recherche.',
  excerpt: 'Un résumé court.',
  practiceType: 'droit-penal',
  firmSize: 'petit-cabinet',
  topic: 'seo-local',
  metaDescription: 'Description SEO',
  keywords: ['seo'],
  imageUrl: null,
  published: false,
};

const count = (s: TestServer, sql: string, ...params: unknown[]) => s.query<{ n: number }>(sql, ...params)[0]!.n;
/** No address waiting and no batch to send: every change so far is announced (or given up). */
const idle = (s: TestServer) =>
  count(s, 'SELECT count(*) AS n FROM indexnow_pending') === 0 &&
  count(s, "SELECT count(*) AS n FROM outbox WHERE channel = 'indexnow' AND status = 'pending'") === 0;

const url = (path: string) => SITE + path;
const sorted = (list: string[]) => [...list].sort();

/** A test server with the key, its search engine started first (its address goes in the env). */
function useServerWithSearchEngine(env: Record<string, string>) {
  const state = { engine: undefined as unknown as SearchEngine };
  const serverEnv: Record<string, string> = { ...env };
  beforeAll(async () => {
    state.engine = await startSearchEngine();
    serverEnv.INDEXNOW_ENDPOINT = state.engine.url;
  });
  const s = useTestServer(serverEnv);
  afterAll(async () => {
    await state.engine.close();
  });
  return { s, state };
}

describe('IndexNow with a key', () => {
  const { s, state } = useServerWithSearchEngine({
    INDEXNOW_KEY: KEY,
    INDEXNOW_BATCH_SECONDS: '1.5',
    OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true',
    OUTBOX_RETRY_BASE_SECONDS: '0.2',
  });
  let token = '';
  let serial = 0;
  beforeAll(async () => {
    token = await registerAdmin(s.url);
  });

  const createPost = async (over: Record<string, unknown> = {}) => {
    serial += 1;
    const res = await api<Post>(s.url, 'POST', '/api/admin/blog/posts', { token, body: { ...ARTICLE, slug: `article-indexnow-${serial}`, ...over } });
    expect(res.status).toBe(201);
    return res.body;
  };
  const edit = async (post: Post, over: Record<string, unknown>) => {
    const res = await api<Post>(s.url, 'PUT', `/api/admin/blog/posts/${post.id}`, { token, body: { ...ARTICLE, slug: post.slug, published: post.published, ...over } });
    expect(res.status).toBe(200);
    return res.body;
  };
  const publish = async (post: Post, published: boolean) => {
    const res = await api<Post>(s.url, 'PATCH', `/api/admin/blog/posts/${post.id}/publish`, { token, body: { published } });
    expect(res.status).toBe(200);
    return res.body;
  };
  /** Runs `changes`, waits for every batch to be done, and returns the POSTs they made. */
  const posts = async (changes: () => Promise<unknown>): Promise<Received[]> => {
    await until(() => idle(s), 'no batch left from before');
    const mark = state.engine.received.length;
    await changes();
    await until(() => idle(s), 'the batches of the changes sent', 15_000);
    return state.engine.received.slice(mark);
  };
  /** The addresses of the one POST `changes` made. */
  const announced = async (changes: () => Promise<unknown>): Promise<string[]> => {
    const made = await posts(changes);
    expect(made).toHaveLength(1);
    return sorted(made[0]!.body.urlList);
  };

  it('publishes the key as text/plain at /{key}.txt; another key is a 404', async () => {
    const res = await fetch(`${s.url}/${KEY}.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await res.text()).toBe(KEY);
    expect((await fetch(`${s.url}/autre-cle-0123456789.txt`)).status).toBe(404);
  });

  it('announces an article published by hand with the blog list, in the exact payload', async () => {
    const draft = await createPost();
    expect(idle(s)).toBe(true); // a draft is nobody's business
    const made = await posts(() => publish(draft, true));
    expect(made).toHaveLength(1);
    const [got] = made;
    expect(got!.method).toBe('POST');
    expect(got!.path).toBe('/indexnow');
    expect(got!.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(got!.body).toEqual({
      host: 'www.avocat-visible.test',
      key: KEY,
      keyLocation: `${SITE}/${KEY}.txt`,
      urlList: expect.any(Array),
    });
    expect(sorted(got!.body.urlList)).toEqual(sorted([url('/blog'), url(`/blog/${draft.slug}`)]));
    const [row] = s.query<{ status: string; recipient: string; attempts: number }>(
      "SELECT status, recipient, attempts FROM outbox WHERE channel = 'indexnow' ORDER BY id DESC LIMIT 1",
    );
    expect(row).toEqual({ status: 'sent', recipient: state.engine.url, attempts: 1 });
  });

  it('announces a published article created as such, an edit (its address only), an unpublish and a delete', async () => {
    let post: Post | undefined;
    expect(await announced(async () => (post = await createPost({ published: true })))).toEqual(sorted([url('/blog'), url(`/blog/${post!.slug}`)]));
    expect(await announced(() => edit(post!, { title: 'Titre revu' }))).toEqual([url(`/blog/${post!.slug}`)]);
    expect(await announced(async () => (post = await publish(post!, false)))).toEqual(sorted([url('/blog'), url(`/blog/${post!.slug}`)]));
    // An unpublished article's edit or deletion is nobody's business.
    expect(await posts(() => edit(post!, { title: 'Brouillon revu' }))).toEqual([]);
    post = await publish(post!, true);
    await until(() => idle(s), 'the publication announced');
    expect(
      await announced(async () => expect((await api(s.url, 'DELETE', `/api/admin/blog/posts/${post!.id}`, { token })).status).toBe(200)),
    ).toEqual(sorted([url('/blog'), url(`/blog/${post!.slug}`)]));
    const draft = await createPost();
    expect(await posts(async () => expect((await api(s.url, 'DELETE', `/api/admin/blog/posts/${draft.id}`, { token })).status).toBe(200))).toEqual([]);
  });

  it('announces both addresses of a moved article, and the blog list', async () => {
    const post = await createPost({ published: true });
    await until(() => idle(s), 'the publication announced');
    expect(await announced(() => edit(post, { slug: `${post.slug}-deplace` }))).toEqual(
      sorted([url('/blog'), url(`/blog/${post.slug}`), url(`/blog/${post.slug}-deplace`)]),
    );
  });

  it('announces both addresses of a renamed category, and the page of a deleted one', async () => {
    const created = await api<{ id: number; slug: string }>(s.url, 'POST', '/api/admin/blog/categories', { token, body: { name: 'Droit rural' } });
    expect(created.status).toBe(201);
    expect(idle(s)).toBe(true); // a new category has no article yet
    let renamed: { slug: string } | undefined;
    expect(
      await announced(async () => {
        const res = await api<{ slug: string }>(s.url, 'PUT', `/api/admin/blog/categories/${created.body.id}`, { token, body: { name: 'Droit agricole' } });
        expect(res.status).toBe(200);
        renamed = res.body;
      }),
    ).toEqual(sorted([url('/blog/categorie/droit-rural'), url('/blog/categorie/droit-agricole')]));
    expect(renamed!.slug).toBe('droit-agricole');
    expect(
      await announced(async () => expect((await api(s.url, 'DELETE', `/api/admin/blog/categories/${created.body.id}`, { token })).status).toBe(200)),
    ).toEqual([url('/blog/categorie/droit-agricole')]);
  });

  it('announces a scheduled article when it falls due, not before', async () => {
    const publishAt = new Date(Date.now() + 2500);
    const made = await posts(async () => {
      const post = await createPost({ published: true, publishAt: publishAt.toISOString(), slug: 'article-programme-indexnow' });
      expect(post.published).toBe(true);
      expect(idle(s)).toBe(true); // not public yet: nothing queued
      await until(() => count(s, 'SELECT count(*) AS n FROM indexnow_pending') > 0, 'the publication queued when due', 10_000);
      expect(Date.now()).toBeGreaterThanOrEqual(publishAt.getTime());
    });
    expect(made).toHaveLength(1);
    expect(sorted(made[0]!.body.urlList)).toEqual(sorted([url('/blog'), url('/blog/article-programme-indexnow')]));
  });

  it('announces several quick changes of the same articles once each, in one POST', async () => {
    const a = await createPost({ published: true });
    const b = await createPost({ published: true });
    await until(() => idle(s), 'the publications announced');
    const made = await posts(async () => {
      await edit(a, { title: 'Premier changement' });
      await edit(b, { title: 'Deuxième changement' });
      await edit(a, { title: 'Troisième changement' });
      await publish(b, false);
    });
    expect(made).toHaveLength(1);
    expect(made[0]!.body.urlList).toHaveLength(3);
    expect(sorted(made[0]!.body.urlList)).toEqual(sorted([url('/blog'), url(`/blog/${a.slug}`), url(`/blog/${b.slug}`)]));
  });

  it('retries a batch the search engine failed (500, 429), then sends it again whole', async () => {
    const post = await createPost({ published: true });
    await until(() => idle(s), 'the publication announced');
    state.engine.answer(500, 429, 200);
    const made = await posts(() => edit(post, { title: 'Réessayé' }));
    expect(made).toHaveLength(3);
    for (const got of made) expect(got.body.urlList).toEqual([url(`/blog/${post.slug}`)]);
    const [row] = s.query<{ status: string; attempts: number }>("SELECT status, attempts FROM outbox WHERE channel = 'indexnow' ORDER BY id DESC LIMIT 1");
    expect(row).toEqual({ status: 'sent', attempts: 3 });
  });

  it('gives a batch up on another 4xx (no retry), and announces the next change normally', async () => {
    const post = await createPost({ published: true });
    await until(() => idle(s), 'the publication announced');
    state.engine.answer(422);
    expect(await posts(() => edit(post, { title: 'Refusé' }))).toHaveLength(1);
    const [row] = s.query<{ status: string; last_error: string; attempts: number }>(
      "SELECT status, last_error, attempts FROM outbox WHERE channel = 'indexnow' ORDER BY id DESC LIMIT 1",
    );
    expect(row).toEqual({ status: 'skipped', last_error: 'Refusé par IndexNow (HTTP 422) : 1 adresse(s) abandonnée(s).', attempts: 1 });
    expect(await announced(() => edit(post, { title: 'Accepté' }))).toEqual([url(`/blog/${post.slug}`)]);
  });

  it('puts an address changed while a batch is in flight in the next batch, never losing it', async () => {
    const a = await createPost({ published: true });
    const b = await createPost({ published: true });
    await until(() => idle(s), 'the publications announced');
    state.engine.answer('hold');
    const made = await posts(async () => {
      const mark = state.engine.received.length;
      await edit(a, { title: 'Avant le lot' });
      // The batch has read the table and its POST waits for an answer.
      await until(() => state.engine.received.length > mark, 'the first batch in flight');
      await edit(a, { title: 'Pendant le lot' });
      await edit(b, { title: 'Pendant le lot aussi' });
      expect(count(s, "SELECT count(*) AS n FROM outbox WHERE channel = 'indexnow' AND status = 'pending'")).toBe(2);
      state.engine.release();
    });
    expect(made.map((got) => sorted(got.body.urlList))).toEqual([[url(`/blog/${a.slug}`)], sorted([url(`/blog/${a.slug}`), url(`/blog/${b.slug}`)])]);
  });

  it('sends each batch once with two nodes on one database', async () => {
    const other = await createApp(s.config, 'production');
    try {
      const post = await createPost({ published: true });
      await until(() => idle(s), 'the publication announced');
      for (let round = 1; round <= 4; round += 1) {
        expect(await announced(() => edit(post, { title: `Tour ${round}` }))).toEqual([url(`/blog/${post.slug}`)]);
      }
    } finally {
      await other.close();
    }
  });

  it('gives each article in sitemap.xml its last change as <lastmod>: updatedAt, or the publication date if later', async () => {
    const post = await createPost({ published: true });
    const day = (iso: string) => new Date(iso);
    const lastmod = async (values: { createdAt: Date; updatedAt: Date; publishAt: Date | null }) => {
      await transaction(s.deps.db, async (tx) => {
        await tx.update(blogPosts).set(values).where(eq(blogPosts.id, post.id));
        await bumpContentVersion(tx);
      });
      const xml = await (await fetch(`${s.url}/sitemap.xml`)).text();
      return xml.match(new RegExp(`<loc>${url(`/blog/${post.slug}`)}</loc><lastmod>([^<]+)</lastmod>`))?.[1];
    };
    expect(await lastmod({ createdAt: day('2024-01-10T08:00:00Z'), updatedAt: day('2024-03-05T08:00:00Z'), publishAt: null })).toBe('2024-03-05');
    expect(await lastmod({ createdAt: day('2024-01-10T08:00:00Z'), updatedAt: day('2024-03-05T08:00:00Z'), publishAt: day('2024-06-01T08:00:00Z') })).toBe('2024-06-01');
    expect(await lastmod({ createdAt: day('2024-01-10T08:00:00Z'), updatedAt: day('2024-03-05T08:00:00Z'), publishAt: day('2024-02-01T08:00:00Z') })).toBe('2024-03-05');
    expect(await lastmod({ createdAt: day('2024-04-10T08:00:00Z'), updatedAt: day('2024-03-05T08:00:00Z'), publishAt: null })).toBe('2024-04-10');
  });
});

describe('IndexNow batches', () => {
  const { s, state } = useServerWithSearchEngine({ INDEXNOW_KEY: KEY, INDEXNOW_BATCH_SECONDS: '3', OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true' });

  it('sends the changes of one batch delay (3 s here), spread over 2 s, in ONE POST', async () => {
    const token = await registerAdmin(s.url);
    const write = async (slug: string) => {
      const res = await api<Post>(s.url, 'POST', '/api/admin/blog/posts', { token, body: { ...ARTICLE, slug, published: true } });
      expect(res.status).toBe(201);
    };
    // Longer apart than the outbox's look at due messages (every second): batched by the delay alone.
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await write('lot-premier');
    await pause(1100);
    await write('lot-deuxieme');
    await pause(1100);
    await write('lot-troisieme');
    await until(() => idle(s), 'the batch sent', 15_000);
    expect(state.engine.received).toHaveLength(1);
    expect(sorted(state.engine.received[0]!.body.urlList)).toEqual(
      sorted([url('/blog'), url('/blog/lot-premier'), url('/blog/lot-deuxieme'), url('/blog/lot-troisieme')]),
    );
    expect(count(s, "SELECT count(*) AS n FROM outbox WHERE channel = 'indexnow'")).toBe(1);
  });
});

describe('IndexNow without a key', () => {
  const { s, state } = useServerWithSearchEngine({ OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true', INDEXNOW_BATCH_SECONDS: '0' });

  it('answers /{key}.txt with an ordinary 404 and queues nothing for any change', async () => {
    const res = await fetch(`${s.url}/${KEY}.txt`);
    expect(res.status).toBe(404);
    const token = await registerAdmin(s.url);
    const created = await api<Post>(s.url, 'POST', '/api/admin/blog/posts', { token, body: { ...ARTICLE, slug: 'sans-cle', published: true } });
    expect(created.status).toBe(201);
    const put = await api(s.url, 'PUT', `/api/admin/blog/posts/${created.body.id}`, { token, body: { ...ARTICLE, slug: 'sans-cle-2', published: true } });
    expect(put.status).toBe(200);
    expect((await api(s.url, 'DELETE', `/api/admin/blog/posts/${created.body.id}`, { token })).status).toBe(200);
    const category = await api<{ id: number }>(s.url, 'POST', '/api/admin/blog/categories', { token, body: { name: 'Sans clé' } });
    expect((await api(s.url, 'PUT', `/api/admin/blog/categories/${category.body.id}`, { token, body: { name: 'Toujours sans clé' } })).status).toBe(200);
    expect(count(s, 'SELECT count(*) AS n FROM indexnow_pending')).toBe(0);
    expect(count(s, "SELECT count(*) AS n FROM outbox WHERE channel = 'indexnow'")).toBe(0);
    expect(state.engine.received).toEqual([]);
  });
});

describe('IndexNow to a private address without the test flag', () => {
  const { s, state } = useServerWithSearchEngine({ INDEXNOW_KEY: KEY, INDEXNOW_BATCH_SECONDS: '0', OUTBOX_RETRY_BASE_SECONDS: '60' });

  it('refuses to connect (guarded outbound agent) and keeps the batch for a retry', async () => {
    const token = await registerAdmin(s.url);
    const created = await api<Post>(s.url, 'POST', '/api/admin/blog/posts', { token, body: { ...ARTICLE, slug: 'adresse-privee', published: true } });
    expect(created.status).toBe(201);
    const [row] = await until(
      () => {
        const rows = s.query<{ status: string; last_error: string | null }>("SELECT status, last_error FROM outbox WHERE channel = 'indexnow'");
        return rows[0]?.last_error ? rows : null;
      },
      'the refused attempt recorded',
    );
    expect(row).toEqual({ status: 'pending', last_error: 'Adresse non publique refusée : INDEXNOW_ENDPOINT doit désigner un serveur public.' });
    expect(count(s, 'SELECT count(*) AS n FROM indexnow_pending')).toBe(2);
    expect(state.engine.received).toEqual([]);
  });
});

describe('IndexNow settings', () => {
  it('defaults: no key, the shared endpoint, batches of 10 s', () => {
    const config = loadConfig({});
    expect(config.INDEXNOW_KEY).toBeUndefined();
    expect(config.INDEXNOW_ENDPOINT).toBe(INDEXNOW_DEFAULT_ENDPOINT);
    expect(INDEXNOW_DEFAULT_ENDPOINT).toBe('https://api.indexnow.org/indexnow');
    expect(config.INDEXNOW_BATCH_SECONDS).toBe(10);
    expect(loadConfig({ INDEXNOW_KEY: 'a'.repeat(128) }).INDEXNOW_KEY).toBe('a'.repeat(128));
  });

  it('refuses a bad key, endpoint or delay with a French message naming the variable', () => {
    const keyMessage = 'INDEXNOW_KEY doit compter de 8 à 128 caractères, uniquement des lettres sans accent, des chiffres et « - »';
    for (const key of ['court', 'a'.repeat(129), 'clé-accentuée', 'cle_soulignee', 'cle avec espace']) {
      expect(() => loadConfig({ INDEXNOW_KEY: key }), key).toThrowError(`INDEXNOW_KEY: ${keyMessage}`);
    }
    expect(() => loadConfig({ INDEXNOW_ENDPOINT: 'ftp://moteur.exemple.fr/indexnow' })).toThrowError(/INDEXNOW_ENDPOINT: INDEXNOW_ENDPOINT doit être une URL http\(s\) absolue/);
    expect(() => loadConfig({ INDEXNOW_BATCH_SECONDS: '-1' })).toThrowError(/INDEXNOW_BATCH_SECONDS: INDEXNOW_BATCH_SECONDS doit être un nombre de secondes/);
  });

  it('stops the production server at start on a bad key, naming it in French', async () => {
    const bad = spawn(process.execPath, ['dist/server/index.js'], {
      env: { ...process.env, NODE_ENV: 'production', PORT: '0', INDEXNOW_KEY: 'trop!court' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    bad.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    const code = await new Promise<number | null>((resolve) => bad.once('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('Configuration invalide');
    expect(err).toContain('INDEXNOW_KEY: INDEXNOW_KEY doit compter de 8 à 128 caractères');
  });
});
