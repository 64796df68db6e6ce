/**
 * The page cache's key and the page's CSP: tracking and unknown search parameters share the
 * page's entry (only those a route declares make another page), and a public page's CSP allows
 * the inline scripts the renderer writes, never one that stored content slips into the HTML.
 */
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { unstable_localLink, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import superjson from 'superjson';
import type { Request as ExpressRequest } from 'express';
import { useTestServer } from '../../helpers/server';
import { inlineScripts, readPage } from '../../helpers/html';
import { SERVER_ENTRY } from '#server/platform/paths';
import { appRouter, type AppRouter } from '#server/router';
import { createContextFactory } from '#server/platform/trpc/init';
import { scriptHashSource } from '#server/platform/http/security';
import type { EntryServer } from '#server/platform/ssr/render';

const SITE_URL = 'https://www.avocat-visible.test';
const entry = async () => (await import(pathToFileURL(SERVER_ENTRY).href)) as EntryServer;

describe('the page cache keeps only the search parameters a route declares', () => {
  const s = useTestServer({ SITE_URL });
  const get = async (path: string) => {
    const res = await fetch(s.url + path);
    return { status: res.status, cache: res.headers.get('x-cache'), etag: res.headers.get('etag'), body: await res.text() };
  };

  it('makes the key from the path and the declared parameters, as validateSearch reads them', async () => {
    const { pageCacheKey } = await entry();
    expect(pageCacheKey('/')).toBe('/');
    expect(pageCacheKey('/?gclid=abc&utm_source=google&fbclid=x&cb=123')).toBe('/');
    expect(pageCacheKey('/blog?page=2&utm_medium=cpc')).toBe('/blog');
    expect(pageCacheKey('/quiz?utm_source=Instagram&utm_campaign=rentree')).toBe('/quiz');
    expect(pageCacheKey('/blog/categorie/seo-local?utm_source=x&page=2')).toBe('/blog/categorie/seo-local?page=2');
    expect(pageCacheKey('/blog/categorie/seo-local?page=1&gclid=1')).toBe('/blog/categorie/seo-local');
    expect(pageCacheKey('/blog/categorie/seo-local?page=abc')).toBe('/blog/categorie/seo-local');
    expect(pageCacheKey('/pages-seo?specialite=droit-penal&gclid=1&region=Occitanie')).toBe('/pages-seo?region=Occitanie&specialite=droit-penal');
    expect(pageCacheKey('/pages-seo?region=all')).toBe('/pages-seo');
    expect(pageCacheKey('/page/inconnue?x=1')).toBe('/page/inconnue');
  });

  it('answers a visit with tracking parameters from the page’s entry: same bytes, same ETag, canonical unchanged, none of the first visitor’s parameters in the page', async () => {
    const first = await get('/?gclid=PREMIER-VISITEUR-123&utm_source=google');
    expect(first.status).toBe(200);
    expect(first.cache).toBe('MISS');
    expect(first.body).not.toContain('PREMIER-VISITEUR-123');
    for (const path of ['/', '/?gclid=autre', '/?utm_source=newsletter&utm_medium=email&utm_campaign=mars', '/?fbclid=1&cb=987654']) {
      const reply = await get(path);
      expect(reply.cache, path).toBe('HIT');
      expect(reply.etag, path).toBe(first.etag);
      expect(reply.body === first.body, path).toBe(true);
    }
    await get('/blog');
    const tracked = await get('/blog?utm_source=linkedin&cb=42');
    expect(tracked.cache).toBe('HIT');
    expect(readPage(tracked.body).canonical).toBe(`${SITE_URL}/blog`);
    await get('/quiz');
    expect((await get('/quiz?utm_source=Instagram&utm_campaign=rentree')).cache).toBe('HIT');
  });

  it('keeps a page per declared parameter value: category pages and the directory’s filters', async () => {
    const one = await get('/blog/categorie/seo-local');
    expect(one.status).toBe(200);
    expect((await get('/blog/categorie/seo-local?page=1&utm_source=x')).etag).toBe(one.etag);
    const two = await get('/blog/categorie/seo-local?page=2');
    expect(two.cache).toBe('MISS');
    expect(two.etag).not.toBe(one.etag);
    const twoTracked = await get('/blog/categorie/seo-local?gclid=1&page=2');
    expect(twoTracked.cache).toBe('HIT');
    expect(twoTracked.etag).toBe(two.etag);

    const all = await get('/pages-seo');
    const occitanie = await get('/pages-seo?region=Occitanie');
    expect(occitanie.etag).not.toBe(all.etag);
    expect(occitanie.body).toContain('Toulouse');
    const tracked = await get('/pages-seo?region=Occitanie&fbclid=abc');
    expect(tracked.cache).toBe('HIT');
    expect(tracked.etag).toBe(occitanie.etag);
  });
});

const INJECTED = 'window.__injecte__=1';

describe('a public page’s CSP hashes only the scripts the renderer writes', () => {
  const s = useTestServer({ SITE_URL });

  it('an article whose HTML content holds an inline <script>: the render never reports it; it reports every other inline script of the page', async () => {
    const { render } = await entry();
    const createContext = createContextFactory(s.deps);
    const local = unstable_localLink<AppRouter>({
      router: appRouter,
      createContext: () => createContext({ req: { headers: {}, socket: { remoteAddress: '127.0.0.1' } } as unknown as ExpressRequest }),
      transformer: superjson,
    });
    // The article as if its stored content had got a script through.
    const tampered: TRPCLink<AppRouter> = (runtime) => {
      const terminating = local(runtime);
      return ({ op, next }) =>
        observable((observer) =>
          terminating({ op, next }).subscribe({
            next: (reply) => {
              const data = 'data' in reply.result ? (reply.result.data as { contentHtml?: string }) : undefined;
              if (op.path === 'blog.bySlug' && data) data.contentHtml = `${data.contentHtml}<script>${INJECTED}</script>`;
              observer.next(reply);
            },
            error: (error) => observer.error(error),
            complete: () => observer.complete(),
          }),
        );
    };
    const manifestScript = 'window.__AV_CONFIG__={}';
    const written: string[] = [];
    const response = await render({
      request: new Request(`${SITE_URL}/blog/seo-local-avocats-top-3-google-paris`),
      link: tampered,
      siteUrl: SITE_URL,
      manifest: { routes: { __root__: { scripts: [{ children: manifestScript }] } } },
      onInlineScript: (text) => written.push(text),
    });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain(`<script>${INJECTED}</script>`);
    expect(written).not.toContain(INJECTED);
    const scripts = inlineScripts(html);
    expect(scripts).toContain(INJECTED);
    // Every other inline script is one the render reported (or the manifest's own).
    expect(scripts.filter((text) => text !== INJECTED && text !== manifestScript).every((text) => written.includes(text))).toBe(true);
    expect(written.length).toBeGreaterThanOrEqual(3);
  });

  it('the served page’s CSP allows each inline script of the page', async () => {
    const res = await fetch(`${s.url}/blog/seo-local-avocats-top-3-google-paris`);
    const html = await res.text();
    const allowed = /script-src ([^;]+)/.exec(res.headers.get('content-security-policy') ?? '')?.[1]?.split(' ') ?? [];
    expect(inlineScripts(html).length).toBeGreaterThan(3);
    for (const script of inlineScripts(html)) expect(allowed).toContain(scriptHashSource(script));
  });
});
