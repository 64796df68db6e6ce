import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createTRPCReact, createTRPCQueryUtils } from '@trpc/react-query';
import { useContext, type ReactNode } from 'react';
import type { AppRouter } from '#server/router';
import { ApiContext, type Api } from './deferred-api';
import { browserLink } from './deferred-link';
import { hydratedQueryClient } from './query-client';

export { errorStatus } from './deferred-api';

/**
 * React hooks for every procedure (`trpc.blog.list.useQuery()`…), under a `<TrpcProvider>`.
 * Only the pages that call the API import this module (see ./api).
 */
export const trpc = createTRPCReact<AppRouter>();

export type TrpcClient = ReturnType<typeof trpc.createClient>;
export type TrpcUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

/** The router's tRPC client (one per router, created on first use). */
function clientOf(api: Api): TrpcClient {
  return (api.client ??= trpc.createClient({ links: [api.link ?? browserLink()] }));
}

/** The router's query client (the server's, or the browser's made now from the page's queries). */
function queryClientOf(api: Api): QueryClient {
  return (api.queryClient ??= hydratedQueryClient(api.dehydratedQueries));
}

/** The router's tRPC query utils (prefetch, ensureData, invalidate…). */
export function utilsOf(api: Api): TrpcUtils {
  return (api.utils ??= createTRPCQueryUtils({ queryClient: queryClientOf(api), client: clientOf(api) }));
}

/** Makes the tRPC and TanStack Query hooks available to `children` (the page or screen that calls the API). */
export function TrpcProvider({ children }: { children: ReactNode }) {
  const api = useContext(ApiContext);
  if (!api) throw new Error('TrpcProvider hors du routeur');
  const queryClient = queryClientOf(api);
  return (
    <QueryClientProvider client={queryClient}>
      <trpc.Provider client={clientOf(api)} queryClient={queryClient}>
        {children}
      </trpc.Provider>
    </QueryClientProvider>
  );
}
