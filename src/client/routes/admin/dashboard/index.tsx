import { createFileRoute, redirect } from '@tanstack/react-router';
import { parseLeadRef } from '#shared/leads/desk-search';
import { OverviewView } from '#client/components/admin/overview/OverviewView';
import { ViewError, ViewPending } from '#client/components/admin/shell/ViewStates';

/** The views' old addresses, `/admin/dashboard?view=…`, before each view had its route. */
const OLD_VIEWS = {
  articles: '/admin/dashboard/articles',
  generator: '/admin/dashboard/generator',
  contacts: '/admin/dashboard/leads',
  settings: '/admin/dashboard/settings',
} as const;

/** « Tableau de bord », the dashboard's index. */
export const Route = createFileRoute('/admin/dashboard/')({
  // Old links keep working (bookmarks, the lead e-mails' `?view=contacts&lead=contact-12`):
  // they lead to the view's or the lead's own address.
  beforeLoad: ({ location }) => {
    const { view, lead } = location.search as { view?: unknown; lead?: unknown };
    const [kind, id] = typeof lead === 'string' ? lead.split('-') : [];
    const ref = parseLeadRef(kind, id);
    if (ref) throw redirect({ to: '/admin/dashboard/leads/$kind/$id', params: { kind: ref.kind, id: String(ref.id) }, replace: true });
    const to = typeof view === 'string' ? OLD_VIEWS[view as keyof typeof OLD_VIEWS] : undefined;
    if (to) throw redirect({ to, replace: true });
    if (view !== undefined || lead !== undefined) throw redirect({ to: '/admin/dashboard', replace: true });
  },
  loader: async ({ context }) => {
    const trpc = await context.trpc();
    void trpc.leads.summary.prefetch();
    await Promise.all([trpc.adminBlog.list.ensureData(), trpc.leads.listContacts.ensureData()]);
  },
  pendingComponent: ViewPending,
  errorComponent: ViewError,
  component: OverviewView,
});
