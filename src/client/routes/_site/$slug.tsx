import { createFileRoute, notFound } from '@tanstack/react-router';
import { findSeoPage } from '../../../shared/rules';
import { seo } from '../../lib/seo';
import { ComingSoon, PageHero } from '../../components/pages/PageHero';

/** SEO landing pages: /seo-avocat-{specialtyId}-{city}. Any other single-segment path is a 404. */
export const Route = createFileRoute('/_site/$slug')({
  loader: ({ params }) => {
    const page = findSeoPage(params.slug);
    if (!page) throw notFound();
    return page;
  },
  head: ({ match, loaderData, params }) =>
    seo({
      title: loaderData?.title ?? '404 Page Not Found',
      description: loaderData?.metaDescription ?? "Cette page n'existe pas.",
      path: `/${params.slug}`,
      siteUrl: match.context.siteUrl,
      noindex: !loaderData,
    }),
  component: LandingPage,
});

function LandingPage() {
  const page = Route.useLoaderData();
  return (
    <>
      <PageHero title={page.h1} intro={page.metaDescription} />
      <ComingSoon />
    </>
  );
}
