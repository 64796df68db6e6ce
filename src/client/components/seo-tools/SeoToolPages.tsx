import { Link } from '@tanstack/react-router';
import { CircleCheck, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { CITIES } from '../../../shared/landing/cities';
import { SPECIALTIES } from '../../../shared/landing/specialties';
import { landingPath, SITE } from '../../../shared/site/brand';
import { findSeoPage, generateSeoPages } from '../../../shared/landing/directory';
import { formatNumberFr } from '../../../shared/landing/market';
import { PageHero } from '../pages/PageHero';

/**
 * Demo, test and debug pages of the SEO pages (spec §2): all `noindex` and out of the sitemap.
 */

const LINK = 'font-medium text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 p-6">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Body({ children }: { children: ReactNode }) {
  return <div className="mx-auto grid max-w-5xl gap-6 px-4 py-12 sm:px-6">{children}</div>;
}

/** /seo-demo: the 160 generated pages, with sample links for 6 cities and 6 specialties. */
export function SeoDemoPage() {
  const pages = generateSeoPages();
  const cities = CITIES.slice(0, 6);
  const specialties = SPECIALTIES.slice(0, 6);
  return (
    <>
      <PageHero
        title="Démonstration des pages SEO"
        intro={`${pages.length} pages générées : ${CITIES.length} villes × ${SPECIALTIES.length} spécialités, chacune avec ses chiffres locaux, ses conseils et sa FAQ.`}
      />
      <Body>
        <Panel title="Exemples par ville">
          <ul className="grid gap-2 sm:grid-cols-2">
            {cities.map((city) => (
              <li key={city.slug}>
                <Link to="/$slug" params={{ slug: landingPath('droit-penal', city.slug).slice(1) }} className={LINK}>
                  Avocat en droit pénal à {city.name}
                </Link>{' '}
                <span className="text-sm text-slate-500">({city.region})</span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Exemples par spécialité">
          <ul className="grid gap-2 sm:grid-cols-2">
            {specialties.map((specialty) => (
              <li key={specialty.id}>
                <Link to="/$slug" params={{ slug: landingPath(specialty.id, 'paris').slice(1) }} className={LINK}>
                  {specialty.name} à Paris
                </Link>{' '}
                <span className="text-sm text-slate-500">— {specialty.description}</span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Toutes les pages">
          <p className="text-slate-700">
            L'annuaire{' '}
            <Link to="/pages-seo" className={LINK}>
              /pages-seo
            </Link>{' '}
            liste et filtre les {pages.length} pages.
          </p>
        </Panel>
      </Body>
    </>
  );
}

/** /debug-seo-{slug}: route params and the parts of the slug. */
export function SeoDebugPage({ slug }: { slug: string }) {
  const prefix = `${SITE.productSlug}-`;
  const rest = slug.startsWith(prefix) ? slug.slice(prefix.length) : slug;
  const specialty = SPECIALTIES.find((s) => rest.startsWith(`${s.id}-`));
  const citySlug = specialty ? rest.slice(specialty.id.length + 1) : '';
  const city = CITIES.find((c) => c.slug === citySlug);
  const page = findSeoPage(slug);
  const rows: [string, ReactNode][] = [
    ['Paramètre slug', slug],
    ['Parties', slug.split('-').join(' · ')],
    ['Produit', slug.startsWith(prefix) ? SITE.productSlug : 'absent'],
    ['Spécialité', specialty ? `${specialty.id} (${specialty.name})` : 'inconnue'],
    ['Ville', city ? `${city.slug} (${city.name}, ${city.region})` : citySlug || 'inconnue'],
    [
      'Page générée',
      page ? (
        <Link to="/$slug" params={{ slug: page.slug }} className={LINK}>
          /{page.slug}
        </Link>
      ) : (
        'aucune page ne correspond (404)'
      ),
    ],
  ];
  return (
    <>
      <PageHero title="Débogage SEO" intro="Paramètres de la route et découpage du slug." />
      <Body>
        <dl className="grid gap-x-6 gap-y-3 rounded-2xl border border-slate-200 p-6 sm:grid-cols-[12rem_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-900">{label}</dt>
              <dd className="font-mono text-sm break-all text-slate-700">{value}</dd>
            </div>
          ))}
        </dl>
      </Body>
    </>
  );
}

/** The seven links of /test-routes (spec §2): Toulouse and Nice criminal law, five Paris pages. */
const TEST_ROUTES: readonly { label: string; path: string }[] = [
  { label: 'Droit pénal à Toulouse', path: landingPath('droit-penal', 'toulouse') },
  { label: 'Droit pénal à Nice', path: landingPath('droit-penal', 'nice') },
  { label: 'Droit de la famille à Paris', path: landingPath('droit-famille', 'paris') },
  { label: 'Droit des affaires à Paris', path: landingPath('droit-affaires', 'paris') },
  { label: 'Droit du travail à Paris', path: landingPath('droit-travail', 'paris') },
  { label: 'Droit immobilier à Paris', path: landingPath('droit-immobilier', 'paris') },
  { label: 'Droit fiscal à Paris', path: landingPath('droit-fiscal', 'paris') },
];

/** /test-routes */
export function TestRoutesPage() {
  return (
    <>
      <PageHero title="Test des routes SEO" intro="Sept pages SEO à ouvrir ici ou dans un nouvel onglet." />
      <Body>
        <ul className="grid gap-3">
          {TEST_ROUTES.map((route) => (
            <li
              key={route.path}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4"
            >
              <Link to="/$slug" params={{ slug: route.path.slice(1) }} className={LINK}>
                {route.label}
              </Link>
              <span className="flex items-center gap-3">
                <code className="text-sm text-slate-500">{route.path}</code>
                <a
                  href={route.path}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex items-center gap-1 text-sm font-medium whitespace-nowrap text-brand-700 hover:underline"
                >
                  <ExternalLink className="size-4" aria-hidden="true" />
                  Nouvel onglet<span className="sr-only"> : {route.label}</span>
                </a>
              </span>
            </li>
          ))}
        </ul>
      </Body>
    </>
  );
}

/** /seo-simple-test */
export function SeoSimpleTestPage() {
  return (
    <>
      <PageHero title="Test simple du routage" />
      <Body>
        <p
          role="status"
          className="flex items-center gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-lg font-medium text-emerald-900"
        >
          <CircleCheck className="size-6 shrink-0" aria-hidden="true" />
          Succès : le routage des pages SEO fonctionne.
        </p>
        <p>
          <Link to="/test-routes" className={LINK}>
            Tester les routes des pages SEO
          </Link>
        </p>
      </Body>
    </>
  );
}

/** /test-seo: the head fields of a few generated pages, as a crawler reads them. */
export function TestSeoPage() {
  const samples = ['seo-avocat-droit-penal-marseille', 'seo-avocat-droit-famille-paris', 'seo-avocat-droit-public-grenoble'];
  return (
    <>
      <PageHero title="Test SEO" intro="Titre, description, mots-clés et chiffres de quelques pages générées." />
      <Body>
        {samples.map((slug) => {
          const page = findSeoPage(slug);
          if (!page) return null;
          return (
            <Panel key={slug} title={`${page.practice} à ${page.city}`}>
              <dl className="grid gap-2 text-sm sm:grid-cols-[10rem_1fr]">
                <dt className="font-semibold">URL</dt>
                <dd>
                  <Link to="/$slug" params={{ slug: page.slug }} className={LINK}>
                    /{page.slug}
                  </Link>
                </dd>
                <dt className="font-semibold">Titre</dt>
                <dd>{page.title}</dd>
                <dt className="font-semibold">Description</dt>
                <dd>{page.metaDescription}</dd>
                <dt className="font-semibold">Mots-clés</dt>
                <dd>{page.keywords.join(', ')}</dd>
                <dt className="font-semibold">Chiffres</dt>
                <dd>
                  {formatNumberFr(page.searchPotential)} recherches / mois, dossier moyen {formatNumberFr(page.avgCaseValue)} €,
                  concurrence {page.competitionLevel.toLocaleLowerCase('fr-FR')}
                </dd>
              </dl>
            </Panel>
          );
        })}
      </Body>
    </>
  );
}
