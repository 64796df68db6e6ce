import { createFileRoute } from '@tanstack/react-router';
import { NewArticleScreen } from '#client/components/admin/editor/ArticleScreens';

export const Route = createFileRoute('/admin/blog/new')({
  head: () => ({ meta: [{ title: 'Nouvel article | Administration Avocat Visible' }] }),
  component: NewArticleScreen,
});
