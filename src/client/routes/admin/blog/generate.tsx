import { createFileRoute } from '@tanstack/react-router';
import { ArticleGenerator } from '#client/components/admin/generator/ArticleGenerator';

export const Route = createFileRoute('/admin/blog/generate')({
  head: () => ({ meta: [{ title: 'Générateur IA | Administration Avocat Visible' }] }),
  component: ArticleGenerator,
});
