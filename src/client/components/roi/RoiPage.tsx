import { Suspense } from 'react';
import { PageHero } from '../pages/PageHero';
import { roiCalculator } from './preload';

export function RoiPage() {
  return (
    <>
      <PageHero
        title="Calculateur ROI"
        intro="Estimez ce qu'une stratégie SEO peut rapporter à votre cabinet : nouvelles demandes, nouveaux clients, chiffre d'affaires supplémentaire et délai de rentabilité."
      />
      <section className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <Suspense fallback={null}>
          <roiCalculator.Component />
        </Suspense>
      </section>
    </>
  );
}
