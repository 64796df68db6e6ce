import { createFileRoute, notFound } from '@tanstack/react-router';
import { seo } from '#client/lib/seo';
import { LandingPage } from '#client/components/landing/LandingPage';

/**
 * SEO landing pages: /seo-avocat-{specialtyId}-{city} (160 pages). Any other single-segment
 * path is a 404. The page data (texts of 8 specialties × 20 cities) is loaded with a dynamic
 * import so it stays out of the entry chunk, with its JSON-LD (computed in the loader, so the
 * browser gets it with the page data and never loads the JSON-LD builders on a first visit).
 */
export const Route = createFileRoute('/_site/$slug')({
  staticData: { cache: 'static', index: true },
  loader: async ({ params, context }) => {
    const [{ buildLandingPage }, { landingJsonLd }] = await Promise.all([
      import('#shared/landing/page'),
      import('#client/lib/structured-data-pages'),
    ]);
    const page = buildLandingPage(params.slug);
    if (!page) throw notFound();
    return { ...page, jsonLd: landingJsonLd(context.siteUrl, page) };
  },
  head: ({ match, loaderData, params }) =>
    loaderData
      ? seo({
          title: loaderData.title,
          description: loaderData.metaDescription,
          path: `/${loaderData.slug}`,
          siteUrl: match.context.siteUrl,
          keywords: loaderData.keywords,
          jsonLd: loaderData.jsonLd,
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
