import { createFileRoute } from '@tanstack/react-router';
import { PeopleView } from '#client/components/admin/people/PeopleView';
import { ViewError, ViewPending } from '#client/components/admin/shell/ViewStates';

/** « Données d'une personne » (admin): nothing to load before a search. */
export const Route = createFileRoute('/admin/dashboard/people')({
  pendingComponent: ViewPending,
  errorComponent: ViewError,
  component: PeopleView,
});
