import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { PAGE_TIME, pageRequestedAt } from '../lib/page-time';

export type DehydratedQuery = DehydratedState['queries'][number];

/** The queries a server render sends along (TanStack Router's SSR query integration). */
export type DehydratedQueries = {
  initial?: DehydratedQuery[];
  stream?: ReadableStream<DehydratedQuery[]>;
};

/** A query of the page with its times set to when the page was requested (not refetched as if it were from 1970). */
function fromPage(query: DehydratedQuery, at: number): DehydratedQuery {
  const { state } = query;
  return {
    ...query,
    dehydratedAt: query.dehydratedAt === PAGE_TIME ? at : query.dehydratedAt,
    state: {
      ...state,
      dataUpdatedAt: state.dataUpdatedAt === PAGE_TIME && state.data !== undefined ? at : state.dataUpdatedAt,
      errorUpdatedAt: state.errorUpdatedAt === PAGE_TIME && state.error != null ? at : state.errorUpdatedAt,
    },
  };
}

/** Spec §7: no retries, never stale, no refetch on focus, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

/**
 * The browser's query client, made when the tRPC layer is first needed (not on the page's first
 * load), filled with the queries the server rendered the page with and those it streams after —
 * what `setupRouterSsrQueryIntegration` does at hydration, later.
 */
export function hydratedQueryClient(dehydrated: DehydratedQueries | undefined): QueryClient {
  const queryClient = createQueryClient();
  const at = pageRequestedAt();
  if (dehydrated?.initial) hydrate(queryClient, { queries: dehydrated.initial.map((query) => fromPage(query, at)) });
  const reader = dehydrated?.stream?.getReader();
  if (reader) {
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          hydrate(queryClient, { queries: value.map((query) => fromPage(query, at)) });
        }
      } catch (error) {
        console.error('Error reading query stream:', error);
        await reader.cancel(error).catch(() => undefined);
      } finally {
        reader.releaseLock();
      }
    })();
  }
  return queryClient;
}
