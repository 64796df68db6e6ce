/**
 * Page rendering: every non-API GET goes through TanStack Router's SSR. Loaders call tRPC
 * procedures in-process through `unstable_localLink` (no HTTP round trip to ourselves).
 */
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Request as ExpressRequest, Response as ExpressResponse, NextFunction } from 'express';
import type { ViteDevServer } from 'vite';
import type { Manifest } from '@tanstack/react-router';
import type { OutgoingHttpHeaders } from 'node:http';
import type { PageRoute, RenderOptions, ServerManifest } from '#client/entry-server';
import { pageCacheControl, type PagePolicy } from '#shared/site/page-cache';
import { CLIENT_DIST_DIR } from '../paths';
import { clientStylesheets, readClientManifest } from './client-manifest';
import { failureHeaders, isStorable, isVariant, preparePage, requestUrl, sendPage, type CachedPage, type HtmlCache } from './html-cache';
import { contentSecurityPolicy, isAdminPathname, newNonce, NONCE_PLACEHOLDER, nonceStream, scriptHashSource } from '../http/security';

/** The tRPC link a page's loaders call procedures through, in-process, for this request (built by the app). */
type LinkFor = (req: ExpressRequest) => RenderOptions['link'];

const CLIENT_ENTRY = 'src/client/entry-client.tsx';
/** Scripts to preload with the entry (see productionManifest). */
const PRELOADS = 'self.__AV_PRELOADS__';

/**
 * Scripts and stylesheet of the built client, from Vite's manifest. The stylesheet (Tailwind,
 * about 12 KB compressed) is inlined in a <style> of the head (TanStack Router's `inlineCss`)
 * rather than linked: no render-blocking request before the first paint, which is also the
 * largest one (the H1). The client build reads it back from the page when it hydrates
 * (`TSS_INLINE_CSS_ENABLED` in vite.config.ts).
 */
function productionManifest(): ServerManifest {
  const viteManifest = readClientManifest();
  const entry = viteManifest[CLIENT_ENTRY];
  if (!entry) throw new Error(`${CLIENT_ENTRY} absent du manifeste du client`);
  const preloads = new Set<string>();
  const css = new Set<string>(clientStylesheets(viteManifest).map((c) => `/${c}`));
  const visit = (key: string, into: Set<string>) => {
    const chunk = viteManifest[key];
    if (!chunk || chunk.file === entry.file || preloads.has(`/${chunk.file}`) || into.has(`/${chunk.file}`)) return;
    into.add(`/${chunk.file}`);
    chunk.imports?.forEach((imported) => visit(imported, into));
  };
  entry.imports?.forEach((key) => visit(key, preloads));
  // Code-split chunks of each route (`src/client/routes/_site/quiz.tsx?tsr-split=component` →
  // route `/_site/quiz`) with their imports, preloaded when the route is matched: the page's own
  // code downloads in parallel with the entry chunk instead of after it.
  const routePreloads = new Map<string, Set<string>>();
  for (const key of Object.keys(viteManifest)) {
    const match = /^src\/client\/routes\/(.+)\.tsx\?tsr-split=/.exec(key);
    if (!match?.[1] || match[1] === '__root') continue;
    const routeId = `/${match[1]}`.replace(/\/index$/, '/');
    const into = routePreloads.get(routeId) ?? new Set<string>();
    visit(key, into);
    routePreloads.set(routeId, into);
  }
  // The JavaScript starts downloading once the page has painted (a frame, then a task), not
  // while the browser parses and paints it: on a slow connection the scripts (framework chunk
  // about 100 KB) do not compete with the first paint, which shows the whole server-rendered
  // page. The root script lists the entry's imports and loads the entry; each matched route's
  // script (run right after, before that frame) adds its chunks; all go as modulepreloads at once.
  const routes: Manifest['routes'] = {};
  for (const [routeId, chunks] of routePreloads) {
    routes[routeId] = { scripts: [{ children: `${PRELOADS}.push(...${JSON.stringify([...chunks])})` }] };
  }
  const loader =
    `${PRELOADS}=${JSON.stringify([...preloads])};` +
    `requestAnimationFrame(()=>setTimeout(()=>{if(self.__AV_LOADING__)return;self.__AV_LOADING__=1;` +
    `for(const href of new Set(${PRELOADS})){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}` +
    `import(${JSON.stringify(`/${entry.file}`)})}))`;
  const styles = Object.fromEntries(
    [...css].map((href) => [href, fs.readFileSync(path.join(CLIENT_DIST_DIR, href), 'utf8')]),
  );
  return {
    inlineCss: { styles },
    routes: {
      ...routes,
      __root__: {
        css: [...css],
        scripts: [{ children: loader }],
      },
    },
  };
}

