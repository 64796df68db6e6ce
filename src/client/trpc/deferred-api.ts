import { createContext } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { TRPCLink } from '@trpc/client';
import type { AppRouter } from '#server/router';
import type { TrpcClient, TrpcUtils } from './trpc-react';
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
  utils?: TrpcUtils;
};

export const ApiContext = createContext<Api | null>(null);

/** tRPC query utils for loaders (`(await context.trpc()).blog.list.prefetch()`). */
export function loadTrpcUtils(api: Api): Promise<TrpcUtils> {
  return import('./trpc-react').then(({ utilsOf }) => utilsOf(api));
}

/** HTTP status of a failed call (401, 404…), or undefined for network failures. */
export function errorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error) || error.name !== 'TRPCClientError') return undefined;
  return (error as Error & { data?: { httpStatus?: number } }).data?.httpStatus;
}
