import { createTRPCReact, createTRPCQueryUtils } from '@trpc/react-query';
import { TRPCClientError, type OperationLink, type TRPCLink } from '@trpc/client';
// The tRPC package's observable (already used by @trpc/client), not code from src/server.
// eslint-disable-next-line no-restricted-imports
import { observable, type Unsubscribable } from '@trpc/server/observable';
import type { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from '../server/trpc/root';

/** React hooks for every procedure (`trpc.blog.list.useQuery()`…). */
export const trpc = createTRPCReact<AppRouter>();

export type TrpcClient = ReturnType<typeof trpc.createClient>;
export type TrpcUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;

export function createUtils(queryClient: QueryClient, client: TrpcClient): TrpcUtils {
  return createTRPCQueryUtils({ queryClient, client });
}

/**
 * Browser link: batched HTTP to /trpc (./trpc-http). The HTTP link and superjson are imported on
 * the first call, not with the page: server-rendered data reaches the browser through the router's
 * dehydration, so most visits never need them. Calls made while the import is under way wait for
 * it and are batched together.
 */
export function browserLink(): TRPCLink<AppRouter> {
  return (runtime) => {
    let real: Promise<OperationLink<AppRouter>> | undefined;
    return ({ op, next }) =>
      observable((observer) => {
        let subscription: Unsubscribable | undefined;
        let stopped = false;
        real ??= import('./trpc-http').then(({ httpLink }) => httpLink()(runtime));
        real.then(
          (link) => {
            if (!stopped) subscription = link({ op, next }).subscribe(observer);
          },
          (cause: unknown) => observer.error(TRPCClientError.from(cause instanceof Error ? cause : new Error(String(cause)))),
        );
        return () => {
          stopped = true;
          subscription?.unsubscribe();
        };
      });
  };
}

/** HTTP status of a failed call (401, 404…), or undefined for network failures. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof TRPCClientError ? (error.data as { httpStatus?: number } | undefined)?.httpStatus : undefined;
}
