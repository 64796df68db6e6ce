import { createFileRoute } from '@tanstack/react-router';
import { RedirectsSearch } from '#shared/seo/redirects';
import { RedirectsView } from '#client/components/admin/seo/RedirectsView';
import { ViewError, ViewPending } from '#client/components/admin/shell/ViewStates';

/** « Redirections » (admin, editor): the rules of old addresses; `?from=/chemin` fills the form. */
export const Route = createFileRoute('/admin/dashboard/redirects')({
  validateSearch: RedirectsSearch,
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
