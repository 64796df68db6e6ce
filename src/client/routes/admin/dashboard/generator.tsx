import { createFileRoute } from '@tanstack/react-router';
import { GeneratorView } from '#client/components/admin/generator/GeneratorView';
import { ViewError, ViewPending } from '#client/components/admin/shell/ViewStates';

/** « Générateur IA »: the way into the generator and its figures. */
export const Route = createFileRoute('/admin/dashboard/generator')({
  loader: async ({ context }) => {
    const trpc = await context.trpc();
    await trpc.adminBlog.list.ensureData();
  },
  pendingComponent: ViewPending,
  errorComponent: ViewError,
  component: GeneratorView,
});
