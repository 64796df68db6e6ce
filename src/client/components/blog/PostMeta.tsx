import { Link } from '@tanstack/react-router';
import { Clock } from 'lucide-react';
import { practiceTypeLabel } from '#shared/practice/areas';
import { topicBadge } from './topic-badge';
import { formatDateFr } from '#shared/format/dates';

/** Topic badge (fixed colour per topic, `topicBadge`) and practice-type badge of an article. */
export function PostBadges({ topic, practiceType, practiceClassName }: { topic: string; practiceType: string; practiceClassName: string }) {
  const badge = topicBadge(topic);
  return (
    <div className="flex flex-wrap gap-2 text-xs font-semibold">
      <span className={`rounded-full px-2.5 py-1 ${badge.className}`}>{badge.label}</span>
      <span className={`rounded-full px-2.5 py-1 ${practiceClassName}`}>{practiceTypeLabel(practiceType)}</span>
    </div>
  );
}

/** French long date and reading time (words / 200, rounded up: `readingTime`). */
export function PostDateAndReadingTime({ createdAt, minutes }: { createdAt: Date | string; minutes: number }) {
  return (
    <>
      <time dateTime={new Date(createdAt).toISOString()}>{formatDateFr(createdAt)}</time>
      <span className="inline-flex items-center gap-1">
        <Clock aria-hidden className="size-4" /> {`${minutes} min de lecture`}
      </span>
    </>
  );
}

/** Call to action towards the home page contact form. */
export function AuditCta({ title, text, className = '' }: { title: string; text: string; className?: string }) {
  return (
    <aside className={`rounded-2xl bg-brand-50 p-8 text-center ${className}`}>
      <h2 className="text-2xl font-bold text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-600">{text}</p>
      <Link
        to="/"
        hash="contact"
        className="mt-6 inline-block rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Demander un audit gratuit
      </Link>
    </aside>
  );
}

/** Category chips linking to `/blog/categorie/{slug}` (above a card's full-size link). */
export function CategoryChips({ categories, className = '' }: { categories: readonly { name: string; slug: string }[]; className?: string }) {
  if (categories.length === 0) return null;
  return (
    <ul className={`relative z-10 flex flex-wrap gap-2 ${className}`} aria-label="Catégories">
      {categories.map((c) => (
        <li key={c.slug}>
          <Link
            to="/blog/categorie/$slug"
            params={{ slug: c.slug }}
            className="inline-block rounded-full border border-brand-200 bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-800 hover:border-brand-400 hover:bg-brand-100"
          >
            {c.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
