import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../lib/seo';
import { ComingSoon, PageHero } from '../../components/pages/PageHero';

const TITLE = 'Calculateur ROI SEO pour avocats | Avocat Visible';
const DESCRIPTION = "Estimez le retour sur investissement d'une stratégie SEO pour votre cabinet : nouveaux clients, chiffre d'affaires supplémentaire et délai de rentabilité.";

export const Route = createFileRoute('/_site/roi-calculator')({
  head: ({ match }) => seo({ title: TITLE, description: DESCRIPTION, path: '/roi-calculator', siteUrl: match.context.siteUrl }),
  component: Page,
});

function Page() {
  return (
    <>
      <PageHero title="Calculateur ROI" intro={DESCRIPTION} />
      <ComingSoon />
    </>
  );
}
