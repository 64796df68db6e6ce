import { createFileRoute } from '@tanstack/react-router';
import { seo } from '#client/lib/seo';
import { SitemapPage } from '#client/components/sitemap/SitemapPage';

export const Route = createFileRoute('/_site/sitemap')({
  staticData: { cache: 'content', index: true },
  // The lists come with the route's data (no tRPC hooks, nor their code, on the page). A failed
  // load throws: the page's error state, and on the server a 503 never stored.
  loader: async ({ context }) => ({ sitemap: await (await context.trpc()).site.sitemap.fetch() }),
  pendingMs: 0,
  pendingComponent: () => <SitemapPage sitemap={null} pending />,
  head: ({ match }) =>
    seo({
      title: 'Plan du site | Avocat Visible',
      description: 'Toutes les pages et tous les articles du site Avocat Visible : offres, outils, blog et pages SEO locales.',
      path: '/sitemap',
      siteUrl: match.context.siteUrl,
    }),
  component: SitemapRoute,
  errorComponent: () => <SitemapPage sitemap={null} />,
});

function SitemapRoute() {
  const { sitemap } = Route.useLoaderData();
  return <SitemapPage sitemap={sitemap} />;
}