/** Dev: Vite's own client scripts (HMR, React refresh) plus the source entry and stylesheet. */
async function devManifest(vite: ViteDevServer, url: string): Promise<Manifest> {
  const html = await vite.transformIndexHtml(url, '<html><head></head><body></body></html>');
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(([, rawAttrs = '', children = '']) => {
    const attrs: Record<string, string | boolean> = {};
    for (const [, name = '', value] of rawAttrs.matchAll(/([\w-]+)(?:="([^"]*)")?/g)) attrs[name] = value ?? true;
    return children.trim() ? { attrs, children } : { attrs };
  });
  return {
    routes: {
      __root__: {
        css: ['/src/client/styles.css'],
        scripts: [...scripts, { attrs: { type: 'module', src: `/${CLIENT_ENTRY}` } }],
      },
    },
  };
}

function withConfigScript<M extends Manifest | ServerManifest>(manifest: M, siteUrl: string): M {
  const root = manifest.routes.__root__ ?? {};
  const config = JSON.stringify({ siteUrl }).replace(/</g, '\\u003c');
  return {
    ...manifest,
    routes: {
      ...manifest.routes,
      // zod in jitless mode: its `new Function` probe would break the CSP (no eval).
      __root__: { ...root, scripts: [{ children: `window.__AV_CONFIG__=${config};globalThis.__zod_globalConfig={jitless:true}` }, ...(root.scripts ?? [])] },
    },
  };
}

/** The render's Request: at `pageUrl` (a public page's cache key), else at the URL as requested. */
function toFetchRequest(req: ExpressRequest, res: ExpressResponse | null, siteUrl: string, pageUrl = requestUrl(req)): Request {
  const url = new URL(pageUrl, siteUrl);
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  if (!res) return new Request(url, { method: 'GET', headers });
  // Stop rendering when the visitor goes away before the page is complete. (Listening on the
  // response, not the keep-alive socket, which many requests share.)
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return new Request(url, { method: req.method, headers, signal: controller.signal });
}

/** The built SSR entry (src/client/entry-server.tsx). */
export type EntryServer = {
  render: (opts: RenderOptions) => Promise<Response>;
  pagePolicy: (pathname: string) => PagePolicy;
  pageCacheKey: (url: string) => string;
  pageRoutes: () => PageRoute[];
  /** The page's route pattern (a bounded label for logs and metrics). */
  routePattern: (pathname: string) => string;
};

/** Every inline script a manifest can put in a page (the root's and each route's). */
function manifestScripts(manifest: Manifest): string[] {
  return Object.values(manifest.routes).flatMap(
    (route) => route?.scripts?.flatMap((script) => (typeof script.children === 'string' ? [script.children] : [])) ?? [],
  );
}

/** Response headers of a render (lower-case names), for a cached page. */
function headersOf(response: Response): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

export function createPageRenderer(opts: {
  siteUrl: string;
  /** The in-process tRPC link of a request (`unstable_localLink` on the app's router). */
  linkFor: LinkFor;
  vite?: ViteDevServer;
  /** Production: the built SSR entry. */
  loadEntry?: () => Promise<EntryServer>;
  /** Public pages, rendered once and served from memory (production only). */
  cache?: HtmlCache;
  /** Send a Content-Security-Policy (production). */
  csp?: { https: boolean };
}) {
  // TanStack Router marks the inlined stylesheet for hydration (`data-tsr-inline-css`) when this is
  // set, as its Start plugin does; otherwise only where its `isServer` export condition resolves to
  // true, which is not the case under every runner (Vitest).
  process.env.TSS_INLINE_CSS_ENABLED ??= 'true';
  const manifest = opts.vite ? null : withConfigScript(productionManifest(), opts.siteUrl);
  // A public page's CSP allows its own inline scripts and those of every route: the router adds
  // a route's script to the head when the visitor navigates to it client-side.
  const routeScriptHashes = manifest ? [...new Set(manifestScripts(manifest).map(scriptHashSource))] : [];

  const renderRequest = async (
    entry: EntryServer,
    req: ExpressRequest,
    request: Request,
    { nonce, onInlineScript }: { nonce?: string; onInlineScript?: (text: string) => void } = {},
  ) => {
    const pageManifest = manifest ?? withConfigScript(await devManifest(opts.vite!, req.originalUrl), opts.siteUrl);
    return entry.render({ request, link: opts.linkFor(req), siteUrl: opts.siteUrl, manifest: pageManifest, nonce, onInlineScript });
  };

  /**
   * Renders a public page in full at `pageUrl` (its cache key), without nonce, as the page every
   * visitor gets. Its CSP allows the inline scripts the renderer wrote (told by the render as it
   * writes them) and the manifest's, nothing found in the HTML. A render that failed (a loader
   * threw: the router says 500) answers 503, `Retry-After`, `no-store`, with the page's error
   * state; only 200 and 404 are kept (`isStorable`); `content` pages rendered while the content
   * version could not be read (`version` null) are for this request only.
   */
  const buildPublicPage = async (
    entry: EntryServer,
    req: ExpressRequest,
    res: ExpressResponse,
    policy: PagePolicy,
    pageUrl: string,
    version: number | null,
  ): Promise<CachedPage> => {
    const cacheClass = policy.cache === 'content' ? 'content' : 'static';
    const written = new Set<string>();
    // Not tied to this visitor's connection: the page is for everyone who asks meanwhile.
    const response = await renderRequest(entry, req, toFetchRequest(req, null, opts.siteUrl, pageUrl), {
      onInlineScript: (text) => written.add(scriptHashSource(text)),
    });
    const body = Buffer.from(await response.arrayBuffer());
    const headers: OutgoingHttpHeaders = { ...res.getHeaders(), ...headersOf(response) };
    if (opts.csp) {
      const hashes = new Set([...written, ...routeScriptHashes]);
      headers['content-security-policy'] = contentSecurityPolicy({ https: opts.csp.https, admin: isAdminPathname(req.path), scriptSources: [...hashes] });
    }
    const failed = response.status >= 500;
    const status = failed ? 503 : response.status;
    const storable = isStorable(status, headers) && (cacheClass === 'static' || version !== null);
    if (failed) Object.assign(headers, failureHeaders());
    else headers['cache-control'] = storable ? pageCacheControl(cacheClass, status) : 'no-store';
    if (!policy.index) headers['x-robots-tag'] = 'noindex';
    return preparePage({ status, cache: cacheClass, version: version ?? -1, headers, body }, { compress: storable, variant: isVariant(pageUrl, status) });
  };

  return async function renderPage(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    try {
      const entry: EntryServer = opts.vite
        ? ((await opts.vite.ssrLoadModule('/src/client/entry-server.tsx')) as EntryServer)
        : await opts.loadEntry!();
      const policy = entry.pagePolicy(req.path);
      res.locals.route = entry.routePattern(req.path);
      if (opts.cache && policy.cache !== 'private') {
        const pageUrl = entry.pageCacheKey(requestUrl(req));
        const { page, state } = await opts.cache.getOrBuild(pageUrl, (version) => buildPublicPage(entry, req, res, policy, pageUrl, version));
        sendPage(req, res, page, state);
        return;
      }
      // Admin pages (and every page in development): rendered for this request, streamed.
      let nonce: string | undefined;
      if (policy.cache === 'private') {
        nonce = newNonce();
        res.locals.cspNonce = nonce;
        if (opts.csp) {
          res.setHeader(
            'Content-Security-Policy',
            contentSecurityPolicy({ https: opts.csp.https, admin: isAdminPathname(req.path), scriptSources: [`'nonce-${nonce}'`] }),
          );
        }
      }
      const response = await renderRequest(entry, req, toFetchRequest(req, res, opts.siteUrl), { nonce: nonce && NONCE_PLACEHOLDER });
      // A loader that failed (the router says 500): 503, retry shortly, never stored.
      const failed = response.status >= 500;
      res.status(failed ? 503 : response.status);
      response.headers.forEach((value, name) => res.setHeader(name, value));
      res.setHeader('Cache-Control', policy.cache === 'private' ? pageCacheControl('private', response.status) : 'no-cache');
      if (failed) res.set(failureHeaders());
      if (!policy.index) res.setHeader('X-Robots-Tag', 'noindex');
      if (!response.body || req.method === 'HEAD') {
        res.end();
        return;
      }
      // Streamed pages go through the compression middleware: flush after each chunk so the
      // browser gets the head and the first sections without waiting for the whole page.
      const flushEachChunk = new Transform({
        transform(chunk, _encoding, callback) {
          callback(null, chunk);
          queueMicrotask(() => (res as ExpressResponse & { flush?: () => void }).flush?.());
        },
      });
      const stream = Readable.fromWeb(response.body as NodeReadableStream);
      // The CSP nonce of this response replaces the placeholder the page was rendered with.
      await (nonce ? pipeline(stream, nonceStream(nonce), flushEachChunk, res) : pipeline(stream, flushEachChunk, res));
    } catch (error) {
      // The visitor went away before the page was complete: nothing to answer, nothing to log.
      if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE' || res.destroyed) return;
      opts.vite?.ssrFixStacktrace(error as Error);
      next(error);
    }
  };
}
