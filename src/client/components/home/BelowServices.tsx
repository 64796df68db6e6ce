import AuditTool from '../tools/AuditTool';
import VisibilityTool from '../tools/VisibilityTool';
import ContactForm from '../contact/ContactForm';
import { PricingPlans } from '../pricing/PricingPlans';
import { BlogTeasers } from './BlogTeasers';
import { AboutSection, ContactDetails, TestimonialsSection } from './TestimonialsAboutContact';
import { TrpcProvider } from '#client/trpc/trpc-react';
import { SectionHeading } from './HomeHero';
import { useHydrated } from '#client/lib/use-hydrated';

/**
 * Home sections from the free tools down to the contact form (see `homeBelowServices`). They call
 * the API, so they bring the tRPC layer with them (outside the page's first load).
 */
export function BelowServices() {
  // `data-hydrated` tells when these sections answer (they hydrate after the rest of the page).
  const hydrated = useHydrated();
  return (
    <TrpcProvider>
      <section id="outils" aria-labelledby="outils-title" className="bg-slate-50" data-hydrated={hydrated}>
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
              <AuditTool />
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
              <h3 className="text-xl font-bold text-slate-900">Calculateur de visibilité locale</h3>
              <p className="mt-1 mb-6 text-slate-600">
                Combien de personnes cherchent un avocat autour de vous, et combien pourraient devenir vos clients.
              </p>
              <VisibilityTool />
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
            <ContactForm />
          </div>
        </div>
      </section>
    </TrpcProvider>
  );
}
