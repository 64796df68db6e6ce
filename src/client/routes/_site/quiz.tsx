import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../lib/seo';
import { ComingSoon, PageHero } from '../../components/pages/PageHero';

const TITLE = 'Quiz : votre cabinet est-il visible en ligne ? | Avocat Visible';
const DESCRIPTION = "Répondez à 6 questions en 60 secondes et découvrez le score de visibilité en ligne de votre cabinet d'avocats.";

export const Route = createFileRoute('/_site/quiz')({
  head: ({ match }) => seo({ title: TITLE, description: DESCRIPTION, path: '/quiz', siteUrl: match.context.siteUrl }),
  component: Page,
});

function Page() {
  return (
    <>
      <PageHero title="Quiz de visibilité en 60 secondes" intro={DESCRIPTION} />
      <ComingSoon />
    </>
  );
}
