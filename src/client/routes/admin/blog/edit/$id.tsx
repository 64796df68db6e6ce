import { createFileRoute } from '@tanstack/react-router';
import { AdminPlaceholder } from '../../../../components/admin/AdminPlaceholder';

export const Route = createFileRoute('/admin/blog/edit/$id')({
  head: () => ({ meta: [{ title: "Modifier l'article | Administration Avocat Visible" }] }),
  component: () => <AdminPlaceholder title="Modifier l'article" />,
});
