import { createFileRoute } from '@tanstack/react-router';
import { AdminPlaceholder } from '../../components/admin/AdminPlaceholder';

export const Route = createFileRoute('/admin/auth')({
  head: () => ({ meta: [{ title: 'Connexion | Administration Avocat Visible' }] }),
  component: () => <AdminPlaceholder title="Connexion" />,
});
