import { createFileRoute } from '@tanstack/react-router';
import { seo } from '#client/lib/seo';
import { SeoDebugPage } from '#client/components/seo-tools/SeoDebugPage';

export const Route = createFileRoute('/_site/debug-seo-{$slug}')({
  staticData: { cache: 'static', index: false },
  head: ({ match, params }) =>
    seo({
      title: 'Débogage SEO | Avocat Visible',
      description: 'Paramètres de route de la page SEO.',
      path: `/debug-seo-${params.slug}`,
      siteUrl: match.context.siteUrl,
      noindex: true,
    }),
  component: DebugRoute,
});

function DebugRoute() {
  return <SeoDebugPage slug={Route.useParams().slug} />;
}
