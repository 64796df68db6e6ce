import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { TRPCLink } from '@trpc/client';
import type { AppRouter } from '#server/router';
import type { TrpcClient, TrpcUtils } from './trpc-react';
import type { PlainTrpcClient } from './trpc-client';
import type { DehydratedQueries } from './query-client';

/**
 * What the tRPC layer needs, provided by the router (one per router, so one per request on the
 * server). The tRPC React hooks, client and utils themselves live in ./trpc, which only the pages
 * that call the API import: a page without API calls does not download them.
 */
export type Api = {
  /**
   * On the server, made with the router (its SSR integration dehydrates it into the page); in
   * the browser, made by ./trpc on first use from `dehydratedQueries`, so that TanStack Query is
   * not part of a page's first load.
   */
  queryClient?: QueryClient;
  /** In the browser: the queries the server rendered the page with (kept at hydration). */
  dehydratedQueries?: DehydratedQueries;
  /** In-process link on the server; undefined in the browser (batched HTTP, see ./deferred-link). */
  link?: TRPCLink<AppRouter>;
  /** Created by ./trpc on first use. */
  client?: TrpcClient;
  /** The client without TanStack Query (./trpc-client), created on first use. */
  plainClient?: PlainTrpcClient;
  utils?: TrpcUtils;
};

export const ApiContext = createContext<Api | null>(null);

/**
 * tRPC query utils for loaders (`(await context.trpc()).blog.list.prefetch()`). In the browser (no
 * in-process link), the HTTP link is fetched at the same time as the hooks rather than after them:
 * a client-side navigation's data then waits for one round trip of code, not a chain of three
 * (hooks, then link, then what the link imports) — on a slow phone, the difference between an
 * article shown within a couple of seconds of the tap and a blank page for longer.
 */
export function loadTrpcUtils(api: Api): Promise<TrpcUtils> {
  // (See loadPlainClient for the pages that need no query cache.)
  if (!api.link) void import('./trpc-http-link').catch(() => undefined);
  return import('./trpc-react').then(({ utilsOf }) => utilsOf(api));
}

/** HTTP status of a failed call (401, 404…), or undefined for network failures. */
export function errorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error) || error.name !== 'TRPCClientError') return undefined;
  return (error as Error & { data?: { httpStatus?: number } }).data?.httpStatus;
}

/**
 * A tRPC client without TanStack Query, for a loader whose page reads its data from the loader
 * only (an article): `(await context.client()).blog.bySlug.query({ slug })`. The HTTP link is
 * fetched alongside, as for loadTrpcUtils.
 */
export function loadPlainClient(api: Api): Promise<PlainTrpcClient> {
  if (!api.link) void import('./trpc-http-link').catch(() => undefined);
  return import('./trpc-client').then(({ plainClientOf }) => plainClientOf(api));
}
