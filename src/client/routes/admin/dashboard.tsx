import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { DASHBOARD_VIEWS } from '../../components/admin/AdminShell';
import { Dashboard } from '../../components/admin/Dashboard';

/** `?view=articles`…; without it (or with an unknown value) the 'Tableau de bord' view. */
const DashboardSearch = z.object({ view: z.enum(DASHBOARD_VIEWS).optional().catch(undefined) });

export const Route = createFileRoute('/admin/dashboard')({
  validateSearch: DashboardSearch,
  head: () => ({ meta: [{ title: 'Tableau de bord | Administration Avocat Visible' }] }),
  component: DashboardPage,
});

function DashboardPage() {
  const { view } = Route.useSearch();
  return <Dashboard view={view ?? 'overview'} />;
}
