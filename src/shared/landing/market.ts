/** Local market figures of the SEO pages (spec §9) and their French formatting. Pure, no imports. */

export type CompetitionLevel = 'Faible' | 'Moyenne' | 'Élevée';

/**
 * Potential monthly searches for a specialty in a city:
 * `population / 100 000 × searchVolume / 12`, rounded (spec §9).
 */
export function searchPotential(population: number, searchVolume: number): number {
  return Math.round(((population / 100000) * searchVolume) / 12);
}

/**
 * Share of monthly searches that a firm shown first in local results turns into new clients
 * (0.5 %): the visibility calculator's potential clients and the landing pages' claim.
 */
export const CLIENT_CAPTURE_RATE = 0.005;

/**
 * New clients a month that `searches` monthly searches can bring a firm at the top of local
 * results: `searches × CLIENT_CAPTURE_RATE`, rounded, at least 1. Lyon criminal law (3 872
 * searches) → 19; the spec's hand-entered pages keep their own figure (Marseille 52).
 */
export function clientsFromSearches(searches: number): number {
  return Math.max(1, Math.round(searches * CLIENT_CAPTURE_RATE));
}

/**
 * Competition level from the city's population (spec §9): 'Élevée' above 500 000 inhabitants,
 * 'Moyenne' above 200 000, otherwise 'Faible'. "Above" is strict: exactly 500 000 is 'Moyenne'.
 */
export function competitionLevel(population: number): CompetitionLevel {
  if (population > 500000) return 'Élevée';
  if (population > 200000) return 'Moyenne';
  return 'Faible';
}

const NUMBER_FR = new Intl.NumberFormat('fr-FR');

/** Thousands with the French separator: 873000 → '873 000' (narrow no-break space). */
export function formatNumberFr(value: number): string {
  return NUMBER_FR.format(value);
}

/** Inhabitants in thousands, as the landing tiles show them: 873000 → '873K'. */
export function formatInhabitantsK(population: number): string {
  return `${Math.round(population / 1000)}K`;
}
