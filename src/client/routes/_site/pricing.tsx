import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../lib/seo';
import { ComingSoon, PageHero } from '../../components/pages/PageHero';

const TITLE = 'Tarifs SEO et création de site pour avocats | Avocat Visible';
const DESCRIPTION = "Nos offres Essentiel, Professionnel et Premium : référencement, site web et contenu juridique pour cabinets d'avocats. Nom de domaine et hébergement inclus.";

export const Route = createFileRoute('/_site/pricing')({
  head: ({ match }) => seo({ title: TITLE, description: DESCRIPTION, path: '/pricing', siteUrl: match.context.siteUrl }),
  component: Page,
});

function Page() {
  return (
    <>
      <PageHero title="Nos tarifs" intro={DESCRIPTION} />
      <ComingSoon />
    </>
  );
}
