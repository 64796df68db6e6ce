import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../lib/seo';
import { ComingSoon, PageHero } from '../../components/pages/PageHero';

const TITLE = 'Test des routes SEO | Avocat Visible';
const DESCRIPTION = "Liens de test vers les pages SEO locales.";

export const Route = createFileRoute('/_site/test-routes')({
  head: ({ match }) => seo({ title: TITLE, description: DESCRIPTION, path: '/test-routes', siteUrl: match.context.siteUrl, noindex: true }),
  component: Page,
});

function Page() {
  return (
    <>
      <PageHero title="Test des routes" intro={DESCRIPTION} />
      <ComingSoon />
    </>
  );
}
