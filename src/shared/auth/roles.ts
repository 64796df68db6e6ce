/**
 * The back office's roles (issue 29): `admin` does everything; `editor` writes the blog (articles,
 * categories, uploads, the AI generator); `sales` works the leads (lead desk, notes, statuses, the
 * lead e-mails, CSV exports). The procedures enforce them (`staffProcedure(roles)`); the back office
 * shows each person only the views of their role.
 */
export const ROLES = ['admin', 'editor', 'sales'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrateur',
  editor: 'Rédacteur',
  sales: 'Commercial',
};

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** May `role` do what `allowed` names? An admin may always. */
export function roleAllows(role: string | null | undefined, allowed: readonly Role[]): boolean {
  return role === 'admin' || (isRole(role) && allowed.includes(role));
}

/** The 403 of a logged-in person whose role does not cover the action. */
export function roleForbiddenMessage(role: string): string {
  const label = isRole(role) ? ROLE_LABELS[role] : role;
  return `Accès refusé : votre rôle (« ${label} ») ne permet pas cette action.`;
}

/**
 * The back office's views and who sees them (path under /admin/dashboard → roles besides admin):
 * the sidebar, and the guard that sends someone to their first view. Kept here, small, because the
 * dashboard route's guard reads it before any view's code loads.
 */
const VIEW_ROLES = [
  { to: '/admin/dashboard', roles: [] },
  { to: '/admin/dashboard/articles', roles: ['editor'] },
  { to: '/admin/dashboard/generator', roles: ['editor'] },
  { to: '/admin/dashboard/not-found', roles: ['editor'] },
  { to: '/admin/dashboard/redirects', roles: ['editor'] },
  { to: '/admin/dashboard/leads', roles: ['sales'] },
  { to: '/admin/dashboard/bookings', roles: ['sales'] },
  { to: '/admin/dashboard/emails', roles: ['sales'] },
  { to: '/admin/dashboard/webhooks', roles: [] },
  { to: '/admin/dashboard/journal', roles: [] },
  { to: '/admin/dashboard/people', roles: [] },
  { to: '/admin/dashboard/settings', roles: ['editor', 'sales'] },
] as const satisfies readonly { to: string; roles: readonly Role[] }[];

/** The view an address under /admin/dashboard belongs to. */
function viewPathOf(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  return VIEW_ROLES.find((view) => view.to !== '/admin/dashboard' && (path === view.to || path.startsWith(`${view.to}/`)))?.to ?? '/admin/dashboard';
}

/** Where someone of `role` opening `pathname` goes instead, or null when the view is theirs. */
export function redirectForRole(role: string, pathname: string): string | null {
  const to = viewPathOf(pathname);
  const view = VIEW_ROLES.find((v) => v.to === to)!;
  if (roleAllows(role, view.roles)) return null;
  return VIEW_ROLES.find((v) => roleAllows(role, v.roles))?.to ?? '/admin/auth';
}

/** May `role` see the view at `to`? (the sidebar). */
export const canSeeView = (role: string, to: string): boolean => redirectForRole(role, to) === null;
