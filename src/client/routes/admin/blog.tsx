import { createFileRoute, redirect } from '@tanstack/react-router';
import { redirectForRole } from '#shared/auth/roles';

/**
 * /admin/blog/…: the editor's screens (new, edit, generate) are for the roles that write the blog;
 * a sales person is sent to their first view. Checked in the browser (`ssr: false`, as the
 * dashboard), where the session guard of /admin runs too.
 */
export const Route = createFileRoute('/admin/blog')({
  ssr: false,
  beforeLoad: async ({ context }) => {
    const trpc = await context.trpc();
    const { user } = await trpc.auth.session.ensureData();
    const to = user ? redirectForRole(user.role, '/admin/dashboard/articles') : null;
    if (to) throw redirect({ to, replace: true });
  },
});
