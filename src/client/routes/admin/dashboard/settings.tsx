import { createFileRoute } from '@tanstack/react-router';
import { SettingsView } from '#client/components/admin/settings/SettingsView';
import { ViewError, ViewPending } from '#client/components/admin/shell/ViewStates';

/** « Paramètres »: the profile, the password, another admin, the blog's categories. */
export const Route = createFileRoute('/admin/dashboard/settings')({
  loader: async ({ context }) => {
    const trpc = await context.trpc();
    await trpc.adminCategories.list.ensureData();
  },
  pendingComponent: ViewPending,
  errorComponent: ViewError,
  component: SettingsView,
});
