import { createFileRoute } from '@tanstack/react-router';
import { seo } from '#client/lib/seo';
import { SeoDemoPage } from '#client/components/seo-tools/SeoDemoPage';

export const Route = createFileRoute('/_site/seo-demo')({
  staticData: { cache: 'static', index: false },
  head: ({ match }) =>
    seo({
      title: 'Démonstration des pages SEO | Avocat Visible',
      description: "Démonstration des 160 pages SEO générées pour 20 villes et 8 spécialités.",
      path: '/seo-demo',
      siteUrl: match.context.siteUrl,
      noindex: true,
    }),
  component: SeoDemoPage,
});
