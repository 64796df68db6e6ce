import { createFileRoute } from '@tanstack/react-router';
import { seo } from '#client/lib/seo';
import { RoiPage } from '#client/components/roi/RoiPage';
import { roiCalculator } from '#client/components/roi/calculator-deferred';

export const Route = createFileRoute('/_site/roi-calculator')({
  staticData: { cache: 'static', index: true },
  head: ({ match }) =>
    seo({
      title: 'Calculateur ROI SEO pour avocats | Avocat Visible',
      description:
        "Estimez le retour sur investissement d'une stratégie SEO pour votre cabinet : nouveaux clients, chiffre d'affaires supplémentaire et délai de rentabilité.",
      path: '/roi-calculator',
      siteUrl: match.context.siteUrl,
    }),
  // Preloaded so the form renders inline; its JS (react-hook-form, schemas) is not in the first load.
  loader: async () => {
    await roiCalculator.load();
  },
  component: RoiPage,
});
