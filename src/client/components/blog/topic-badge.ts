/** The colour of a topic's badge on the blog's cards and articles (Tailwind classes stay in the client). */
import { topicLabel, type BlogTopic } from '#shared/practice/areas';

/** Fixed badge colour of each public blog topic (full class strings, so Tailwind sees them). */
export const BLOG_TOPIC_BADGES: Readonly<Record<BlogTopic, string>> & Readonly<Partial<Record<string, string>>> = {
  'seo-local': 'bg-blue-100 text-blue-800',
  'content-marketing': 'bg-green-100 text-green-800',
  'reseaux-sociaux': 'bg-purple-100 text-purple-800',
  'site-web': 'bg-orange-100 text-orange-800',
  'strategie-digitale': 'bg-red-100 text-red-800',
};
/** Badge of a topic outside the blog's five (e.g. an AI article's generator topic). */
const DEFAULT_TOPIC_BADGE = 'bg-gray-100 text-gray-800';

/** Label and badge classes of a stored topic: fixed colour for the five blog topics, grey otherwise. */
export function topicBadge(value: string): { label: string; className: string } {
  return { label: topicLabel(value), className: BLOG_TOPIC_BADGES[value] ?? DEFAULT_TOPIC_BADGE };
}
