import { Link } from '@tanstack/react-router';
import { Clock } from 'lucide-react';
import type { PublicPostListItem } from '../../../shared/schemas';
import { BLOG_TOPIC_BADGES, BLOG_TOPIC_LABELS, PRACTICE_TYPE_LABELS } from '../../../shared/constants';
import { formatDateFr, readingTime } from '../../../shared/rules';

export function PostCard({ post }: { post: PublicPostListItem }) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-lg">
      {post.imageUrl ? (
        <img src={post.imageUrl} alt="" loading="lazy" className="aspect-[16/9] w-full object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap gap-2 text-xs font-semibold">
          <span className={`rounded-full px-2.5 py-1 ${BLOG_TOPIC_BADGES[post.topic] ?? 'bg-slate-100 text-slate-700'}`}>
            {BLOG_TOPIC_LABELS[post.topic] ?? post.topic}
          </span>
          <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
            {PRACTICE_TYPE_LABELS[post.practiceType] ?? post.practiceType}
          </span>
        </div>
        <h2 className="mt-4 line-clamp-2 text-xl font-bold text-slate-900">
          <Link to="/blog/$slug" params={{ slug: post.slug }} className="after:absolute after:inset-0 group-hover:text-brand-700">
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 line-clamp-3 flex-1 text-slate-600">{post.excerpt}</p>
        <div className="mt-6 flex items-center justify-between text-sm text-slate-500">
          <time dateTime={new Date(post.createdAt).toISOString()}>{formatDateFr(post.createdAt)}</time>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden className="size-4" /> {readingTime(post.content)} min de lecture
          </span>
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
