import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CITIES } from '#shared/landing/cities';
import { SPECIALTIES } from '#shared/landing/specialties';
import { SITE } from '#shared/site/brand';
import { findSeoPage } from '#shared/landing/directory';
import { PageHero } from '../pages/PageHero';
import { Body, LINK } from './parts';

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
