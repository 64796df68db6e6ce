import { createFileRoute } from '@tanstack/react-router';
import { ArticlesView } from '#client/components/admin/articles/ArticlesView';
import { ViewError, ViewPending } from '#client/components/admin/shell/ViewStates';

/** « Articles de blog »: every article with its actions. */
export const Route = createFileRoute('/admin/dashboard/articles')({
  loader: async ({ context }) => {
    const trpc = await context.trpc();
    await trpc.adminBlog.list.ensureData();
  },
  pendingComponent: ViewPending,
  errorComponent: ViewError,
  component: ArticlesView,
});
