import { createFileRoute } from '@tanstack/react-router';
import { EditArticleScreen } from '#client/components/admin/editor/ArticleScreens';

export const Route = createFileRoute('/admin/blog/edit/$id')({
  head: () => ({ meta: [{ title: "Modifier l'article | Administration Avocat Visible" }] }),
  component: EditArticlePage,
});

/** The id is the last path segment, as a number (spec §2). */
function EditArticlePage() {
  const { id } = Route.useParams();
  return <EditArticleScreen id={Number(id)} />;
}
