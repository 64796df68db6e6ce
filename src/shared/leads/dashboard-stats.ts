/** Dashboard figures (spec §2 "Tableau de bord"). */

/**
 * Share of published articles as a rounded percentage; 0 when there are no articles.
 * 3 published of 7 → 43.
 */
export function publicationRate(total: number, published: number): number {
  if (total <= 0) return 0;
  return Math.round((published / total) * 100);
}

/** Figures of the dashboard's cards and of the "Générateur IA" view. */
export type BlogStats = {
  total: number;
  published: number;
  ai: number;
  aiPublished: number;
  /** Rounded percentage of published articles (0 without articles). */
  publicationRate: number;
};

export function blogStats(posts: readonly { published: boolean; generatedWithAI: boolean }[]): BlogStats {
  const published = posts.filter((p) => p.published).length;
  const ai = posts.filter((p) => p.generatedWithAI);
  return {
    total: posts.length,
    published,
    ai: ai.length,
    aiPublished: ai.filter((p) => p.published).length,
    publicationRate: publicationRate(posts.length, published),
  };
}
