import { Link } from '@tanstack/react-router';
import { findSeoPage } from '#shared/landing/directory';
import { formatNumberFr } from '#shared/landing/market';
import { PageHero } from '../pages/PageHero';
import { Body, LINK, Panel } from './parts';

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
