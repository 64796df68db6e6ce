import { createFileRoute } from '@tanstack/react-router';
import { seo } from '#client/lib/seo';
import { DirectoryPage } from '#client/components/directory/DirectoryPage';
import { parseDirectorySearch } from '#client/lib/directory-search';

/**
 * Directory of the 160 SEO pages (spec §2 "Directory /pages-seo"). The filters live in the URL
 * (`?recherche=…&region=…&specialite=…`): a filtered list is shareable and server-rendered.
 * The list is built by the loader from the cities and specialties, imported on demand: the
 * browser gets it with the page data (it only changes with a deploy) and filters it.
 */
export const Route = createFileRoute('/_site/pages-seo')({
  staticData: { cache: 'static', index: true, search: ['recherche', 'region', 'specialite'] },
  validateSearch: parseDirectorySearch,
  loader: () => import('#client/lib/directory-data').then(({ directoryData }) => directoryData()),
  // Filtering changes the search only: the list stays.
  staleTime: Infinity,
  head: ({ match }) =>
    seo({
      title: 'Pages SEO pour avocats par ville et spécialité | Avocat Visible',
      description:
        'Annuaire de nos 160 pages de référencement local pour avocats : 20 villes, 8 spécialités du droit, potentiel de recherches et niveau de concurrence.',
      path: '/pages-seo',
      siteUrl: match.context.siteUrl,
    }),
  component: DirectoryRoute,
});

function DirectoryRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DirectoryPage
      data={Route.useLoaderData()}
      search={search}
      onChange={(next) => void navigate({ search: next, replace: true, resetScroll: false })}
    />
  );
}
