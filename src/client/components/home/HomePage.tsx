import { Suspense, useEffect } from 'react';
import { homeBelowServices } from './below-services-deferred';
import { nearViewport } from '#client/lib/near-viewport';
import type { ServiceCard } from '#shared/pricing/services';
import { ServicesCarousel } from './ServicesCarousel';
import { HomeHero, SectionHeading } from './HomeHero';

/**
 * The single-scroll home page (spec §2): sections in the spec's order with their anchors. The
 * hero and the services ship with the route; everything below is `homeBelowServices`, preloaded by
 * the route loader so the server renders it inline, its JavaScript loaded when the visitor heads
 * for it.
 * The services' texts come with the route's data (in the HTML), not in the page's JavaScript.
 */
// On a first visit, the sections below the services bring in their code when one of them shows
// on screen or at the visitor's first scroll, tap or key press.
homeBelowServices.hydrateWhen(nearViewport('outils', 'tarifs', 'temoignages', 'blog', 'a-propos', 'contact'));

export function HomePage({ services }: { services: readonly ServiceCard[] }) {
  useEffect(() => homeBelowServices.prepare(), []);
  return (
    <>
      <HomeHero />

      <section id="services" aria-labelledby="services-title" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <SectionHeading
            id="services-title"
            eyebrow="Nos services"
            title="Tout ce qu’il faut pour être trouvé, et choisi"
            intro="Du site internet au référencement local, huit expertises au service des cabinets d’avocats."
          />
          <div className="mt-10">
            <ServicesCarousel services={services} />
          </div>
        </div>
      </section>

      <Suspense fallback={null}>
        <homeBelowServices.Component />
      </Suspense>
    </>
  );
}
