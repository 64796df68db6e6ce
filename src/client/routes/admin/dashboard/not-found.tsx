import { createFileRoute } from '@tanstack/react-router';
import { notFoundListInput, parseNotFoundSearch } from '#shared/seo/not-found-search';
import { NotFoundView } from '#client/components/admin/seo/NotFoundView';
import { ViewError, ViewPending } from '#client/components/admin/shell/ViewStates';

/** « Pages introuvables » (admin, editor): the addresses that answered 404 over a period in the address (`?days=7`). */
export const Route = createFileRoute('/admin/dashboard/not-found')({
  validateSearch: parseNotFoundSearch,
  loaderDeps: ({ search: { days } }) => ({ days }),
  loader: async ({ context, deps }) => {
    const trpc = await context.trpc();
    await trpc.notFound.list.ensureData(notFoundListInput(deps));
  },
  pendingComponent: ViewPending,
  errorComponent: ViewError,
  component: NotFoundView,
});
