import { Link } from '@tanstack/react-router';
import { SITE } from '#shared/site/brand';
import { PageHero } from '../pages/PageHero';
import { PricingPlans } from './PricingPlans';

const FAQ = [
  {
    q: 'Les prix sont-ils TTC ?',
    a: 'Oui, tous nos prix sont affichés toutes taxes comprises, en euros.',
  },
  {
    q: 'Le nom de domaine et l’hébergement sont-ils compris ?',
    a: 'Oui : nom de domaine, certificat HTTPS et hébergement sécurisé sont inclus dans les trois offres.',
  },
  {
    q: 'Quel est l’avantage de la facturation annuelle ?',
    a: 'Vous payez 10 mois au lieu de 12 : l’équivalent de 2 mois offerts, soit environ -20\u00a0%.',
  },
  {
    q: 'Vos contenus respectent-ils la déontologie ?',
    a: 'Oui, sites et articles sont conçus dans le respect des règles de la profession d’avocat.',
  },
] as const;

/** /pricing: the same plans component as the home page's #tarifs section, plus a short FAQ. */
export function PricingPage() {
  return (
    <>
      <PageHero
        title="Nos tarifs"
        intro="Trois offres pour développer la visibilité de votre cabinet : site internet, référencement local et contenu juridique."
      />
      <section className="mx-auto max-w-7xl px-4 py-12 sm:py-16" aria-label="Offres">
        <PricingPlans headingLevel="h2" />
      </section>
      <section className="bg-slate-50" aria-labelledby="faq-title">
        <div className="mx-auto max-w-4xl px-4 py-12 sm:py-16">
          <h2 id="faq-title" className="text-2xl font-bold text-slate-900">
            Questions fréquentes
          </h2>
          <dl className="mt-6 grid gap-6 sm:grid-cols-2">
            {FAQ.map((item) => (
              <div key={item.q} className="rounded-2xl border border-slate-200 bg-white p-5">
                <dt className="font-semibold text-slate-900">{item.q}</dt>
                <dd className="mt-2 text-slate-600">{item.a}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-10 rounded-2xl bg-brand-50 p-8 text-center">
            <p className="text-xl font-bold text-slate-900">Pas sûr de l’offre qui vous convient ?</p>
            <p className="mt-2 text-slate-600">
              Demandez un audit SEO gratuit : nous vous répondons sous {SITE.claims.responseTime}.
            </p>
            <Link
              to="/"
              hash="contact"
              className="mt-6 inline-flex h-12 items-center justify-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
            >
              Demander un audit gratuit
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
