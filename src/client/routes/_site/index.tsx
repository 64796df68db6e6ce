import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '#client/components/home/HomePage';
import { homeBelowServices } from '#client/components/home/below-services-deferred';
import { SITE } from '#shared/site/brand';
import { seo } from '#client/lib/seo';
import { agencyJsonLd } from '#client/lib/structured-data';

const TITLE = `${SITE.brand} — SEO, création de site et web design pour avocats`;
const DESCRIPTION =
  "Agence spécialisée dans le référencement et la création de sites pour avocats : plus de 150 cabinets accompagnés, +285 % de visibilité en moyenne, audit SEO gratuit.";

export const Route = createFileRoute('/_site/')({
  staticData: { cache: 'content', index: true },
  // The 3 latest articles are server-rendered (the loader fills the Query cache); the sections
  // below the fold are preloaded so they render inline (their JS is not in the first load).
  // The services' texts are route data, so they travel in the HTML rather than in the JavaScript.
  loader: async ({ context }) => {
    const services = import('#shared/pricing/services').then((m) => m.SERVICES);
    const trpc = await context.trpc();
    const articles = trpc.blog.list.ensureData();
    // On the server a list that cannot be loaded fails the page (a 503, never stored); in the
    // browser the teasers show their own error state.
    await Promise.all([typeof window === 'undefined' ? articles : articles.catch(() => undefined), homeBelowServices.load()]);
    return { services: await services };
  },
  head: ({ match }) =>
    seo({
      title: TITLE,
      description: DESCRIPTION,
      path: '/',
      siteUrl: match.context.siteUrl,
      jsonLd: agencyJsonLd(match.context.siteUrl, DESCRIPTION),
    }),
  component: Home,
});

function Home() {
  const { services } = Route.useLoaderData();
  return <HomePage services={services} />;
}
