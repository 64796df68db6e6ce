import { createFileRoute } from '@tanstack/react-router';
import { seo } from '#client/lib/seo';
import { PricingPage } from '#client/components/pricing/PricingPage';

export const Route = createFileRoute('/_site/pricing')({
  staticData: { cache: 'static', index: true },
  head: ({ match }) =>
    seo({
      title: 'Tarifs SEO et création de site pour avocats | Avocat Visible',
      description:
        "Nos offres Essentiel, Professionnel et Premium : référencement, site web et contenu juridique pour cabinets d'avocats. Nom de domaine et hébergement inclus.",
      path: '/pricing',
      siteUrl: match.context.siteUrl,
    }),
  component: PricingPage,
});
