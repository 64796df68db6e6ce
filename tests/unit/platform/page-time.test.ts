/**
 * A server render writes every time of its dehydrated queries as 0 (the same bytes on every node);
 * the browser's query client reads them as the time the page was requested, so the page's data is
 * fresh there and nothing is refetched on load.
 */
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { hydratedQueryClient, type DehydratedQuery } from '#client/trpc/query-client';
import { PAGE_TIME, pageRequestedAt } from '#client/lib/page-time';

/** A query as a server render sends it: fetched, its times written as 0. */
function fromServer(key: string, data: unknown): DehydratedQuery {
  const server = new QueryClient();
  server.setQueryData([key], data);
  const [query] = dehydrate(server).queries;
  return { ...query!, dehydratedAt: PAGE_TIME, state: { ...query!.state, dataUpdatedAt: PAGE_TIME, errorUpdatedAt: PAGE_TIME } };
}

describe('queries of a server-rendered page in the browser', () => {
  it('take the time the page was requested, keep their data, and are fresh even with a short staleTime', async () => {
    const requested = pageRequestedAt();
    expect(requested).toBe(Math.floor(performance.timeOrigin));
    const stream = new ReadableStream<DehydratedQuery[]>({
      start(controller) {
        controller.enqueue([fromServer('later', ['b'])]);
        controller.close();
      },
    });
    const client = hydratedQueryClient({ initial: [fromServer('blog', ['a'])], stream });
    await expect.poll(() => client.getQueryCache().find({ queryKey: ['later'] })?.state.data).toEqual(['b']);
    for (const [key, data] of [['blog', ['a']], ['later', ['b']]] as const) {
      const query = client.getQueryCache().find({ queryKey: [key] })!;
      expect(query.state.data).toEqual(data);
      expect(query.state.dataUpdatedAt).toBe(requested);
      expect(query.state.errorUpdatedAt).toBe(0);
      expect(query.isStaleByTime(60_000)).toBe(false);
    }
  });
});
