/**
 * The dashboard's views, one child route of /admin/dashboard each: the sidebar's entries (the
 * spec's five views, with the 404 log, the e-mails, the webhooks and the audit log beside them; each role sees its
 * own, `VIEW_ROLES` in src/shared/auth/roles.ts), the page heading and the
 * text of each view's load error.
 */
import { CalendarClock, FileQuestionMark, FileText, LayoutDashboard, Mail, ScrollText, Settings, Sparkles, UserSearch, Users, Waypoints, Webhook } from 'lucide-react';
import { MESSAGES } from '#shared/messages';
import { NOT_FOUND_MESSAGES } from '#shared/seo/not-found';

export const ADMIN_VIEWS = [
  { to: '/admin/dashboard', label: 'Tableau de bord', icon: LayoutDashboard, loadError: MESSAGES.adminBlog.loadPostsError },
  { to: '/admin/dashboard/articles', label: 'Articles de blog', icon: FileText, loadError: MESSAGES.adminBlog.loadPostsError },
  { to: '/admin/dashboard/generator', label: 'Générateur IA', icon: Sparkles, loadError: MESSAGES.adminBlog.loadPostsError },
  { to: '/admin/dashboard/not-found', label: 'Pages introuvables', icon: FileQuestionMark, loadError: NOT_FOUND_MESSAGES.loadError },
  { to: '/admin/dashboard/redirects', label: 'Redirections', icon: Waypoints, loadError: 'Erreur lors du chargement des redirections' },
  { to: '/admin/dashboard/leads', label: 'Contacts', icon: Users, loadError: 'Erreur lors du chargement des prospects' },
  { to: '/admin/dashboard/bookings', label: 'Rendez-vous', icon: CalendarClock, loadError: 'Erreur lors du chargement des rendez-vous' },
  { to: '/admin/dashboard/emails', label: 'E-mails', icon: Mail, loadError: 'Erreur lors du chargement des e-mails' },
  { to: '/admin/dashboard/webhooks', label: 'Webhooks', icon: Webhook, loadError: 'Erreur lors du chargement des webhooks' },
  { to: '/admin/dashboard/journal', label: 'Journal', icon: ScrollText, loadError: 'Erreur lors du chargement du journal' },
  { to: '/admin/dashboard/people', label: "Données d'une personne", icon: UserSearch, loadError: 'Erreur lors de la recherche des données' },
  { to: '/admin/dashboard/settings', label: 'Paramètres', icon: Settings, loadError: 'Impossible de charger les catégories.' },
] as const;

type AdminView = (typeof ADMIN_VIEWS)[number];

/** The view an address belongs to (a lead's address is the Contacts view's). */
export function viewOf(pathname: string): AdminView {
  const path = pathname.replace(/\/+$/, '');
  return ADMIN_VIEWS.find((view) => view.to !== '/admin/dashboard' && (path === view.to || path.startsWith(`${view.to}/`))) ?? ADMIN_VIEWS[0];
}
