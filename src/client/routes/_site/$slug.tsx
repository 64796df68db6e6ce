import { createFileRoute, notFound } from '@tanstack/react-router';
import { seo } from '../../lib/seo';
import { landingJsonLd } from '../../lib/structured-data';
import { LandingPage } from '../../components/landing/LandingPage';

/**
 * SEO landing pages: /seo-avocat-{specialtyId}-{city} (160 pages). Any other single-segment
 * path is a 404. The page data (texts of 8 specialties × 20 cities) is loaded with a dynamic
 * import so it stays out of the entry chunk; on the server it is in the HTML from the start.
 */
export const Route = createFileRoute('/_site/$slug')({
  loader: async ({ params }) => {
    const { buildLandingPage } = await import('../../../shared/rules/landing-page');
    const page = buildLandingPage(params.slug);
    if (!page) throw notFound();
    return page;
  },
  head: ({ match, loaderData, params }) =>
    loaderData
      ? seo({
          title: loaderData.title,
          description: loaderData.metaDescription,
          path: `/${loaderData.slug}`,
          siteUrl: match.context.siteUrl,
          keywords: loaderData.keywords,
          jsonLd: landingJsonLd(match.context.siteUrl, loaderData),
        })
      : seo({
          title: '404 Page Not Found',
          description: "Cette page n'existe pas.",
          path: `/${params.slug}`,
          siteUrl: match.context.siteUrl,
          noindex: true,
        }),
  component: LandingRoute,
});

function LandingRoute() {
  return <LandingPage page={Route.useLoaderData()} />;
}
