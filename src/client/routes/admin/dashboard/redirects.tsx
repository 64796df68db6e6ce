import { createFileRoute, useSearch } from '@tanstack/react-router';
import { RedirectsView } from '#client/components/admin/seo/RedirectsView';

/**
 * « Redirections » (admin, editor): the rules of old addresses; `?from=/chemin` fills the form. No
 * loader: the view loads its list and shows its own loading state (every route's loader is in the
 * entry chunk of the public pages).
 */
export const Route = createFileRoute('/admin/dashboard/redirects')({
  component: Redirects,
});

const REDIRECTS_PAGE = { limit: 100 };

/** `?from=` read here, not validated by the route (a route's options are in the entry chunk of every page). */
function Redirects() {
  const { from } = useSearch({ strict: false }) as { from?: unknown };
  return <RedirectsView page={REDIRECTS_PAGE} initialFrom={typeof from === 'string' ? from.slice(0, 200) : ''} />;
}
