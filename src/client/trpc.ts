import { createTRPCReact, createTRPCQueryUtils } from '@trpc/react-query';
import { httpBatchLink, TRPCClientError, type TRPCLink } from '@trpc/client';
import type { QueryClient } from '@tanstack/react-query';
import superjson from 'superjson';
import type { AppRouter } from '../server/trpc/root';
import { readAdminToken } from './lib/admin-token';

/** React hooks for every procedure (`trpc.blog.list.useQuery()`…). */
export const trpc = createTRPCReact<AppRouter>();

export type TrpcClient = ReturnType<typeof trpc.createClient>;
export type TrpcUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

export function createUtils(queryClient: QueryClient, client: TrpcClient): TrpcUtils {
  return createTRPCQueryUtils({ queryClient, client });
}

/** Browser link: batched HTTP to /trpc, cookies included, bearer token when one is stored. */
export function browserLink(): TRPCLink<AppRouter> {
  return httpBatchLink({
    url: '/trpc',
    transformer: superjson,
    headers: () => {
      const token = readAdminToken();
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
    fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }),
  });
}

/** HTTP status of a failed call (401, 404…), or undefined for network failures. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
}
