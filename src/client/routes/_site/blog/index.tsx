import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { seo } from '#client/lib/seo';
import { PostCard, PostCardSkeleton } from '#client/components/blog/PostCard';
import { AuditCta } from '#client/components/blog/PostMeta';
import { PageHero } from '#client/components/pages/PageHero';

const TITLE = 'Ressources SEO Juridique — Blog | Avocat Visible';
const DESCRIPTION =
  'Conseils de référencement, de création de site et de marketing de contenu pour les avocats et les cabinets.';

export const Route = createFileRoute('/_site/blog/')({
  staticData: { cache: 'content', index: true },
  // The list comes with the route's data (no tRPC hooks, nor their code, on the page). A failed
  // load throws: the page's error state (below), and on the server a 503 never stored.
  loader: async ({ context }) => ({ posts: (await (await context.trpc()).blog.list.fetch()).items }),
  // In the browser the page shows its six skeleton cards while the list arrives.
  pendingMs: 0,
  pendingComponent: () => (
    <BlogListLayout busy>
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <PostCardSkeleton key={i} />
        ))}
      </div>
    </BlogListLayout>
  ),
  head: ({ match }) => seo({ title: TITLE, description: DESCRIPTION, path: '/blog', siteUrl: match.context.siteUrl }),
  component: BlogListPage,
  errorComponent: () => (
    <BlogListLayout>
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center">
        <h2 className="text-xl font-semibold text-red-800">Erreur de chargement</h2>
        <p className="mt-2 text-red-700">Impossible de charger les articles. Veuillez réessayer plus tard.</p>
      </div>
    </BlogListLayout>
  ),
});

function BlogListLayout({ busy = false, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <>
      <PageHero title="Ressources SEO Juridique" intro={DESCRIPTION} />
      <section className="mx-auto max-w-7xl px-4 py-12" aria-busy={busy} aria-label="Articles">
        {children}
        <AuditCta
          className="mt-16"
          title="Votre cabinet mérite d'être trouvé"
          text="Un audit gratuit de votre visibilité, réponse sous 2 heures."
        />
      </section>
    </>
  );
}

function BlogListPage() {
  const { posts } = Route.useLoaderData();
  return (
    <BlogListLayout>
      {posts.length === 0 ? (
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-12 text-center">
          <h2 className="text-xl font-semibold text-slate-800">Aucun article publié</h2>
          <p className="mt-2 text-slate-600">Revenez bientôt : nos prochains conseils arrivent.</p>
        </div>
      ) : (
        <>
          <p className="mb-8 text-slate-600">
            {`${posts.length} ${posts.length > 1 ? 'articles publiés' : 'article publié'}`}
          </p>
          <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <PostCard key={post.id} post={post} />
            ))}
          </div>
        </>
      )}
    </BlogListLayout>
  );
}
