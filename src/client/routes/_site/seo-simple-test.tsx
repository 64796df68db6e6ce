import { createFileRoute } from '@tanstack/react-router';
import { seo } from '#client/lib/seo';
import { SeoSimpleTestPage } from '#client/components/seo-tools/SeoSimpleTestPage';

export const Route = createFileRoute('/_site/seo-simple-test')({
  staticData: { cache: 'static', index: false },
  head: ({ match }) =>
    seo({
      title: 'Test simple du routage | Avocat Visible',
      description: "Vérification du routage des pages SEO.",
      path: '/seo-simple-test',
      siteUrl: match.context.siteUrl,
      noindex: true,
    }),
  component: SeoSimpleTestPage,
});
