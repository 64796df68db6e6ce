/** Search-result snippet preview: where Google cuts a title and a description (approximately, in characters). */
import { truncateAtWord } from '../format/text';

export const SNIPPET_LIMITS = {
  desktop: { title: 60, description: 155 },
  mobile: { title: 60, description: 120 },
} as const;

/** The text as a result shows it: whole words up to `max` characters, then ' …'. */
export function snippetText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  return truncateAtWord(clean, max + 1).replace(/…$/, ' …');
}
