import { lazy, Suspense } from 'react';
import { FormSkeleton } from '../forms/Field';
import { PageHero } from '../pages/PageHero';

// react-hook-form and the schemas load in their own chunk; the server renders the form in full.
const RoiCalculator = lazy(() => import('./RoiCalculator'));

export function RoiPage() {
  return (
    <>
      <PageHero
        title="Calculateur ROI"
        intro="Estimez ce qu'une stratégie SEO peut rapporter à votre cabinet : nouvelles demandes, nouveaux clients, chiffre d'affaires supplémentaire et délai de rentabilité."
      />
      <section className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <Suspense fallback={<FormSkeleton rows={6} />}>
          <RoiCalculator />
        </Suspense>
      </section>
    </>
  );
}
