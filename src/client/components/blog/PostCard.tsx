import { Link } from '@tanstack/react-router';
import type { PublicPostListItem } from '#shared/blog/schemas';
import { CategoryChips, PostBadges, PostDateAndReadingTime } from './PostMeta';

export function PostCard({ post }: { post: PublicPostListItem }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-lg">
      {post.imageUrl ? (
        <img src={post.imageUrl} alt="" loading="lazy" className="aspect-[16/9] w-full object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <PostBadges topic={post.topic} practiceType={post.practiceType} practiceClassName="bg-slate-100 text-slate-700" />
        <h2 className="mt-4 line-clamp-2 text-xl font-bold text-slate-900">
          <Link to="/blog/$slug" params={{ slug: post.slug }} state={{ articleTitle: post.title }} className="after:absolute after:inset-0 group-hover:text-brand-700">
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 line-clamp-3 flex-1 text-slate-600">{post.excerpt}</p>
        <CategoryChips categories={post.categories ?? []} className="mt-4" />
        <div className="mt-6 flex items-center justify-between text-sm text-slate-500">
          <PostDateAndReadingTime createdAt={post.createdAt} minutes={post.readingTime} />
        </div>
      </div>
    </article>
  );
}

export function PostCardSkeleton() {
  return (
    <div className="animate-pulse overflow-hidden rounded-2xl border border-slate-200 bg-white" aria-hidden>
      <div className="aspect-[16/9] bg-slate-200" />
      <div className="space-y-3 p-6">
        <div className="h-4 w-1/3 rounded bg-slate-200" />
        <div className="h-6 w-5/6 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-200" />
        <div className="h-4 w-2/3 rounded bg-slate-200" />
      </div>
    </div>
  );
}
