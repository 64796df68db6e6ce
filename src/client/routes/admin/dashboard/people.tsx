import { createFileRoute } from '@tanstack/react-router';
import { PeopleView } from '#client/components/admin/people/PeopleView';

/** « Données d'une personne » (admin): nothing to load before a search. */
export const Route = createFileRoute('/admin/dashboard/people')({
  component: PeopleView,
});
