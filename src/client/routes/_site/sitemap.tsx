import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../lib/seo';
import { SitemapPage } from '../../components/sitemap/SitemapPage';

export const Route = createFileRoute('/_site/sitemap')({
  staticData: { cache: 'content', index: true },
  // The lists come with the route's data (no tRPC hooks, nor their code, on the page). A failed
  // load is shown by the page's error state, not by an error page.
  loader: async ({ context }) => {
    try {
      return { sitemap: await (await context.trpc()).site.sitemap.fetch() };
    } catch {
      return { sitemap: null };
    }
  },
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
});

function SitemapRoute() {
  const { sitemap } = Route.useLoaderData();
  return <SitemapPage sitemap={sitemap} />;
}
