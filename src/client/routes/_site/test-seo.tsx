import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../lib/seo';
import { ComingSoon, PageHero } from '../../components/pages/PageHero';

const TITLE = 'Test SEO | Avocat Visible';
const DESCRIPTION = "Page de test du référencement des pages générées.";

export const Route = createFileRoute('/_site/test-seo')({
  head: ({ match }) => seo({ title: TITLE, description: DESCRIPTION, path: '/test-seo', siteUrl: match.context.siteUrl, noindex: true }),
  component: Page,
});

function Page() {
  return (
    <>
      <PageHero title="Test SEO" intro={DESCRIPTION} />
      <ComingSoon />
    </>
  );
}
