import type { ReactNode } from "react";
import {
  createFileRoute,
  Link,
  notFound,
  useRouterState,
} from "@tanstack/react-router";
import {
  AuditCta,
  CategoryChips,
  PostBadges,
  PostDateAndReadingTime,
} from "#client/components/blog/PostMeta";
import { SITE } from "#shared/site/brand";
import { seo } from "#client/lib/seo";
import { errorStatus } from "#client/trpc/deferred-api";

export const Route = createFileRoute("/_site/blog/$slug")({
  staticData: { cache: "content", index: true },
  loader: async ({ context, params }) => {
    if (!params.slug) throw new Error("Slug manquant");
    try {
      // The JSON-LD and the reading time are computed here (their code imported on demand, with the
      // client): the browser gets them with the page data, does not load their code on a first
      // visit, and a client-side navigation fetches it alongside the route's chunk, not after it.
      // The page reads the article from the loader only: the plain client, without the query cache's code.
      const [client, { blogPostingJsonLd }, { readingTime }] =
        await Promise.all([
          context.client(),
          import("#client/lib/structured-data-pages"),
          import("#shared/format/text"),
        ]);
      const post = await client.blog.bySlug.query({ slug: params.slug });
      return {
        ...post,
        readingMinutes: readingTime(post.content),
        jsonLd: blogPostingJsonLd(context.siteUrl, post),
      };
    } catch (error) {
      // Unknown or draft slug: the not-found state, with HTTP 404 on the server-rendered page.
      if (errorStatus(error) === 404) throw notFound();
      throw error;
    }
  },
  // Shown during a client-side navigation while the article is on its way: from a card, at once and
  // with its title (the header stays when the article arrives); otherwise a skeleton.
  pendingComponent: ArticleSkeleton,
  pendingMs: 0,
  pendingMinMs: 0,
  head: ({ match, loaderData, params }) =>
    loaderData
      ? seo({
          title: `${loaderData.title} | ${SITE.brand}`,
          description: loaderData.metaDescription || loaderData.excerpt,
          path: `/blog/${loaderData.slug}`,
          siteUrl: match.context.siteUrl,
          type: "article",
          image: loaderData.imageUrl,
          jsonLd: loaderData.jsonLd,
        })
      : seo({
          title: `Article non trouvé | ${SITE.brand}`,
          description: "Cet article n'existe pas ou n'est plus disponible.",
          path: `/blog/${params.slug}`,
          siteUrl: match.context.siteUrl,
          noindex: true,
        }),
  component: ArticlePage,
  notFoundComponent: () => (
    <ArticleProblem
      title="Article non trouvé"
      message="Cet article n'existe pas ou n'est plus disponible."
    />
  ),
  errorComponent: () => (
    <ArticleProblem
      title="Erreur de chargement"
      message="Impossible de charger l'article. Veuillez réessayer plus tard."
    />
  ),
});

function ArticleProblem({
  title,
  message,
}: {
  title: string;
  message: string;
}) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link
          to="/blog"
          className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Voir tous les articles
        </Link>
        <Link
          to="/"
          className="rounded-lg border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50"
        >
          Retour à l'accueil
        </Link>
      </div>
    </section>
  );
}

function ArticleSkeleton() {
  const title = useRouterState({
    select: (state) => state.location.state.articleTitle,
  });
  return (
    <div aria-busy="true" aria-label="Chargement de l'article">
      {title ? (
        <ArticleHeaderFrame>
          {/* Where the article's badges go, so that the title does not move when they come. */}
          <div aria-hidden="true" className="mt-6 flex animate-pulse gap-2">
            <div className="h-6 w-20 rounded-full bg-white/15" />
            <div className="h-6 w-32 rounded-full bg-white/15" />
          </div>
          <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-5xl">
            {title}
          </h1>
        </ArticleHeaderFrame>
      ) : (
        <div className="animate-pulse bg-slate-200">
          <div className="mx-auto max-w-3xl space-y-4 px-4 py-14 sm:py-20">
            <div className="h-4 w-32 rounded bg-slate-300" />
            <div className="h-6 w-48 rounded bg-slate-300" />
            <div className="h-10 w-full rounded bg-slate-300" />
            <div className="h-4 w-64 rounded bg-slate-300" />
          </div>
        </div>
      )}
      <div className="mx-auto max-w-3xl animate-pulse space-y-3 px-4 py-12">
        {Array.from({ length: 8 }, (_, i) => (
          <div
            key={i}
            className={`h-4 rounded bg-slate-200 ${i % 3 === 2 ? "w-2/3" : "w-full"}`}
          />
        ))}
      </div>
    </div>
  );
}

/** The article's header band with its way back to the list; the article and its pending state fill it. */
function ArticleHeaderFrame({ children }: { children: ReactNode }) {
  return (
    <header className="bg-gradient-to-br from-brand-900 via-brand-800 to-navy-950 text-white">
      <div className="mx-auto max-w-3xl px-4 py-14 sm:py-20">
        <Link
          to="/blog"
          className="text-sm font-medium text-brand-100 hover:text-white"
        >
          ← Tous les articles
        </Link>
        {children}
      </div>
    </header>
  );
}

/** First three keywords of the article header (spec §2), 'SEO, Avocat' when there are none. */
const headerKeywords = (keywords: readonly string[] | null) =>
  (keywords?.length ? keywords.slice(0, 3) : ["SEO", "Avocat"]).join(", ");

/**
 * The article, from the loader's data: loading, not-found and error states are the route's
 * pending, not-found and error components, so the page needs no tRPC hooks (nor their code).
 */
function ArticlePage() {
  const post = Route.useLoaderData();
  if (!post)
    return (
      <ArticleProblem
        title="Article introuvable"
        message="Cet article n'existe pas ou n'est plus disponible."
      />
    );
  return (
    <article>
      <ArticleHeaderFrame>
        <div className="mt-6">
          <PostBadges
            topic={post.topic}
            practiceType={post.practiceType}
            practiceClassName="bg-white/15"
          />
        </div>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-5xl">
          {post.title}
        </h1>
        <CategoryChips categories={post.categories} className="mt-4" />
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-brand-100">
          <PostDateAndReadingTime
            createdAt={post.createdAt}
            minutes={post.readingMinutes}
          />
          <span>{headerKeywords(post.keywords)}</span>
        </div>
      </ArticleHeaderFrame>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <p className="text-xl leading-relaxed text-slate-700">{post.excerpt}</p>
        {post.imageUrl ? (
          <img
            src={post.imageUrl}
            alt={post.title}
            className="mt-8 w-full rounded-2xl"
          />
        ) : null}
        {/* contentHtml is rendered from Markdown and sanitised (allow-list) on the server. */}
        <div
          className="prose-article mt-8"
          dangerouslySetInnerHTML={{ __html: post.contentHtml }}
        />
        {post.keywords?.length ? (
          <ul className="mt-10 flex flex-wrap gap-2" aria-label="Mots-clés">
            {post.keywords.map((k) => (
              <li
                key={k}
                className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700"
              >
                {k}
              </li>
            ))}
          </ul>
        ) : null}
        <AuditCta
          className="mt-12"
          title="Besoin d'aide pour votre visibilité ?"
          text="Nos experts analysent gratuitement votre présence en ligne."
        />
      </div>
    </article>
  );
}
