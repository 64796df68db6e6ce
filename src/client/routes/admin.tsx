import { createFileRoute, Outlet, useMatches } from '@tanstack/react-router';
import { AdminGuard } from '../components/admin/shell/session';
import { TrpcProvider } from '../trpc/trpc-react';

/**
 * Back office: pages are code-split and carry no public-site chrome. Every admin route but
 * /admin/auth — dashboard, new, edit and generator screens — is behind the session guard.
 */
export const Route = createFileRoute('/admin')({
  staticData: { cache: 'private', index: false },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex, nofollow' }] }),
  component: AdminLayout,
});

const OPEN_PATHS = /^\/admin\/(auth|invitation|reinitialiser)(\/|$)/;

function AdminLayout() {
  // Open without a session: the login, and the pages an e-mail's link or « Mot de passe oublié ? » leads to.
  // Read from the matches the <Outlet/> renders, not from the address: during a navigation (a logout
  // leaving for /admin/auth) the address changes before the screen does, and the screen still open
  // must stay inside the guard that gives it its user.
  const open = useMatches({ select: (matches) => matches.some((match) => OPEN_PATHS.test(match.pathname)) });
  return (
    <TrpcProvider>
      <div className="min-h-screen bg-slate-50">
        {open ? (
          <Outlet />
        ) : (
          <AdminGuard>
            <Outlet />
          </AdminGuard>
        )}
      </div>
    </TrpcProvider>
  );
}
