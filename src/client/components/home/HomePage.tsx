import { lazy, Suspense } from 'react';
import { FormSkeleton } from '../forms/Field';
import { PricingPlans } from '../pricing/PricingPlans';
import { BlogTeasers } from './BlogTeasers';
import { ServicesCarousel } from './ServicesCarousel';
import { AboutSection, ContactDetails, HomeHero, SectionHeading, TestimonialsSection } from './sections';

// The forms (react-hook-form, zod, the schemas) load in their own chunks: the server still
// renders them in full, the browser hydrates them once their code has arrived.
const AuditTool = lazy(() => import('../tools/AuditTool'));
const VisibilityTool = lazy(() => import('../tools/VisibilityTool'));
const ContactForm = lazy(() => import('../contact/ContactForm'));

/** The single-scroll home page (spec §2): sections in the spec's order with their anchors. */
export function HomePage() {
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
            <ServicesCarousel />
          </div>
        </div>
      </section>

      <section id="outils" aria-labelledby="outils-title" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <SectionHeading
            id="outils-title"
            eyebrow="Outils gratuits"
            title="Mesurez votre visibilité en ligne"
            intro="Un audit SEO de votre site et une estimation de votre visibilité locale, gratuits et immédiats."
          />
          <div className="mt-12 grid gap-8 lg:grid-cols-2">
            <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
              <h3 className="text-xl font-bold text-slate-900">Audit SEO gratuit</h3>
              <p className="mt-1 mb-6 text-slate-600">
                Nous analysons votre page : technique, contenu et référencement local, notés sur 100.
              </p>
              <Suspense fallback={<FormSkeleton />}>
                <AuditTool />
              </Suspense>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
              <h3 className="text-xl font-bold text-slate-900">Calculateur de visibilité locale</h3>
              <p className="mt-1 mb-6 text-slate-600">
                Combien de personnes cherchent un avocat autour de vous, et combien pourraient devenir vos clients.
              </p>
              <Suspense fallback={<FormSkeleton />}>
                <VisibilityTool />
              </Suspense>
            </div>
          </div>
        </div>
      </section>

      <section id="tarifs" aria-labelledby="tarifs-title" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
          <SectionHeading
            id="tarifs-title"
            eyebrow="Tarifs"
            title="Des offres claires, sans surprise"
            intro="Choisissez la formule adaptée à votre cabinet. Payez à l’année et économisez 2 mois."
          />
          <div className="mt-10">
            <PricingPlans />
          </div>
        </div>
      </section>

      <TestimonialsSection />
      <BlogTeasers />
      <AboutSection />

      <section id="contact" aria-labelledby="contact-title" className="bg-gradient-to-br from-brand-900 via-brand-800 to-navy-950 text-white">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:py-20 lg:grid-cols-[2fr_3fr]">
          <ContactDetails />
          <div className="rounded-2xl bg-white p-6 text-slate-900 shadow-xl sm:p-8">
            <Suspense fallback={<FormSkeleton rows={6} />}>
              <ContactForm />
            </Suspense>
          </div>
        </div>
      </section>
    </>
  );
}
