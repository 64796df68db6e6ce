import {
  createRequestHandler,
  createSsrStreamResponse,
  getSsrStatus,
  RouterServer,
  transformReadableStreamWithRouter,
} from '@tanstack/react-router/ssr/server';
import { defaultParseSearch, defaultStringifySearch, type AnyRouter, type Manifest } from '@tanstack/react-router';
import { getScrollRestorationScriptForRouter } from '@tanstack/router-core/scroll-restoration-script';
import { renderToReadableStream } from 'react-dom/server.edge';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { TRPCLink } from '@trpc/client';
import type { AppRouter } from '#server/router';
import { PAGE_TIME } from './lib/page-time';
import { createAppRouter } from './router';
import { createQueryClient, type DehydratedQueries, type DehydratedQuery } from './trpc/query-client';
import { pagePolicyOf, type PagePolicy, type PagePolicyDeclaration } from '#shared/site/page-cache';

/** The router's manifest plus stylesheets to inline, by href (TanStack Router's `ServerManifest`). */
export type ServerManifest = Manifest & { inlineCss?: { styles: Record<string, string> } };

export type RenderOptions = {
  request: Request;
  /** In-process tRPC link (loaders call procedures without HTTP). */
  link: TRPCLink<AppRouter>;
  siteUrl: string;
  /** Scripts and stylesheets of the client bundle (dev server or build manifest). */
  manifest: ServerManifest;
  /** CSP nonce put on every script the page emits (TanStack Router's `ssr.nonce`). */
  nonce?: string;
  /**
   * Told the exact text of each inline script the router writes into the page (hydration data,
   * scroll restoration), as it writes it: a public page's CSP hashes these and the manifest's,
   * never scripts found in the HTML (stored content cannot get its own script allowed).
   */
  onInlineScript?: (text: string) => void;
};

/** Renders one page request to a streamed HTML Response (status 404 for unknown paths). */
export async function render({ request, link, siteUrl, manifest, nonce, onInlineScript }: RenderOptions): Promise<Response> {
  const handler = createRequestHandler<AnyRouter>({
    request,
    createRouter: () => {
      // Loaders fill this client; the integration sends its queries with the page (the browser
      // makes its own client from them only when the tRPC layer is needed). No provider around the
      // whole app: <TrpcProvider> gives it to the screens that use it, on both sides alike.
      const queryClient = createQueryClient();
      const router = createAppRouter({ api: { queryClient, link }, siteUrl, nonce });
      setupRouterSsrQueryIntegration({ router, queryClient, wrapQueryClient: false });
      withoutRenderTimes(router);
      return router;
    },
    getRouterManifest: () => manifest,
  });
  return handler(({ request, responseHeaders, router }) => {
    if (onInlineScript) reportInlineScripts(router, onInlineScript);
    return renderToStream(request, router, responseHeaders);
  });
}

/**
 * The same bytes for the same page on every node and every render: the router's dehydrated state
 * would carry when each match was loaded (`updatedAt`) and TanStack Query's dehydrated queries when
 * they were fetched and dehydrated (`dataUpdatedAt`, `dehydratedAt`, `errorUpdatedAt`) — the only
 * per-render values of the page. They are written as `PAGE_TIME`, read by the browser as the time
 * it requested the page (lib/page-time.ts).
 */
function withoutRenderTimes(router: AnyRouter) {
  router.serverSsrLifecycle = {
    ...router.serverSsrLifecycle,
    onServerSsrAttach: [
      ...(router.serverSsrLifecycle?.onServerSsrAttach ?? []),
      (serverSsr) => {
        const dehydrate = serverSsr.dehydrate.bind(serverSsr);
        serverSsr.dehydrate = (opts) => {
          for (const match of router.stores.matches.get() as { updatedAt: number }[]) match.updatedAt = PAGE_TIME;
          return dehydrate(opts);
        };
      },
    ],
  };
  const dehydrateQueries = router.options.dehydrate;
  if (!dehydrateQueries) return;
  router.options.dehydrate = async () => {
    const dehydrated = (await dehydrateQueries.call(router.options)) as { query?: DehydratedQueries } | undefined;
    const query = dehydrated?.query;
    if (!query) return dehydrated;
    const timeless = (queries: DehydratedQuery[]) =>
      queries.map((q) => ({
        ...q,
        dehydratedAt: PAGE_TIME,
        state: { ...q.state, dataUpdatedAt: PAGE_TIME, errorUpdatedAt: PAGE_TIME },
      }));
    return {
      ...dehydrated,
      query: {
        ...(query.initial && { initial: timeless(query.initial) }),
        ...(query.stream && {
          stream: query.stream.pipeThrough(
            new TransformStream<DehydratedQuery[], DehydratedQuery[]>({ transform: (batch, out) => out.enqueue(timeless(batch)) }),
          ),
        }),
      },
    };
  };
}

