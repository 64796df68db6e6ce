/** Dashboard figures (spec §2 "Tableau de bord"). */

/**
 * Share of published articles as a rounded percentage; 0 when there are no articles.
 * 3 published of 7 → 43.
 */
export function publicationRate(total: number, published: number): number {
  if (total <= 0) return 0;
  return Math.round((published / total) * 100);
}
