/**
 * Local visibility calculator (spec §3 "Visibility", §9): a deterministic, documented formula
 * from the city's population (`CITIES`), the radius and the competitor range.
 *
 * - population: the city typed, matched without case, accents or punctuation against the 20
 *   cities of `CITIES`; any other city counts `DEFAULT_CITY_POPULATION` inhabitants.
 * - reach: `0.6 + 0.02 × radius` (0.7 at 5 km, 1 at 20 km, 1.6 at 50 km).
 * - monthlySearches = population / 100 000 × (Σ specialties' yearly searchVolume) / 12 × reach,
 *   rounded: legal searches made every month within the radius (a bigger city → more).
 * - visibilityScore = clamp(COMPETITION_BASE[competitors] − sizePenalty − radiusPenalty, 5, 100),
 *   rounded; sizePenalty = round(10 × log10(population / 100 000)) within 0..15 (big cities are
 *   more contested), radiusPenalty = (radius − 5) / 5 (a wide area is harder to cover).
 * - potentialClients = round(monthlySearches × visibilityScore / 100 × CLIENT_CAPTURE_RATE):
 *   the searches a firm with that visibility can turn into new clients each month.
 *
 * Paris, 20 km, '6-15 cabinets': 100 126 searches, score 49, 245 potential clients.
 */
import { CITIES } from '../landing/cities';
import type { CompetitorRange } from '../practice/areas';
import { SPECIALTIES } from '../landing/specialties';
import { CLIENT_CAPTURE_RATE, searchPotential } from '../landing/market';
import { foldForSearch } from '../format/text';

/** Inhabitants counted for a city outside the 20 of `CITIES`. */
export const DEFAULT_CITY_POPULATION = 100000;

/** Starting score by number of competing firms. */
const COMPETITION_BASE: Readonly<Record<CompetitorRange, number>> = {
  '1-5 cabinets': 85,
  '6-15 cabinets': 65,
  '16-30 cabinets': 45,
  'Plus de 30 cabinets': 30,
};


/** Yearly legal searches per 100 000 inhabitants, all specialties together. */
const LEGAL_SEARCH_VOLUME = SPECIALTIES.reduce((sum, s) => sum + s.searchVolume, 0);

export type VisibilityFigures = { city: string; radius: number; competitors: CompetitorRange };

export type VisibilityResults = {
  visibilityScore: number;
  monthlySearches: number;
  potentialClients: number;
  improvements: string[];
};

/** Population of a typed city name ('saint etienne' finds Saint-Étienne), or the default. */
export function cityPopulation(city: string): { population: number; known: boolean; name: string } {
  const folded = foldForSearch(city);
  const found = CITIES.find((c) => foldForSearch(c.name) === folded);
  return found
    ? { population: found.population, known: true, name: found.name }
    : { population: DEFAULT_CITY_POPULATION, known: false, name: city.trim() };
}

export function computeVisibility(input: VisibilityFigures): VisibilityResults {
  const { population, name } = cityPopulation(input.city);
  const reach = 0.6 + 0.02 * input.radius;
  const monthlySearches = searchPotential(population, LEGAL_SEARCH_VOLUME * reach);
  const sizePenalty = Math.min(15, Math.max(0, Math.round(10 * Math.log10(population / 100000))));
  const radiusPenalty = (input.radius - 5) / 5;
  const raw = COMPETITION_BASE[input.competitors] - sizePenalty - radiusPenalty;
  const visibilityScore = Math.round(Math.min(100, Math.max(5, raw)));
  const potentialClients = Math.round(monthlySearches * (visibilityScore / 100) * CLIENT_CAPTURE_RATE);
  return {
    visibilityScore,
    monthlySearches,
    potentialClients,
    improvements: visibilityImprovements({ ...input, city: name }, visibilityScore),
  };
}

/** French improvements, most useful first; always at least three. */
function visibilityImprovements(input: VisibilityFigures, score: number): string[] {
  const list: string[] = [];
  if (score < 50) {
    list.push(
      `Ciblez des requêtes de niche (« avocat [spécialité] ${input.city} ») : la concurrence y est moins forte que sur « avocat ${input.city} ».`,
    );
  }
  list.push(
    `Complétez et animez votre fiche d'établissement Google à ${input.city} (horaires, photos, publications).`,
  );
  if (input.competitors === '16-30 cabinets' || input.competitors === 'Plus de 30 cabinets') {
    list.push('Sollicitez des avis clients après chaque dossier : ils font la différence face à de nombreux concurrents.');
  }
  if (input.radius > 20) {
    list.push(
      `Créez une page dédiée pour chaque commune importante dans votre rayon de ${input.radius} km.`,
    );
  }
  list.push(`Publiez chaque mois un article juridique qui répond aux questions des habitants de ${input.city}.`);
  list.push('Obtenez des liens depuis des annuaires juridiques et des sites locaux reconnus.');
  list.push('Ajoutez des données structurées LegalService avec votre adresse et votre téléphone.');
  return list;
}
