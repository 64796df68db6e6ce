import { createFileRoute } from '@tanstack/react-router';
import { AdminShell } from '#client/components/admin/shell/AdminShell';

/**
 * /admin/dashboard: the sidebar's layout. Each view is a child route (dashboard/…) with its own
 * loader, pending and error states; the overview is the index. The views load in the browser,
 * behind the session check (`ssr: false`: the server renders the check's spinner, as before).
 */
export const Route = createFileRoute('/admin/dashboard')({
  ssr: false,
  head: () => ({ meta: [{ title: 'Tableau de bord | Administration Avocat Visible' }] }),
  component: AdminShell,
});