type HydrationTags = { before: { children?: unknown }[]; boundary: { children?: unknown } } | undefined;
type ServerSsr = {
  takeInitialHydrationScriptTags: () => HydrationTags;
  hydrationScripts: { pullChunk: () => Uint8Array };
};

/**
 * Hooks the router's two writers of inline scripts for this render: the first hydration scripts
 * (put in the page by <Scripts />) and the stream of later ones (only `<script>…</script>`
 * records, cut into byte chunks); plus the scroll-restoration script it renders and the inline
 * scripts the matched routes put in the head (`head().scripts` with text, e.g. the first-tap
 * recorder of the root route), which React writes as they are. A script the
 * router writes some other way (a new version) is not reported: the browser refuses it and the
 * page's tests fail, rather than allowing something unknown.
 */
function reportInlineScripts(router: AnyRouter, report: (text: string) => void) {
  const ssr = router.serverSsr as unknown as ServerSsr | undefined;
  if (!ssr) return;
  const scroll = getScrollRestorationScriptForRouter(router);
  if (scroll) report(`${scroll};document.currentScript.remove()`);
  for (const match of router.state.matches as { headScripts?: { src?: string; children?: unknown }[] }[]) {
    for (const script of match.headScripts ?? []) if (!script.src && typeof script.children === 'string') report(script.children);
  }
  const take = ssr.takeInitialHydrationScriptTags;
  ssr.takeInitialHydrationScriptTags = () => {
    const tags = take();
    for (const tag of tags ? [...tags.before, tags.boundary] : []) if (typeof tag.children === 'string') report(tag.children);
    return tags;
  };
  const output = ssr.hydrationScripts;
  const pull = output.pullChunk.bind(output);
  const decoder = new TextDecoder();
  let pending = '';
  output.pullChunk = () => {
    const chunk = pull();
    pending += decoder.decode(chunk, { stream: true });
    for (let match = /^<script[^>]*>([\s\S]*?)<\/script>/.exec(pending); match; match = /^<script[^>]*>([\s\S]*?)<\/script>/.exec(pending)) {
      report(match[1]!);
      pending = pending.slice(match[0].length);
    }
    return chunk;
  };
}

/** A router used only to match paths (no loader runs, nothing is rendered). */
let matcher: AnyRouter | undefined;
const routeMatcher = () => (matcher ??= createAppRouter({ api: {}, siteUrl: '' }));

type PolicyRoute = {
  id?: string;
  isRoot?: boolean;
  parentRoute?: PolicyRoute;
  options: { staticData?: PagePolicyDeclaration; validateSearch?: unknown };
};

/** How the page at `pathname` is cached and indexed: the `staticData` of its matched routes. */
export function pagePolicy(pathname: string): PagePolicy {
  const [matched, params] = routeMatcher().getMatchedRoutes(pathname) as [readonly PolicyRoute[], Record<string, string>, unknown];
  const policy = pagePolicyOf(matched.map((route) => route.options.staticData));
  // No route for the whole path (the router matched a part, '**' holds the rest, to render its
  // 404 there): the root's policy, a deploy-only page not indexed — but a 404 under a private
  // layout (/admin/…) stays private.
  if ('**' in params && policy.cache !== 'private') return pagePolicyOf(matched.slice(0, 1).map((route) => route.options.staticData));
  return policy;
}

/**
 * The route pattern of the page at `pathname` (`/blog/$slug`, `/avocat-$specialite-$ville`…), or
 * `404` when no route holds the whole path: a bounded label for the server's logs and metrics.
 */
