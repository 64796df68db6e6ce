import { createRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { routeTree } from './routeTree.gen';
import { ApiContext, loadPlainClient, loadTrpcUtils, type Api } from './trpc/deferred-api';
import type { PlainTrpcClient } from './trpc/trpc-client';
import type { TrpcUtils } from './trpc/trpc-react';
import type { PagePolicyDeclaration } from '#shared/site/page-cache';
import { ErrorState } from './components/pages/ErrorPage';

export type RouterContext = {
  /** tRPC query utils for loaders, loaded on first use: `(await context.trpc()).blog.list.prefetch()`. */
  trpc: () => Promise<TrpcUtils>;
  /**
   * A tRPC client without TanStack Query, for loaders whose page reads the loader's data only:
   * `(await context.client()).blog.bySlug.query({ slug })` (less code on a slow phone's navigation).
   */
  client: () => Promise<PlainTrpcClient>;
  /** Absolute site URL (SITE_URL) for canonical and Open Graph tags. */
  siteUrl: string;
};

/**
 * The app's router. `api`: on the server, the in-process tRPC link and the query client that the
 * SSR integration dehydrates (entry-server); in the browser, empty (./trpc makes the HTTP client
 * and the query client on first use).
 */
export function createAppRouter({ api, siteUrl, nonce }: { api: Api; siteUrl: string; nonce?: string }) {
  // The first render in the browser is the server's page, hydrated: the browser has placed it already
  // (its top, or wherever the visitor scrolled while the code was on its way). Restoring then would
  // throw a visitor on a slow phone back to the top, under the finger about to tap: on that render the
  // router restores (a reload's saved position) only if the page has not moved, and scrolls to the
  // #anchor of the address if it has one. Server (its inline restoring script) and navigations: always
  // (decisions 064, 065).
  let firstRender = true;
  const restoreScroll = ({ location }: { location: { hash: string } }) => {
    if (typeof window === 'undefined') return true;
    const restore = !firstRender || location.hash !== '' || (window.scrollX === 0 && window.scrollY === 0);
    firstRender = false;
    return restore;
  };
  return createRouter({
    routeTree,
    context: { trpc: () => loadTrpcUtils(api), client: () => loadPlainClient(api), siteUrl },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: restoreScroll,
    // A route without an error component of its own (the home, a category…) shows this French
    // state when its loader fails, inside its layout (on the server: a 503, never stored).
    defaultErrorComponent: ErrorState,
    // CSP: the nonce goes on every script (and the `csp-nonce` meta) the router renders.
    ssr: nonce ? { nonce } : undefined,
    Wrap: ({ children }: { children: ReactNode }) => (
      <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
    ),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  /**
   * Each page route declares how it is cached and whether it is indexed (`cache`, `index`), and
   * the search parameters its server render reads (`search`, the page cache's key):
   * src/shared/site/page-cache.ts; the server reads them from the matched routes.
   */
  /**
   * What a link to an article already knows of it (its title, from a card), so the article's
   * pending state can show its header at once while the rest is on its way (decision 079).
   */
  interface HistoryState {
    articleTitle?: string;
  }
  interface StaticDataRouteOption {
    cache?: PagePolicyDeclaration['cache'];
    index?: PagePolicyDeclaration['index'];
    search?: PagePolicyDeclaration['search'];
  }
}
