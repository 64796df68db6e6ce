import { createFileRoute } from '@tanstack/react-router';
import { seo } from '#client/lib/seo';
import { QUIZ_DURATION_SECONDS, QUIZ_QUESTION_COUNT } from '#shared/quiz/meta';
import { Quiz } from '#client/components/quiz/Quiz';

const TITLE = 'Quiz : votre cabinet est-il visible en ligne ? | Avocat Visible';
const DESCRIPTION = `Répondez à ${QUIZ_QUESTION_COUNT} questions en ${QUIZ_DURATION_SECONDS} secondes et découvrez le score de visibilité en ligne de votre cabinet d'avocats, sur 100.`;

/** Campaign parameters of the quiz URL (a social-network ad links here with utm_source / utm_campaign). */
type QuizSearch = { utm_source?: string; utm_campaign?: string };

const text = (value: unknown): string | undefined =>
  typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 200) : undefined;

export const Route = createFileRoute('/_site/quiz')({
  staticData: { cache: 'static', index: true },
  validateSearch: (search: Record<string, unknown>): QuizSearch => ({
    utm_source: text(search.utm_source),
    utm_campaign: text(search.utm_campaign),
  }),
  head: ({ match }) => seo({ title: TITLE, description: DESCRIPTION, path: '/quiz', siteUrl: match.context.siteUrl }),
  component: QuizPage,
});

function QuizPage() {
  const search = Route.useSearch();
  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-navy-950 text-white">
        <div className="mx-auto max-w-2xl px-4 pt-6 pb-16 sm:pt-12 sm:pb-24">
          <p className="text-sm font-semibold tracking-wide text-gold-400 uppercase">Quiz gratuit · 60 secondes</p>
          <h1 className="mt-2 text-2xl leading-tight font-bold tracking-tight sm:text-4xl">
            Votre cabinet est-il visible en ligne ?
          </h1>
          <p className="mt-3 text-base text-brand-100 sm:text-lg">
            Répondez à {QUIZ_QUESTION_COUNT} questions en {QUIZ_DURATION_SECONDS} secondes et obtenez le score de
            visibilité de votre cabinet sur 100, avec une analyse personnalisée offerte.
          </p>
        </div>
      </section>
      <div className="mx-auto -mt-12 max-w-2xl px-3 pb-16 sm:-mt-16 sm:px-4">
        <Quiz utmSource={search.utm_source} utmCampaign={search.utm_campaign} />
      </div>
    </>
  );
}
