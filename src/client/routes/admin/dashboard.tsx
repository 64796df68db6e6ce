import { createFileRoute } from '@tanstack/react-router';
import { parseDashboardView, parseLeadParam, type DashboardView } from '#client/components/admin/dashboard-views';
import { Dashboard } from '#client/components/admin/Dashboard';

export const Route = createFileRoute('/admin/dashboard')({
  /** `?view=articles`…; without it (or with an unknown value) the 'Tableau de bord' view. `?lead=quiz-3` opens a lead. */
  validateSearch: (search: Record<string, unknown>): { view?: DashboardView; lead?: string } => ({
    view: parseDashboardView(search.view),
    lead: parseLeadParam(search.lead),
  }),
  head: () => ({ meta: [{ title: 'Tableau de bord | Administration Avocat Visible' }] }),
  component: DashboardPage,
});

function DashboardPage() {
  const { view } = Route.useSearch();
  return <Dashboard view={view ?? 'overview'} />;
}
