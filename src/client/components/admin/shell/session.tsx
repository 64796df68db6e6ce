/** Admin session on the client: the user check, the protected-route guard, logout. */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { type SessionUser } from '#shared/auth/schemas';
import { MESSAGES } from '#shared/messages';
import { writeAdminToken } from '#client/lib/admin-token';
import { useHydrated } from '#client/lib/use-hydrated';
import { errorStatus, trpc } from '#client/trpc/trpc-react';
import { useToast } from '#client/ui/toast';
import { Spinner } from '../common/ui';
import { TwoFactorGate } from '../settings/TwoFactorPanel';

export type SessionCheck =
  | { status: 'checking'; user: null }
  | { status: 'in'; user: SessionUser }
  | { status: 'out'; user: null };

/**
 * The user check (spec §4): the logged-in admin, or none. Without a valid session the stored
 * token is cleared; a failed check is logged as 'Erreur lors de la vérification de
 * l'authentification' and counts as logged out. (Third parties use GET /api/admin/user, which
 * answers 401 without a session; the browser asks `auth.session`, which answers `user: null`.)
 */
export function useSessionCheck(): SessionCheck {
  const hydrated = useHydrated();
  const session = trpc.auth.session.useQuery();
  const user = session.data?.user ?? null;
  const out = session.isError || (session.isSuccess && !user);
  useEffect(() => {
    if (session.isError) console.error(MESSAGES.auth.checkError, session.error);
  }, [session.isError, session.error]);
  useEffect(() => {
    if (out) writeAdminToken(null);
  }, [out]);
  // While React hydrates, the check is what the server rendered: still running. The router may have
  // answered it in the browser before React reaches this component (a route's `beforeLoad` asks for
  // the session too), and drawing the screen then, where the server drew the spinner, is a
  // hydration mismatch (React error 418, the server's HTML thrown away). The screen follows at once.
  if (!hydrated) return { status: 'checking', user: null };
  if (user) return { status: 'in', user };
  return out ? { status: 'out', user: null } : { status: 'checking', user: null };
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
  const session = useSessionCheck();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loggedOut = session.status === 'out';
  useEffect(() => {
    if (loggedOut) void navigate({ to: '/admin/auth', replace: true });
  }, [loggedOut, navigate]);
  // A session that ends while a screen is open (expired, closed elsewhere): any 401 of an admin
  // list sends the admin back to the login screen instead of leaving a dead screen.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error' || errorStatus(event.action.error) !== 401) return;
        writeAdminToken(null);
        queryClient.removeQueries();
        void navigate({ to: '/admin/auth', replace: true });
      }),
    [queryClient, navigate],
  );
  if (session.status !== 'in') return <FullPageSpinner label="Vérification de la session..." />;
  return (
    <AdminUserContext.Provider value={session.user}>
      <TwoFactorGate>{children}</TwoFactorGate>
    </AdminUserContext.Provider>
  );
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