export function routePattern(pathname: string): string {
  const [matched, params] = routeMatcher().getMatchedRoutes(pathname) as [readonly (PolicyRoute & { fullPath?: string })[], Record<string, string>, unknown];
  if ('**' in params) return '404';
  return matched[matched.length - 1]?.fullPath ?? '404';
}

/**
 * The page cache's key of a request URL (path and query as requested): the path, and only the
 * search parameters the matched routes declare (`staticData.search`), with the values their
 * `validateSearch` makes of them, in a fixed order. `utm_*`, `gclid`, `fbclid` or any other
 * parameter share the page's entry; `?page=1` and no page too. The page is rendered at this URL.
 */
export function pageCacheKey(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const pathname = url.slice(0, query);
  const [matched] = routeMatcher().getMatchedRoutes(pathname) as [readonly PolicyRoute[], unknown, unknown];
  const raw = defaultParseSearch(url.slice(query));
  const kept: Record<string, unknown> = {};
  for (const route of matched) {
    const names = route.options.staticData?.search;
    if (!names?.length) continue;
    const validate = route.options.validateSearch;
    let values: Record<string, unknown> = raw;
    try {
      if (typeof validate === 'function') values = (validate as (search: Record<string, unknown>) => Record<string, unknown>)(raw);
    } catch {
      values = {};
    }
    for (const name of names) if (values[name] !== undefined) kept[name] = values[name];
  }
  const sorted = Object.fromEntries(Object.keys(kept).sort().map((name) => [name, kept[name]]));
  return pathname + defaultStringifySearch(sorted);
}

/** One page route of the tree, for robots.txt and sitemap.xml. */
export type PageRoute = {
  id: string;
  /** The route above it (undefined under the root). */
  parentId?: string;
  /** `/blog/$slug`, `/debug-seo-{$slug}`… */
  fullPath: string;
  /** Its effective policy (inherited from the routes above it). */
  policy: PagePolicy;
  /** What this route itself declares (a layout's `index: false` covers the routes below it). */
  declared: PagePolicyDeclaration;
  /** A route with children (a layout): never a page of its own. */
  layout: boolean;
};

/** Every route of the tree but the root, with its policy. */
export function pageRoutes(): PageRoute[] {
  const router = routeMatcher();
  return (Object.values(router.routesById) as (PolicyRoute & { id: string; fullPath: string; children?: unknown })[])
    .filter((route) => !route.isRoot)
    .map((route) => {
      const chain: PolicyRoute[] = [];
      for (let r: PolicyRoute | undefined = route; r; r = r.parentRoute) chain.unshift(r);
      return {
        id: route.id,
        parentId: route.parentRoute?.isRoot ? undefined : route.parentRoute?.id,
        fullPath: route.fullPath,
        policy: pagePolicyOf(chain.map((r) => r.options.staticData)),
        declared: { ...route.options.staticData },
        layout: Array.isArray(route.children) ? route.children.length > 0 : Boolean(route.children && Object.keys(route.children).length),
      };
    });
}

/**
 * TanStack Router's `renderRouterToStream`, with React's web-streams renderer
 * (`react-dom/server.edge`) rather than its Node build: the Node build runs each render inside an
 * AsyncLocalStorage, and on Node 20 the first one switches on async hooks for the whole process,
 * so that every promise afterwards — each tRPC call, each lead — costs more (about 5 % of
 * POST /api/contacts once a page has been rendered). The reply waits for the whole page: every
 * loader has run before rendering, nothing is left to stream, and crawlers get it all.
 */
async function renderToStream(request: Request, router: AnyRouter, responseHeaders: Headers) {
  const { signal } = request;
  let stream: Awaited<ReturnType<typeof renderToReadableStream>> | undefined;
  try {
    signal.throwIfAborted();
    stream = await renderToReadableStream(<RouterServer router={router} />, {
      signal,
      nonce: router.options.ssr?.nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error: unknown, info: unknown) => {
        if (!signal.aborted) console.error('Error in renderToReadableStream:', error, info);
      },
    });
    await stream.allReady;
    const html = transformReadableStreamWithRouter(router, stream, { rendererSafePoint: 'script-close', signal });
    return createSsrStreamResponse(router, new Response(html, { status: getSsrStatus(router), headers: responseHeaders }));
  } catch (error) {
    void stream?.cancel(error).catch(() => undefined);
    router.serverSsr?.cleanup();
    throw error;
  }
}
