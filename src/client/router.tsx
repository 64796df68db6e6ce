import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import type { TRPCLink } from '@trpc/client';
import type { ReactNode } from 'react';
import type { AppRouter } from '../server/trpc/root';
import { routeTree } from './routeTree.gen';
import { ApiContext, loadTrpcUtils, type Api } from './api';
import type { TrpcUtils } from './trpc';

export type RouterContext = {
  queryClient: QueryClient;
  /** tRPC query utils for loaders, loaded on first use: `(await context.trpc()).blog.list.prefetch()`. */
  trpc: () => Promise<TrpcUtils>;
  /** Absolute site URL (SITE_URL) for canonical and Open Graph tags. */
  siteUrl: string;
};

/** Spec §7: no retries, never stale, no refetch on focus, no polling. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

/** `link`: the server's in-process link; in the browser, none (./trpc uses the HTTP link). */
export function createAppRouter({ link, siteUrl, nonce }: { link?: TRPCLink<AppRouter>; siteUrl: string; nonce?: string }) {
  const queryClient = createQueryClient();
  const api: Api = { queryClient, link };
  const router = createRouter({
    routeTree,
    context: { queryClient, trpc: () => loadTrpcUtils(api), siteUrl },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // CSP: the nonce goes on every script (and the `csp-nonce` meta) the router renders.
    ssr: nonce ? { nonce } : undefined,
    Wrap: ({ children }: { children: ReactNode }) => (
      <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
    ),
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
