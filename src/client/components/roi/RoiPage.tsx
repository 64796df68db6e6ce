import { Suspense, useEffect } from 'react';
import { firstEngagement } from '#client/lib/near-viewport';
import { PageHero } from '../pages/PageHero';
import { roiCalculator } from './calculator-deferred';

// On a first visit the form's code (react-hook-form, the schemas, the tRPC layer) comes at the
// visitor's first move, tap, scroll or key press: until then the form is the server's HTML,
// and a tap on « Calculer mon ROI » posts it natively (NATIVE_FORM.roi, decision 064): no tap is lost.
// Client-side navigation renders it at once (the loader preloads it).
roiCalculator.hydrateWhen(firstEngagement());

export function RoiPage() {
  useEffect(() => roiCalculator.prepare(), []);
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
