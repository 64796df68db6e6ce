import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';

/** The queries a server render sends along (TanStack Router's SSR query integration). */
export type DehydratedQueries = {
  initial?: DehydratedState['queries'];
  stream?: ReadableStream<DehydratedState['queries']>;
};

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
  if (dehydrated?.initial) hydrate(queryClient, { queries: dehydrated.initial });
  const reader = dehydrated?.stream?.getReader();
  if (reader) {
    void (async () => {
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          hydrate(queryClient, { queries: value });
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
