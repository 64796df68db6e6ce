import { createFileRoute } from '@tanstack/react-router';
import { roleAllows } from '#shared/auth/roles';
import { SettingsView } from '#client/components/admin/settings/SettingsView';
import { ViewError, ViewPending } from '#client/components/admin/shell/ViewStates';

/** « Paramètres »: the profile, the password, another admin, the blog's categories. */
export const Route = createFileRoute('/admin/dashboard/settings')({
  loader: async ({ context }) => {
    const trpc = await context.trpc();
    const { user } = await trpc.auth.session.ensureData();
    if (roleAllows(user?.role, ['editor'])) await trpc.adminCategories.list.ensureData();
    if (user?.role === 'admin') await trpc.staff.list.ensureData();
  },
  pendingComponent: ViewPending,
  errorComponent: ViewError,
  component: SettingsView,
});
