import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../lib/seo';
import { ComingSoon, PageHero } from '../../components/pages/PageHero';

const TITLE = 'Annuaire des pages SEO par ville et spécialité | Avocat Visible';
const DESCRIPTION = "Toutes nos pages de référencement local pour avocats : 20 villes et 8 spécialités du droit.";

export const Route = createFileRoute('/_site/pages-seo')({
  head: ({ match }) => seo({ title: TITLE, description: DESCRIPTION, path: '/pages-seo', siteUrl: match.context.siteUrl }),
  component: Page,
});

function Page() {
  return (
    <>
      <PageHero title="Pages SEO par ville et spécialité" intro={DESCRIPTION} />
      <ComingSoon />
    </>
  );
}
