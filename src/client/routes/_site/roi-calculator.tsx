import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../lib/seo';
import { RoiPage } from '../../components/roi/RoiPage';

export const Route = createFileRoute('/_site/roi-calculator')({
  head: ({ match }) =>
    seo({
      title: 'Calculateur ROI SEO pour avocats | Avocat Visible',
      description:
        "Estimez le retour sur investissement d'une stratégie SEO pour votre cabinet : nouveaux clients, chiffre d'affaires supplémentaire et délai de rentabilité.",
      path: '/roi-calculator',
      siteUrl: match.context.siteUrl,
    }),
  component: RoiPage,
});
