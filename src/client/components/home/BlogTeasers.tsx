import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';
import { topicBadge } from '../blog/topic-badge';
import { formatDateFr } from '#shared/format/dates';
import { trpc } from '#client/trpc/trpc-react';
import { SectionHeading } from './HomeHero';

/** The 3 latest published articles (server-rendered from the route loader's `blog.list`). */
export function BlogTeasers() {
  const posts = trpc.blog.list.useQuery(undefined, { select: (page) => page.items });
  const latest = (posts.data ?? []).slice(0, 3);
  return (
    <section id="blog" aria-labelledby="blog-title" className="bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
        <SectionHeading
          id="blog-title"
          eyebrow="Blog"
          title="Ressources SEO juridique"
          intro="Nos derniers conseils pour développer la visibilité de votre cabinet."
        />
        {posts.isError ? (
          <p className="mt-10 text-center text-slate-600">Impossible de charger les articles. Veuillez réessayer plus tard.</p>
        ) : latest.length === 0 && !posts.isPending ? (
          <p className="mt-10 text-center text-slate-600">Aucun article publié pour le moment.</p>
        ) : (
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {latest.map((post) => {
              const badge = topicBadge(post.topic);
              return (
                <li key={post.id} className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-lg">
                  {post.imageUrl ? (
                    <img src={post.imageUrl} alt="" loading="lazy" width={640} height={360} className="aspect-[16/9] w-full object-cover" />
                  ) : null}
                  <div className="flex flex-1 flex-col p-6">
                    <span className={`w-fit rounded-full px-2.5 py-1 text-xs font-semibold ${badge.className}`}>{badge.label}</span>
                    <h3 className="mt-3 line-clamp-2 text-lg font-bold text-slate-900">
                      <Link to="/blog/$slug" params={{ slug: post.slug }} state={{ articleTitle: post.title }} className="after:absolute after:inset-0 group-hover:text-brand-700">
                        {post.title}
                      </Link>
                    </h3>
                    <p className="mt-2 line-clamp-3 flex-1 text-slate-600">{post.excerpt}</p>
                    <time dateTime={new Date(post.createdAt).toISOString()} className="mt-4 text-sm text-slate-500">
                      {formatDateFr(post.createdAt)}
                    </time>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <div className="mt-10 text-center">
          <Link to="/blog" className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline">
            Voir tous les articles <ArrowRight aria-hidden className="size-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
