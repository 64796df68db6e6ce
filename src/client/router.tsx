import { createRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { routeTree } from './routeTree.gen';
import { ApiContext, loadTrpcUtils, type Api } from './trpc/deferred-api';
import type { TrpcUtils } from './trpc/trpc-react';
import type { PagePolicyDeclaration } from '../shared/site/page-cache';
import { ErrorState } from './components/pages/ErrorPage';

export type RouterContext = {
  /** tRPC query utils for loaders, loaded on first use: `(await context.trpc()).blog.list.prefetch()`. */
  trpc: () => Promise<TrpcUtils>;
  /** Absolute site URL (SITE_URL) for canonical and Open Graph tags. */
  siteUrl: string;
};

/**
 * The app's router. `api`: on the server, the in-process tRPC link and the query client that the
 * SSR integration dehydrates (entry-server); in the browser, empty (./trpc makes the HTTP client
 * and the query client on first use).
 */
export function createAppRouter({ api, siteUrl, nonce }: { api: Api; siteUrl: string; nonce?: string }) {
  let hydrated = false;
  return createRouter({
    routeTree,
    context: { trpc: () => loadTrpcUtils(api), siteUrl },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // Scroll restoration on every client-side navigation, but not at hydration when the visitor has
    // already scrolled: the page jumping back to the top under a finger made the tap land elsewhere
    // (decision 064). A reload (still at the top) is restored as before.
    scrollRestoration: () => {
      if (typeof window === 'undefined' || hydrated) return true;
      hydrated = true;
      return window.scrollY === 0;
    },
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
  interface StaticDataRouteOption {
    cache?: PagePolicyDeclaration['cache'];
    index?: PagePolicyDeclaration['index'];
    search?: PagePolicyDeclaration['search'];
  }
}
