/**
 * Dashboard frame, the layout route of /admin/dashboard: the sidebar with the views (links to
 * their routes, the current one marked) and logout, a menu button on mobile; the view's heading,
 * then the view's route in the outlet.
 */
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { LogOut, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { SITE } from '#shared/site/brand';
import { TooltipProvider } from '#client/ui/tooltip';
import { canSeeView } from '#shared/auth/roles';
import { useAdminUser, useLogout } from './session';
import { Spinner } from '../common/ui';
import { ADMIN_VIEWS, viewOf } from './views';

const LINK = 'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors';

export function AdminShell() {
  const [menuOpen, setMenuOpen] = useState(false);
  const logout = useLogout();
  const { pathname } = useLocation();
  const user = useAdminUser();
  // Each person sees the views of their role only (the dashboard's guard sends them away from the others).
  const views = ADMIN_VIEWS.filter((view) => canSeeView(user.role, view.to));

  const nav = (
    <nav aria-label="Administration" className="flex flex-1 flex-col gap-1">
      {views.map(({ to, label, icon: Icon }) => (
        <Link
          key={to}
          to={to}
          onClick={() => setMenuOpen(false)}
          // The overview is the index: it is current only at /admin/dashboard itself; a lead's address keeps Contacts current.
          activeOptions={{ exact: to === '/admin/dashboard', includeSearch: false }}
          className={LINK}
          activeProps={{ className: 'bg-brand-700 text-white', 'aria-current': 'page' }}
          inactiveProps={{ className: 'text-slate-200 hover:bg-white/10 hover:text-white' }}
        >
          <Icon aria-hidden="true" className="size-4" /> {label}
        </Link>
      ))}
      <button
        type="button"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
        className="mt-4 flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium text-slate-200 hover:bg-white/10 hover:text-white disabled:opacity-60 lg:mt-auto"
      >
        {logout.isPending ? <Spinner className="size-4" /> : <LogOut aria-hidden="true" className="size-4" />} Déconnexion
      </button>
    </nav>
  );

  return (
    <TooltipProvider>
    <div className="min-h-screen lg:flex">
      {/* Mobile: top bar with a menu button; the sidebar collapses into this menu. */}
      <header className="sticky top-0 z-30 bg-navy-950 text-white lg:hidden">
        <div className="flex items-center justify-between px-4 py-3">
          <span className="font-bold">{SITE.brand} · Admin</span>
          <button
            type="button"
            onClick={() => setMenuOpen((o) => !o)}
            aria-expanded={menuOpen}
            aria-controls="admin-mobile-menu"
            className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-white/30 px-3 py-1.5 text-sm"
          >
            {menuOpen ? <X aria-hidden="true" className="size-4" /> : <Menu aria-hidden="true" className="size-4" />}
            Menu
          </button>
        </div>
        {menuOpen ? (
          <div id="admin-mobile-menu" className="border-t border-white/10 px-3 pb-4 pt-2">
            {nav}
          </div>
        ) : null}
      </header>

      <aside className="hidden w-64 shrink-0 flex-col bg-navy-950 px-4 py-6 text-white lg:sticky lg:top-0 lg:flex lg:h-screen">
        <Link to="/" className="mb-8 px-3 text-lg font-bold">
          {SITE.brand}
          <span className="block text-xs font-normal text-slate-400">Administration</span>
        </Link>
        {nav}
      </aside>

      <main className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
        <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">{viewOf(pathname).label}</h1>
        <Outlet />
      </main>
    </div>
    </TooltipProvider>
  );
}
