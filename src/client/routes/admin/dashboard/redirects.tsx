import { createFileRoute } from '@tanstack/react-router';
import { RedirectsView } from '#client/components/admin/seo/RedirectsView';
import { ViewError, ViewPending } from '#client/components/admin/shell/ViewStates';

/** « Redirections » (admin, editor): the rules of old addresses; `?from=/chemin` fills the form. */
export const Route = createFileRoute('/admin/dashboard/redirects')({
  // A plain check, not a schema: a route's search validation is in the entry chunk of every page.
  validateSearch: (search: Record<string, unknown>): { from?: string } =>
    typeof search.from === 'string' && search.from.length <= 200 ? { from: search.from } : {},
  loader: async ({ context }) => {
    const trpc = await context.trpc();
    if (!trpc.redirects.list.getInfiniteData(REDIRECTS_PAGE)) await trpc.redirects.list.fetchInfinite(REDIRECTS_PAGE);
  },
  pendingComponent: ViewPending,
  errorComponent: ViewError,
  component: Redirects,
});

const REDIRECTS_PAGE = { limit: 100 };

function Redirects() {
  const { from } = Route.useSearch();
  return <RedirectsView page={REDIRECTS_PAGE} initialFrom={from ?? ''} />;
}
