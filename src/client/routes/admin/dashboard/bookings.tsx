import { createFileRoute } from '@tanstack/react-router';
import { BookingsView } from '#client/components/admin/bookings/BookingsView';
import { ViewError, ViewPending } from '#client/components/admin/shell/ViewStates';

/** « Rendez-vous »: the week's calls, week by week, each linked to its lead; staff cancel. */
export const Route = createFileRoute('/admin/dashboard/bookings')({
  loader: async ({ context }) => {
    const trpc = await context.trpc();
    // The settings only: the week is computed with Luxon in the view's own chunk (the public pages' JS budget).
    await trpc.booking.settings.ensureData();
  },
  pendingComponent: ViewPending,
  errorComponent: ViewError,
  component: BookingsView,
});
