import { createFileRoute, redirect } from '@tanstack/react-router';
import { redirectForRole } from '#shared/auth/roles';
import { AdminShell } from '#client/components/admin/shell/AdminShell';

/**
 * /admin/dashboard: the sidebar's layout. Each view is a child route (dashboard/…) with its own
 * loader, pending and error states; the overview is the index. The views load in the browser,
 * behind the session check (`ssr: false`: the server renders the check's spinner, as before).
 */
export const Route = createFileRoute('/admin/dashboard')({
  ssr: false,
  // Each role sees its own views: another view's address leads to the person's first view, before
  // its loader asks the server for what the role may not read. (Without a session, the guard of
  // /admin sends to /admin/auth.) Old links with `?view=` or `?lead=` are first rewritten by the index.
  beforeLoad: async ({ context, location }) => {
    const search = location.search as { view?: unknown; lead?: unknown };
    if (search.view !== undefined || search.lead !== undefined) return;
    const trpc = await context.trpc();
    const { user } = await trpc.auth.session.ensureData();
    const to = user ? redirectForRole(user.role, location.pathname) : null;
    if (to) throw redirect({ to, replace: true });
  },
  head: () => ({ meta: [{ title: 'Tableau de bord | Administration Avocat Visible' }] }),
  component: AdminShell,
});
