import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../lib/seo';
import { SitemapPage } from '../../components/sitemap/SitemapPage';
import { TrpcProvider } from '../../trpc';

export const Route = createFileRoute('/_site/sitemap')({
  staticData: { cache: 'content', index: true },
  loader: async ({ context }) => {
    // A failed load is shown by the page's error state, not by an error page.
    await (await context.trpc()).site.sitemap.prefetch();
  },
  head: ({ match }) =>
    seo({
      title: 'Plan du site | Avocat Visible',
      description: 'Toutes les pages et tous les articles du site Avocat Visible : offres, outils, blog et pages SEO locales.',
      path: '/sitemap',
      siteUrl: match.context.siteUrl,
    }),
  component: () => (
    <TrpcProvider>
      <SitemapPage />
    </TrpcProvider>
  ),
});
