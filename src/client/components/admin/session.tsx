/** Admin session on the client: the user check, the protected-route guard, logout. */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { MESSAGES, type SessionUser } from '../../../shared/schemas';
import { writeAdminToken } from '../../lib/admin-token';
import { errorStatus, trpc } from '../../trpc';
import { useToast } from '../../ui/toast';
import { Spinner } from './ui';

/**
 * The user check (spec §4, §7 GET /api/admin/user): the user, or an error. A 401 — or any other
 * failure, logged as 'Erreur lors de la vérification de l'authentification' — clears the stored
 * token: the visitor is treated as logged out.
 */
export function useSessionCheck() {
  const me = trpc.auth.me.useQuery();
  const failed = me.isError;
  useEffect(() => {
    if (!failed) return;
    if (errorStatus(me.error) !== 401) console.error(MESSAGES.auth.checkError, me.error);
    writeAdminToken(null);
  }, [failed, me.error]);
  return me;
}

const AdminUserContext = createContext<SessionUser | null>(null);

/** The logged-in admin, inside `<AdminGuard>`. */
export function useAdminUser(): SessionUser {
  const user = useContext(AdminUserContext);
  if (!user) throw new Error('useAdminUser() doit être utilisé à l’intérieur de <AdminGuard>.');
  return user;
}

/**
 * Protects every admin screen but /admin/auth: a spinner while the check runs (also in the
 * server-rendered HTML), then the screen, or a redirect to /admin/auth without a session.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const me = useSessionCheck();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loggedOut = me.isError;
  useEffect(() => {
    if (loggedOut) void navigate({ to: '/admin/auth', replace: true });
  }, [loggedOut, navigate]);
  // A session that ends while a screen is open (expired, closed elsewhere): any 401 of an admin
  // list sends the admin back to the login screen instead of leaving a dead screen.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error' || errorStatus(event.action.error) !== 401) return;
        // The user check handles its own failure (above).
        if (JSON.stringify(event.query.queryKey[0]) === '["auth","me"]') return;
        writeAdminToken(null);
        queryClient.removeQueries();
        void navigate({ to: '/admin/auth', replace: true });
      }),
    [queryClient, navigate],
  );
  if (!me.data) return <FullPageSpinner label="Vérification de la session..." />;
  return <AdminUserContext.Provider value={me.data.user}>{children}</AdminUserContext.Provider>;
}

export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-live="polite">
      <Spinner className="size-10 text-brand-700" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** Logout (spec §4, §8): the server closes the session, the client forgets token and caches. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return trpc.auth.logout.useMutation({
    onSuccess: async () => {
      writeAdminToken(null);
      // Forget the user and every admin list first, so /admin/auth checks the session afresh.
      queryClient.removeQueries();
      await navigate({ to: '/admin/auth', replace: true });
      toast({ title: MESSAGES.auth.logoutSuccess.title, description: MESSAGES.auth.logoutSuccess.description });
    },
    onError: () => {
      toast({ ...MESSAGES.auth.logoutError, variant: 'destructive' });
    },
  });
}
