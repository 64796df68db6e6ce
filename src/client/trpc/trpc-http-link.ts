import { httpBatchLink, type TRPCLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '#server/router';
import { readAdminToken } from '../lib/admin-token';
import { TRPC_MAX_BATCH_SIZE } from '#shared/site/limits';

/**
 * The real browser link: batched HTTP to /trpc with superjson, cookies included, bearer token when
 * one is stored. Loaded on the first call only (see `browserLink` in ./trpc), so that pages which
 * never call the API from the browser do not download the HTTP link and superjson.
 */
export function httpLink(): TRPCLink<AppRouter> {
  return httpBatchLink({
    url: '/trpc',
    maxItems: TRPC_MAX_BATCH_SIZE,
    transformer: superjson,
    headers: () => {
      const token = readAdminToken();
      return token ? { Authorization: `Bearer ${token}` } : {};
    },
    fetch: (url, init) => fetch(url, { ...init, credentials: 'include' }),
  });
}
