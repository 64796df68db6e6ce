import { createFileRoute } from '@tanstack/react-router';
import { parseDashboardView, type DashboardView } from '../../components/admin/dashboard-views';
import { Dashboard } from '../../components/admin/Dashboard';

export const Route = createFileRoute('/admin/dashboard')({
  /** `?view=articles`…; without it (or with an unknown value) the 'Tableau de bord' view. */
  validateSearch: (search: Record<string, unknown>): { view?: DashboardView } => ({ view: parseDashboardView(search.view) }),
  head: () => ({ meta: [{ title: 'Tableau de bord | Administration Avocat Visible' }] }),
  component: DashboardPage,
});

function DashboardPage() {
  const { view } = Route.useSearch();
  return <Dashboard view={view ?? 'overview'} />;
}
