import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../lib/seo';
import { ComingSoon, PageHero } from '../../components/pages/PageHero';

const TITLE = 'Plan du site | Avocat Visible';
const DESCRIPTION = "Toutes les pages et tous les articles du site Avocat Visible.";

export const Route = createFileRoute('/_site/sitemap')({
  head: ({ match }) => seo({ title: TITLE, description: DESCRIPTION, path: '/sitemap', siteUrl: match.context.siteUrl }),
  component: Page,
});

function Page() {
  return (
    <>
      <PageHero title="Plan du site" intro={DESCRIPTION} />
      <ComingSoon />
    </>
  );
}
