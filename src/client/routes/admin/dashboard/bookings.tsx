import { createFileRoute } from '@tanstack/react-router';
import { BookingsView } from '#client/components/admin/bookings/BookingsView';
import { ViewError, ViewPending } from '#client/components/admin/shell/ViewStates';
import { weekRange } from '#client/components/admin/bookings/week';

/** « Rendez-vous »: the week's calls, week by week, each linked to its lead; staff cancel. */
export const Route = createFileRoute('/admin/dashboard/bookings')({
  loader: async ({ context }) => {
    const trpc = await context.trpc();
    const settings = await trpc.booking.settings.ensureData();
    await trpc.booking.list.ensureData(weekRange(settings.timezone, 0));
  },
  pendingComponent: ViewPending,
  errorComponent: ViewError,
  component: BookingsView,
});
