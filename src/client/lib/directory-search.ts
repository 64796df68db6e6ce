/**
 * URL search params of the directory /pages-seo. Plain parsing (no schema library) so the
 * route's main chunk, which is in the entry bundle, stays small.
 */
export type DirectorySearch = {
  /** free text on the city or the specialty */
  recherche?: string;
  /** region name */
  region?: string;
  /** specialty id */
  specialite?: string;
};

function text(value: unknown, max: number): string | undefined {
  if (typeof value === 'number') value = String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.slice(0, max);
  return trimmed.trim() === '' || trimmed === 'all' ? undefined : trimmed;
}

export function parseDirectorySearch(search: Record<string, unknown>): DirectorySearch {
  const result: DirectorySearch = {};
  const recherche = text(search.recherche, 100);
  const region = text(search.region, 100);
  const specialite = text(search.specialite, 50);
  if (recherche !== undefined) result.recherche = recherche;
  if (region !== undefined) result.region = region;
  if (specialite !== undefined) result.specialite = specialite;
  return result;
}
