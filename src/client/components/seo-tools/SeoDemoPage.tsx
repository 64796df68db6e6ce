import { Link } from '@tanstack/react-router';
import { CITIES } from '#shared/landing/cities';
import { SPECIALTIES } from '#shared/landing/specialties';
import { landingPath } from '#shared/site/brand';
import { generateSeoPages } from '#shared/landing/directory';
import { PageHero } from '../pages/PageHero';
import { Body, LINK, Panel } from './parts';

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
