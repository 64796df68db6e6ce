import { createFileRoute } from '@tanstack/react-router';
import { AdminPlaceholder } from '../../../components/admin/AdminPlaceholder';

export const Route = createFileRoute('/admin/blog/generate')({
  head: () => ({ meta: [{ title: 'Générateur IA | Administration Avocat Visible' }] }),
  component: () => <AdminPlaceholder title="Générateur IA" />,
});
