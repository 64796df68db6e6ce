import type { OperationLink, TRPCClientError, TRPCLink } from '@trpc/client';
// The tRPC package's observable (already used by @trpc/client), not code from src/server.
// eslint-disable-next-line no-restricted-imports
import { observable, type Unsubscribable } from '@trpc/server/observable';
import type { AppRouter } from '#server/router';

/**
 * Browser link: batched HTTP to /trpc (./trpc-http-link). The HTTP link and superjson are imported on
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
        real ??= import('./trpc-http-link').then(({ httpLink }) => httpLink()(runtime));
        real.then(
          (link) => {
            if (!stopped) subscription = link({ op, next }).subscribe(observer);
          },
          (cause: unknown) => {
            real = undefined;
            const error = new Error('Connexion au serveur impossible.', { cause });
            error.name = 'TRPCClientError';
            observer.error(error as TRPCClientError<AppRouter>);
          },
        );
        return () => {
          stopped = true;
          subscription?.unsubscribe();
        };
      });
  };
}

/**
 * Starts importing the HTTP link and superjson ahead of a first call: a public form calls it once
 * its code has hydrated, so that the visitor's first submit does not wait for them on a slow
 * connection (decision 064).
 */
export function preloadHttpLink(): void {
  void import('./trpc-http-link').catch(() => undefined);
}
