import type { ReactNode } from 'react';
import { SITE } from '#shared/site/brand';

/** Heading block of a home section. */
export function SectionHeading({ eyebrow, title, intro, id }: { eyebrow: string; title: string; intro?: ReactNode; id: string }) {
  return (
    <div className="mx-auto max-w-3xl text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {intro ? <p className="mt-4 text-lg text-slate-600">{intro}</p> : null}
    </div>
  );
}

const CLAIM_STATS = [
  { value: `${SITE.claims.firmsServed}+`, label: 'cabinets accompagnés' },
  { value: SITE.claims.visibilityGain, label: 'de visibilité en moyenne' },
  { value: SITE.claims.satisfaction, label: 'de clients satisfaits' },
  { value: SITE.claims.responseTime, label: 'délai de réponse' },
] as const;

export function HomeHero() {
  return (
    <section id="accueil" aria-labelledby="accueil-title" className="bg-gradient-to-br from-brand-900 via-brand-800 to-navy-950 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
        <p className="text-sm font-semibold tracking-wide text-gold-400 uppercase">Agence SEO dédiée aux avocats depuis {SITE.claims.since}</p>
        <h1 id="accueil-title" className="mt-4 max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">
          Plus de clients pour votre cabinet grâce à Google
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-brand-100">
          Référencement local, création de site et contenu juridique, dans le respect de la déontologie de la
          profession. Nom de domaine et hébergement sécurisé inclus dans toutes nos offres.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <a href="#outils" className="inline-flex h-12 items-center justify-center rounded-lg bg-gold-500 px-6 font-semibold text-navy-950 hover:bg-gold-400">
            Audit SEO Gratuit
          </a>
          <a href="#tarifs" className="inline-flex h-12 items-center justify-center rounded-lg border border-white/40 px-6 font-semibold text-white hover:bg-white/10">
            Voir nos tarifs
          </a>
        </div>
        <dl className="mt-12 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
          {CLAIM_STATS.map((s) => (
            <div key={s.label} className="flex flex-col-reverse">
              <dt className="text-sm text-brand-100">{s.label}</dt>
              <dd className="text-3xl font-bold text-white">{s.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
