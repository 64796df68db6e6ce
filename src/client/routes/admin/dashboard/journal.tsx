import { createFileRoute } from '@tanstack/react-router';
import { JournalView } from '#client/components/admin/journal/JournalView';
import { ViewError, ViewPending } from '#client/components/admin/shell/ViewStates';

/** « Journal » (admin): the audit log, first page of 100 entries loaded before the view shows. */
export const Route = createFileRoute('/admin/dashboard/journal')({
  loader: async ({ context }) => {
    const trpc = await context.trpc();
    const input = { limit: 100 };
    if (!trpc.staff.auditLog.getInfiniteData(input)) await trpc.staff.auditLog.fetchInfinite(input);
  },
  pendingComponent: ViewPending,
  errorComponent: ViewError,
  component: JournalView,
});
