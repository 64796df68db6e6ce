import { useRouter } from '@tanstack/react-router';
import { Search, SearchX, X } from 'lucide-react';
import { useId, useMemo, useRef, type MouseEvent, type SyntheticEvent } from 'react';
import { filterSeoPages } from '#shared/landing/directory-filter';
import type { GeneratedSeoPage } from '#shared/landing/directory';
import { formatNumberFr } from '#shared/landing/market';
import type { DirectorySearch } from '#client/lib/directory-search';
import { DIRECTORY_MESSAGES } from '#shared/landing/directory-messages';
import { PageHero } from '../pages/PageHero';
import { buttonClassNames } from '#client/ui/button-variants';
import { useFirstTap } from '#client/lib/first-tap';

/** What a directory card shows of a page (the list comes with the route's data). */
type DirectoryEntry = Pick<
  GeneratedSeoPage,
  'slug' | 'city' | 'practice' | 'practiceId' | 'region' | 'searchPotential' | 'competitionLevel'
>;

/** The 160 pages, the regions and the specialties of the filters. */
export type DirectoryData = {
  pages: DirectoryEntry[];
  regions: readonly string[];
  specialties: { id: string; name: string }[];
};

const FIELD =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-500';

/**
 * The directory's filters and cards (spec §2, §4 "Directory": filters combine with AND, 'all'
 * or empty means no filter). Without JavaScript the filters are a plain GET form on the same URL.
 */
