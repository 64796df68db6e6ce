import { createFileRoute, Link } from '@tanstack/react-router';
import { SITE } from '../../../shared/site';
import { seo } from '../../lib/seo';
import { agencyJsonLd } from '../../lib/structured-data';

const TITLE = `${SITE.brand} — SEO, création de site et web design pour avocats`;
const DESCRIPTION =
  "Agence spécialisée dans le référencement et la création de sites pour avocats : plus de 150 cabinets accompagnés, +285 % de visibilité en moyenne, audit SEO gratuit.";

export const Route = createFileRoute('/_site/')({
  head: ({ match }) =>
    seo({
      title: TITLE,
      description: DESCRIPTION,
      path: '/',
      siteUrl: match.context.siteUrl,
      jsonLd: agencyJsonLd(match.context.siteUrl, DESCRIPTION),
    }),
  component: HomePage,
});

const SECTIONS = [
  { id: 'services', title: 'Nos services' },
  { id: 'outils', title: 'Outils gratuits' },
  { id: 'tarifs', title: 'Tarifs' },
  { id: 'temoignages', title: 'Témoignages' },
  { id: 'blog', title: 'Ressources SEO juridique' },
  { id: 'a-propos', title: 'À propos' },
  { id: 'contact', title: 'Contact' },
] as const;

function HomePage() {
  return (
    <>
      <section id="accueil" className="bg-gradient-to-br from-brand-900 via-brand-800 to-navy-950 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:py-28">
          <p className="text-sm font-semibold tracking-wide text-gold-400 uppercase">
            Agence SEO dédiée aux avocats depuis 2019
          </p>
          <h1 className="mt-4 max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">
            Plus de clients pour votre cabinet grâce à Google
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-100">
            Référencement local, création de site et contenu juridique, dans le respect de la déontologie
            de la profession. Nom de domaine et hébergement sécurisé inclus dans toutes nos offres.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#outils" className="rounded-lg bg-gold-500 px-6 py-3 font-semibold text-navy-950 hover:bg-gold-400">
              Audit SEO Gratuit
            </a>
            <a href="#tarifs" className="rounded-lg border border-white/40 px-6 py-3 font-semibold text-white hover:bg-white/10">
              Voir nos tarifs
            </a>
          </div>
          <dl className="mt-12 grid max-w-3xl grid-cols-2 gap-6 sm:grid-cols-4">
            {[
              ['150+', 'cabinets accompagnés'],
              ['+285%', 'de visibilité en moyenne'],
              ['98%', 'de clients satisfaits'],
              ['2h', 'délai de réponse'],
            ].map(([value, label]) => (
              <div key={label}>
                <dt className="text-3xl font-bold text-white">{value}</dt>
                <dd className="text-sm text-brand-100">{label}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      {SECTIONS.map((s, i) => (
        <section key={s.id} id={s.id} className={i % 2 ? 'bg-slate-50' : 'bg-white'}>
          <div className="mx-auto max-w-7xl px-4 py-16">
            <h2 className="text-3xl font-bold text-slate-900">{s.title}</h2>
            <p className="mt-4 text-slate-600">Section en cours de préparation.</p>
            {s.id === 'blog' ? (
              <Link to="/blog" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
                Voir tous les articles →
              </Link>
            ) : null}
          </div>
        </section>
      ))}
    </>
  );
}
