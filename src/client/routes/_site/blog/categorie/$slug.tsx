/**
 * `/blog/categorie/{slug}?page=N`: a category's public articles, server-rendered, 12 a page,
 * with CollectionPage + BreadcrumbList JSON-LD. Unknown category (or page) → HTTP 404.
 */
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { errorStatus } from '#client/trpc/deferred-api';
import { PostCard } from '#client/components/blog/PostCard';
import { AuditCta } from '#client/components/blog/PostMeta';
import { PageHero } from '#client/components/pages/PageHero';
import { seo } from '#client/lib/seo';
import { SITE } from '#shared/site/brand';

type CategorySearch = { page?: number };

/** '?page=2' → 2; anything else (absent, 0, 'x', 1) → the first page. */
const parsePage = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,5}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n > 1 ? n : undefined;
};

export const Route = createFileRoute('/_site/blog/categorie/$slug')({
  staticData: { cache: 'content', index: true, search: ['page'] },
  validateSearch: (search: Record<string, unknown>): CategorySearch => ({ page: parsePage(search.page) }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, params, deps }) => {
    try {
      const [utils, { categoryJsonLd }] = await Promise.all([context.trpc(), import('#client/lib/structured-data-pages')]);
      const data = await utils.blog.category.fetch({ slug: params.slug, page: deps.page });
      return { ...data, jsonLd: categoryJsonLd(context.siteUrl, data.category, data.posts, data.page) };
    } catch (error) {
      if (errorStatus(error) === 404) throw notFound();
      throw error;
    }
  },
  head: ({ match, loaderData, params }) =>
    loaderData
      ? seo({
          title: `${loaderData.category.name}${loaderData.page > 1 ? ` — page ${loaderData.page}` : ''} — Blog | ${SITE.brand}`,
          description:
            loaderData.category.description ||
            `Nos articles « ${loaderData.category.name} » : conseils de référencement et de visibilité pour les avocats.`,
          path: `/blog/categorie/${loaderData.category.slug}${loaderData.page > 1 ? `?page=${loaderData.page}` : ''}`,
          siteUrl: match.context.siteUrl,
          jsonLd: loaderData.jsonLd,
        })
      : seo({
          title: `Catégorie non trouvée | ${SITE.brand}`,
          description: "Cette catégorie n'existe pas.",
          path: `/blog/categorie/${params.slug}`,
          siteUrl: match.context.siteUrl,
          noindex: true,
        }),
  component: CategoryPage,
  notFoundComponent: () => (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Catégorie non trouvée</h1>
      <p className="mt-4 text-lg text-slate-600">Cette catégorie n'existe pas ou n'a plus d'articles à cette page.</p>
      <Link to="/blog" className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        Voir tous les articles
      </Link>
    </section>
  ),
});

function CategoryPage() {
  const { category, posts, page, pages, total } = Route.useLoaderData();
  return (
    <>
      <PageHero
        title={category.name}
        intro={category.description ?? `Tous nos articles de la catégorie « ${category.name} ».`}
      />
      <section className="mx-auto max-w-7xl px-4 py-12" aria-label={`Articles de la catégorie ${category.name}`}>
        <nav aria-label="Fil d'Ariane" className="mb-6 text-sm text-slate-600">
          <ol className="flex flex-wrap gap-2">
            <li>
              <Link to="/" className="hover:text-brand-700">Accueil</Link> ›
            </li>
            <li>
              <Link to="/blog" className="hover:text-brand-700">Blog</Link> ›
            </li>
            <li aria-current="page" className="font-medium text-slate-900">{category.name}</li>
          </ol>
        </nav>
        {posts.length === 0 ? (
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-12 text-center">
            <h2 className="text-xl font-semibold text-slate-800">Aucun article publié dans cette catégorie</h2>
            <p className="mt-2 text-slate-600">Revenez bientôt : nos prochains conseils arrivent.</p>
          </div>
        ) : (
          <>
            <p className="mb-8 text-slate-600">{`${total} ${total > 1 ? 'articles' : 'article'}${pages > 1 ? ` — page ${page} sur ${pages}` : ''}`}</p>
            <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {posts.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </div>
          </>
        )}
        {pages > 1 ? (
          <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-3">
            {page > 1 ? (
              <Link
                to="/blog/categorie/$slug"
                params={{ slug: category.slug }}
                search={{ page: page - 1 > 1 ? page - 1 : undefined }}
                rel="prev"
                className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
              >
                ← Page précédente
              </Link>
            ) : null}
            <span className="text-sm text-slate-600">{`Page ${page} sur ${pages}`}</span>
            {page < pages ? (
              <Link
                to="/blog/categorie/$slug"
                params={{ slug: category.slug }}
                search={{ page: page + 1 }}
                rel="next"
                className="rounded-lg border border-slate-300 px-4 py-2 font-medium text-slate-800 hover:bg-slate-50"
              >
                Page suivante →
              </Link>
            ) : null}
          </nav>
        ) : null}
        <AuditCta className="mt-16" title="Votre cabinet mérite d'être trouvé" text="Un audit gratuit de votre visibilité, réponse sous 2 heures." />
      </section>
    </>
  );
}
