import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../lib/seo';
import { ComingSoon, PageHero } from '../../components/pages/PageHero';

const TITLE = 'Test simple du routage | Avocat Visible';
const DESCRIPTION = "Vérification du routage des pages SEO.";

export const Route = createFileRoute('/_site/seo-simple-test')({
  head: ({ match }) => seo({ title: TITLE, description: DESCRIPTION, path: '/seo-simple-test', siteUrl: match.context.siteUrl, noindex: true }),
  component: Page,
});

function Page() {
  return (
    <>
      <PageHero title="Test simple du routage" intro={DESCRIPTION} />
      <ComingSoon />
    </>
  );
}
