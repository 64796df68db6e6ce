import { createFileRoute } from '@tanstack/react-router';
import { EmailsView } from '#client/components/admin/emails/EmailsView';
import { ViewError, ViewPending } from '#client/components/admin/shell/ViewStates';

/** « E-mails »: the outbox's messages, their status and a retry. */
export const Route = createFileRoute('/admin/dashboard/emails')({
  loader: async ({ context }) => {
    const trpc = await context.trpc();
    await trpc.emails.list.ensureData();
  },
  pendingComponent: ViewPending,
  errorComponent: ViewError,
  component: EmailsView,
});
