import { createFileRoute } from '@tanstack/react-router';
import { WebhooksPanel } from '#client/components/admin/webhooks/WebhooksPanel';
import { ViewError, ViewPending } from '#client/components/admin/shell/ViewStates';

/** « Webhooks »: the endpoints that receive each new lead or published article. */
export const Route = createFileRoute('/admin/dashboard/webhooks')({
  loader: async ({ context }) => {
    const trpc = await context.trpc();
    await trpc.webhooks.list.ensureData();
  },
  pendingComponent: ViewPending,
  errorComponent: ViewError,
  component: WebhooksPanel,
});
