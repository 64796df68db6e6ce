import { createFileRoute } from '@tanstack/react-router';
import { leadListInput, parseLeadDeskSearch } from '#shared/leads/desk-search';
import { LeadsView } from '#client/components/admin/leads/LeadsView';
import { ViewError, ViewPending } from '#client/components/admin/shell/ViewStates';

/**
 * « Contacts »: the lead desk. Its search, filters and pages are the address's search
 * (`?q=…&status=…&kind=…&period=…&sort=score&page=…`): a filtered list has a shareable URL. A lead's panel
 * is the child route leads/$kind/$id.
 */
export const Route = createFileRoute('/admin/dashboard/leads')({
  validateSearch: parseLeadDeskSearch,
  loaderDeps: ({ search: { q, status, kind, period, sort } }) => ({ q, status, kind, period, sort }),
  // The first page of the list; the next pages (`page`), the list itself fetches them.
  loader: async ({ context, deps }) => {
    const trpc = await context.trpc();
    const input = leadListInput(deps);
    if (!trpc.leads.list.getInfiniteData(input)) await trpc.leads.list.fetchInfinite(input);
  },
  pendingComponent: ViewPending,
  errorComponent: ViewError,
  component: LeadsView,
});
