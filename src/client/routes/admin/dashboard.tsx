import { createFileRoute } from '@tanstack/react-router';
import { AdminPlaceholder } from '../../components/admin/AdminPlaceholder';

export const Route = createFileRoute('/admin/dashboard')({
  head: () => ({ meta: [{ title: 'Tableau de bord | Administration Avocat Visible' }] }),
  component: () => <AdminPlaceholder title="Tableau de bord" />,
});
