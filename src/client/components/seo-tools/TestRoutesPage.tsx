import { Link } from '@tanstack/react-router';
import { ExternalLink } from 'lucide-react';
import { landingPath } from '#shared/site/brand';
import { PageHero } from '../pages/PageHero';
import { Body, LINK } from './parts';

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
