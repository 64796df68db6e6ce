import { createFileRoute } from '@tanstack/react-router';
import { AdminPlaceholder } from '../../../components/admin/AdminPlaceholder';

export const Route = createFileRoute('/admin/blog/new')({
  head: () => ({ meta: [{ title: 'Nouvel article | Administration Avocat Visible' }] }),
  component: () => <AdminPlaceholder title="Nouvel article" />,
});
