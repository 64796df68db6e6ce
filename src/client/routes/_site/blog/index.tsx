import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../../lib/seo';
import { trpc, TrpcProvider } from '../../../trpc';
import { PostCard, PostCardSkeleton } from '../../../components/blog/PostCard';
import { AuditCta } from '../../../components/blog/PostMeta';
import { PageHero } from '../../../components/pages/PageHero';

const TITLE = 'Ressources SEO Juridique — Blog | Avocat Visible';
const DESCRIPTION =
  'Conseils de référencement, de création de site et de marketing de contenu pour les avocats et les cabinets.';

export const Route = createFileRoute('/_site/blog/')({
  loader: async ({ context }) => {
    // A failed load is shown by the page's error state, not by an error page.
    const loading = context.trpc().then((utils) => utils.blog.list.prefetch());
    // The server renders the full list; in the browser the page shows its six skeleton cards
    // while the list arrives.
    if (typeof document === 'undefined') await loading;
  },
  head: ({ match }) => seo({ title: TITLE, description: DESCRIPTION, path: '/blog', siteUrl: match.context.siteUrl }),
  component: () => (
    <TrpcProvider>
      <BlogListPage />
    </TrpcProvider>
  ),
});

function BlogListPage() {
  const posts = trpc.blog.list.useQuery();
  return (
    <>
      <PageHero title="Ressources SEO Juridique" intro={DESCRIPTION} />
      <section className="mx-auto max-w-7xl px-4 py-12" aria-busy={posts.isPending} aria-label="Articles">
        {posts.isPending ? (
          <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, i) => (
              <PostCardSkeleton key={i} />
            ))}
          </div>
        ) : posts.isError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
            <h2 className="text-xl font-semibold text-red-800">Erreur de chargement</h2>
            <p className="mt-2 text-red-700">Impossible de charger les articles. Veuillez réessayer plus tard.</p>
          </div>
        ) : posts.data.length === 0 ? (
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-12 text-center">
            <h2 className="text-xl font-semibold text-slate-800">Aucun article publié</h2>
            <p className="mt-2 text-slate-600">Revenez bientôt : nos prochains conseils arrivent.</p>
          </div>
        ) : (
          <>
            <p className="mb-8 text-slate-600">
              {`${posts.data.length} ${posts.data.length > 1 ? 'articles publiés' : 'article publié'}`}
            </p>
            <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {posts.data.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </div>
          </>
        )}
        <AuditCta
          className="mt-16"
          title="Votre cabinet mérite d'être trouvé"
          text="Un audit gratuit de votre visibilité, réponse sous 2 heures."
        />
      </section>
    </>
  );
}
