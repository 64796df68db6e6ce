import { createTRPCClient, type TRPCClient } from '@trpc/client';
import type { AppRouter } from '#server/router';
import type { Api } from './deferred-api';
import { browserLink } from './deferred-link';

export type PlainTrpcClient = TRPCClient<AppRouter>;

/**
 * A tRPC client without TanStack Query (`client.blog.bySlug.query({ slug })`), for loaders whose
 * page reads its data from the loader only. In the browser it is a few KB against the hooks' ~17 KB
 * gzip (TanStack Query, @trpc/react-query), which a slow phone would download and run before the
 * page's data is even asked for. On the server, the in-process link.
 */
export function plainClientOf(api: Api): PlainTrpcClient {
  return (api.plainClient ??= createTRPCClient<AppRouter>({ links: [api.link ?? browserLink()] }));
}
