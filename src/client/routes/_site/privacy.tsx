import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../lib/seo';
import { ComingSoon, PageHero } from '../../components/pages/PageHero';

const TITLE = 'Politique de confidentialité | Avocat Visible';
const DESCRIPTION = "Comment Avocat Visible collecte, utilise et protège vos données personnelles, et comment exercer vos droits.";

export const Route = createFileRoute('/_site/privacy')({
  head: ({ match }) => seo({ title: TITLE, description: DESCRIPTION, path: '/privacy', siteUrl: match.context.siteUrl }),
  component: Page,
});

function Page() {
  return (
    <>
      <PageHero title="Politique de confidentialité" intro={DESCRIPTION} />
      <ComingSoon />
    </>
  );
}
