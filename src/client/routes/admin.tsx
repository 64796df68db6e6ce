import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router';
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

function AdminLayout() {
  const { pathname } = useLocation();
  // Open without a session: the login, and the pages an e-mail's link or « Mot de passe oublié ? » leads to.
  const open = /^\/admin\/(auth|invitation|reinitialiser)(\/|$)/.test(pathname);
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
