/** Filters of the SEO pages directory (spec §4). Re-exported by ./directory. */
import type { GeneratedSeoPage } from './directory';
import { foldForSearch } from '../format/text';

export type SeoPageFilters = {
  /** free text matched against the city and the specialty */
  search?: string | undefined;
  /** region name; 'all' or empty = any */
  region?: string | undefined;
  /** specialty id or name; 'all' or empty = any */
  specialty?: string | undefined;
};

function isActive(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '' && value !== 'all';
}

/**
 * Directory filters (spec §4): search, region and specialty combine with AND; 'all' or empty
 * means no filter. The search ignores case, accents and punctuation and matches the city or
 * the specialty; with several words, each word must match one of them ('penal lyon').
 */
export function filterSeoPages<T extends Pick<GeneratedSeoPage, 'city' | 'practice' | 'practiceId' | 'region'>>(
  pages: readonly T[],
  filters: SeoPageFilters,
): T[] {
  const words = isActive(filters.search) ? foldForSearch(filters.search).split(' ').filter(Boolean) : [];
  const region = isActive(filters.region) ? foldForSearch(filters.region) : null;
  const specialty = isActive(filters.specialty) ? filters.specialty : null;
  return pages.filter((page) => {
    if (region !== null && foldForSearch(page.region) !== region) return false;
    if (specialty !== null && page.practiceId !== specialty && page.practice !== specialty) return false;
    if (words.length > 0) {
      const haystack = ` ${foldForSearch(page.city)} ${foldForSearch(page.practice)} `;
      return words.every((word) => haystack.includes(word));
    }
    return true;
  });
}