export function DirectoryPage({
  data,
  search,
  onChange,
}: {
  data: DirectoryData;
  search: DirectorySearch;
  onChange: (next: DirectorySearch) => void;
}) {
  const ids = { search: useId(), region: useId(), specialty: useId(), count: useId() };
  const pages = useMemo(
    () => filterSeoPages(data.pages, { search: search.recherche, region: search.region, specialty: search.specialite }),
    [data.pages, search.recherche, search.region, search.specialite],
  );
  // What the visitor types or chooses, and a tap on « Effacer les filtres », before the page has
  // hydrated: played back once it has (the form still submits natively, as a GET, before that).
  const firstTap = useFirstTap();
  const cards = useCardLinks();
  const active = Boolean(search.recherche || search.region || search.specialite);
  const update = (patch: Partial<DirectorySearch>) => {
    const next: DirectorySearch = { ...search, ...patch };
    for (const key of Object.keys(next) as (keyof DirectorySearch)[]) {
      if (!next[key] || next[key] === 'all') delete next[key];
    }
    onChange(next);
  };

  return (
    <>
      <PageHero
        title="Pages SEO par ville et spécialité"
        intro="Le référencement local des avocats dans les 20 plus grandes villes de France, pour 8 spécialités du droit : potentiel de recherches, valeur des dossiers et concurrence, ville par ville."
      />
      <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8">
        <form
          method="get"
          action="/pages-seo"
          role="search"
          aria-label="Filtrer les pages SEO"
          onSubmit={(event) => event.preventDefault()}
          className="grid gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-6 md:grid-cols-2 md:items-end lg:grid-cols-[minmax(0,2fr)_minmax(0,1.3fr)_minmax(0,1.3fr)_auto]"
        >
          <div>
            <label htmlFor={ids.search} className="text-sm font-medium text-slate-700">
              Rechercher une ville ou une spécialité
            </label>
            <div className="relative mt-1.5">
              <Search className="pointer-events-none absolute top-3 left-3 size-5 text-slate-400" aria-hidden="true" />
              <input
                id={ids.search}
                name="recherche"
                type="search"
                {...firstTap.value}
                placeholder="Ex. : Lyon, pénal, famille…"
                value={search.recherche ?? ''}
                onChange={(event) => update({ recherche: event.target.value })}
                aria-describedby={ids.count}
                className={`${FIELD} pl-10`}
              />
            </div>
          </div>
          <div>
            <label htmlFor={ids.region} className="text-sm font-medium text-slate-700">
              Région
            </label>
            <select
              id={ids.region}
              name="region"
              {...firstTap.value}
              value={search.region ?? 'all'}
              onChange={(event) => update({ region: event.target.value })}
              className={`${FIELD} mt-1.5`}
            >
              <option value="all">Toutes les régions</option>
              {data.regions.map((region) => (
                <option key={region} value={region}>
                  {region}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.specialty} className="text-sm font-medium text-slate-700">
              Spécialité
            </label>
            <select
              id={ids.specialty}
              name="specialite"
              {...firstTap.value}
              value={search.specialite ?? 'all'}
              onChange={(event) => update({ specialite: event.target.value })}
              className={`${FIELD} mt-1.5`}
            >
              <option value="all">Toutes les spécialités</option>
              {data.specialties.map((specialty) => (
                <option key={specialty.id} value={specialty.id}>
                  {specialty.name}
                </option>
              ))}
            </select>
          </div>
          <div className="flex gap-2">
            <noscript>
              <button type="submit" className="h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white">
                Filtrer
              </button>
            </noscript>
            <button
              type="button"
              {...firstTap.click}
              className={buttonClassNames({ variant: 'outline', size: 'md', className: 'w-full md:w-auto' })}
              disabled={!active}
              onClick={() => onChange({})}
            >
              <X aria-hidden="true" />
              Effacer les filtres
            </button>
          </div>
        </form>

        <p id={ids.count} role="status" className="mt-6 text-slate-700">
          <strong className="font-semibold text-slate-900">
            {`${pages.length} ${pages.length > 1 ? 'pages trouvées' : 'page trouvée'}`}
          </strong>
        </p>

        {pages.length === 0 ? (
          <div className="mt-6 flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-16 text-center">
            <SearchX className="size-10 text-slate-400" aria-hidden="true" />
            <p className="mt-4 text-lg font-medium text-slate-800">{DIRECTORY_MESSAGES.empty}</p>
            <button type="button" {...firstTap.click} className={buttonClassNames({ variant: 'link', className: 'mt-2' })} onClick={() => onChange({})}>
              Effacer les filtres
            </button>
          </div>
        ) : (
          <ul
            aria-label="Pages SEO trouvées"
            onClick={cards.open}
            onMouseOver={cards.preload}
            onFocus={cards.preload}
            onTouchStart={cards.preload}
            className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          >
            {pages.map((page) => (
              <li key={page.slug} className="[contain-intrinsic-size:auto_11rem] [content-visibility:auto]">
                <a
                  href={`/${page.slug}`}
                  className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md"
                >
                  <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{page.practice}</span>
                  <span className="mt-1 text-lg font-semibold text-slate-900 group-hover:text-brand-800">
                    Avocat en {page.practice.toLocaleLowerCase('fr-FR')} à {page.city}
                  </span>
                  <span className="mt-2 flex items-center gap-1.5 text-sm text-slate-600">
                    <span className="icon-mask icon-map-pin" aria-hidden="true" />
                    {page.region}
                  </span>
                  <span className="mt-auto flex flex-wrap gap-x-4 gap-y-1 pt-4 text-sm text-slate-600">
                    <span>
                      <span className="icon-mask icon-search mr-1 align-[-3px]" aria-hidden="true" />
                      {formatNumberFr(page.searchPotential)} recherches / mois
                    </span>
                    <span>
                      <span className="icon-mask icon-trending-up mr-1 align-[-3px]" aria-hidden="true" />
                      Concurrence {page.competitionLevel.toLocaleLowerCase('fr-FR')}
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/**
 * The 160 cards are plain links with one handler on their list: a left click opens the landing
 * page in the app (as a router `Link` would), a pointer or focus on a card loads its code and data
 * ahead. 160 `Link`s cost the phone's hydration and every filter change (each one watches the
 * location and rebuilds its address); without JavaScript, or before hydration, the links load the
 * server's page.
 */
function useCardLinks() {
  const router = useRouter();
  // The card being loaded ahead, and its timer: a pointer moving over its parts asks once, one
  // crossing the grid on its way elsewhere asks nothing (the router's own 50 ms intent delay).
  const pending = useRef<{ slug: string; timer?: ReturnType<typeof setTimeout> }>({ slug: '' });
  const cardOf = (event: SyntheticEvent) => (event.target as Element).closest<HTMLAnchorElement>('a[href^="/"]');
  return {
    open(event: MouseEvent) {
      const card = cardOf(event);
      if (!card || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      void router.navigate({ to: '/$slug', params: { slug: card.pathname.slice(1) } });
    },
    preload(event: SyntheticEvent) {
      const slug = cardOf(event)?.pathname.slice(1) ?? '';
      if (slug === pending.current.slug) return;
      clearTimeout(pending.current.timer);
      pending.current = { slug };
      if (!slug) return;
      const delay = event.type === 'mouseover' ? (router.options.defaultPreloadDelay ?? 50) : 0;
      pending.current.timer = setTimeout(() => void router.preloadRoute({ to: '/$slug', params: { slug } }).catch(() => undefined), delay);
    },
  };
}
