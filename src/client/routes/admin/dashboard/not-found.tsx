import { createFileRoute } from '@tanstack/react-router';
import { NotFoundView } from '#client/components/admin/seo/NotFoundView';

/**
 * « Pages introuvables » (admin, editor): the addresses that answered 404 over a period in the
 * address (`?days=7`, read by the view). No loader and no search validation: the view loads its list
 * and shows its own loading state (every route's options are in the entry chunk of the public pages).
 */
export const Route = createFileRoute('/admin/dashboard/not-found')({
  component: NotFoundView,
});
