import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../lib/seo';
import { ComingSoon, PageHero } from '../../components/pages/PageHero';

const TITLE = 'Démonstration des pages SEO | Avocat Visible';
const DESCRIPTION = "Démonstration des 160 pages SEO générées pour 20 villes et 8 spécialités.";

export const Route = createFileRoute('/_site/seo-demo')({
  head: ({ match }) => seo({ title: TITLE, description: DESCRIPTION, path: '/seo-demo', siteUrl: match.context.siteUrl, noindex: true }),
  component: Page,
});

function Page() {
  return (
    <>
      <PageHero title="Démonstration des pages SEO" intro={DESCRIPTION} />
      <ComingSoon />
    </>
  );
}
