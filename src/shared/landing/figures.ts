/**
 * Static SEO landing pages (spec §2 "SEO landing pages"): hard-coded figures of the spec's
 * table, and the full list of static landing routes.
 */
import { competitionLevel, searchPotential } from './market';
import { landingPath } from '../site/brand';
import { CITIES } from './cities';
import { SPECIALTIES } from './specialties';
import type { SpecialtyId } from './specialties';

// In a module of its own so the landing page component loads it without the figures' table.
;

export type LandingCompetition = 'Faible' | 'Moyenne' | 'Élevée' | 'Très élevée';

export type LandingFigures = {
  readonly region: string;
  /** inhabitants in thousands (the tile shows `873K`) */
  readonly inhabitantsK: number;
  /** potential searches and clients per month (hero claim 'jusqu'à N nouveaux clients par mois') */
  readonly monthlyClients: number;
  /** average case value, euros */
  readonly caseValue: number;
  readonly competition: LandingCompetition;
};

const PARIS_FAMILY: LandingFigures = {
  region: 'Île-de-France',
  inhabitantsK: 2161,
  monthlyClients: 89,
  caseValue: 7500,
  competition: 'Très élevée',
};

/** Figures given by the spec's table, keyed `${specialtyId}-${citySlug}`. */
export const LANDING_DATA: Readonly<Record<string, LandingFigures>> = {
  'droit-penal-marseille': {
    region: "Provence-Alpes-Côte d'Azur",
    inhabitantsK: 873,
    monthlyClients: 52,
    caseValue: 5200,
    competition: 'Élevée',
  },
  'droit-penal-toulouse': {
    region: 'Occitanie',
    inhabitantsK: 498,
    monthlyClients: 38,
    caseValue: 5800,
    competition: 'Moyenne',
  },
  'droit-famille-paris': PARIS_FAMILY,
  // The spec: the Paris business, labour, real-estate and tax pages use the Paris family figures.
  'droit-affaires-paris': PARIS_FAMILY,
  'droit-travail-paris': PARIS_FAMILY,
  'droit-immobilier-paris': PARIS_FAMILY,
  'droit-fiscal-paris': PARIS_FAMILY,
};

/**
 * Figures of a landing page the spec's table does not give (every page but the seven of the
 * table), from the spec's formulas (§9) on the city and specialty data:
 * - inhabitantsK = population / 1000, rounded; region from the city;
 * - monthlyClients = `searchPotential(population, searchVolume)` (the table's column is
 *   "potential searches and clients per month");
 * - caseValue = the specialty's avgCaseValue;
 * - competition = `competitionLevel(population)`.
 */
function estimatedLandingFigures(
  city: { readonly population: number; readonly region: string },
  specialty: { readonly avgCaseValue: number; readonly searchVolume: number },
): LandingFigures {
  return {
    region: city.region,
    inhabitantsK: Math.round(city.population / 1000),
    monthlyClients: searchPotential(city.population, specialty.searchVolume),
    caseValue: specialty.avgCaseValue,
    competition: competitionLevel(city.population),
  };
}

/** Figures of the page of `specialty` in `city`: the spec's table when it has them, else the formulas. */
export function landingFigures(
  city: { readonly slug: string; readonly population: number; readonly region: string },
  specialty: { readonly id: string; readonly avgCaseValue: number; readonly searchVolume: number },
): LandingFigures & { readonly source: 'spec' | 'estimated' } {
  const given = LANDING_DATA[`${specialty.id}-${city.slug}`];
  return given ? { ...given, source: 'spec' } : { ...estimatedLandingFigures(city, specialty), source: 'estimated' };
}

export type LandingRoute = {
  /** `${specialtyId}-${citySlug}` */
  readonly key: string;
  /** `/seo-avocat-${specialtyId}-${citySlug}` */
  readonly path: string;
  readonly specialtyId: SpecialtyId;
  readonly specialtyName: string;
  readonly citySlug: string;
  readonly cityName: string;
  readonly figures: LandingFigures;
  /** 'spec' when the figures come from the spec's table, 'estimated' when computed. */
  readonly source: 'spec' | 'estimated';
};

const STATIC_LANDINGS: readonly (readonly [SpecialtyId, string])[] = [
  ['droit-penal', 'marseille'],
  ['droit-penal', 'toulouse'],
  ['droit-penal', 'nantes'],
  ['droit-penal', 'paris'],
  ['droit-penal', 'lyon'],
  ['droit-penal', 'nice'],
  ['droit-famille', 'paris'],
  ['droit-affaires', 'paris'],
  ['droit-travail', 'paris'],
  ['droit-immobilier', 'paris'],
  ['droit-fiscal', 'paris'],
];

function buildRoute(specialtyId: SpecialtyId, citySlug: string): LandingRoute {
  const city = CITIES.find((c) => c.slug === citySlug);
  const specialty = SPECIALTIES.find((s) => s.id === specialtyId);
  if (!city || !specialty) throw new Error(`Landing inconnue : ${specialtyId}-${citySlug}`);
  const key = `${specialtyId}-${citySlug}`;
  const given = LANDING_DATA[key];
  return {
    key,
    path: landingPath(specialtyId, citySlug),
    specialtyId,
    specialtyName: specialty.name,
    citySlug,
    cityName: city.name,
    figures: given ?? estimatedLandingFigures(city, specialty),
    source: given ? 'spec' : 'estimated',
  };
}

/** Every static landing route (spec §2): the table's seven pages plus criminal law in Nantes, Paris, Lyon, Nice. */
export const LANDING_ROUTES: readonly LandingRoute[] = /* @__PURE__ */ STATIC_LANDINGS.map(([s, c]) => buildRoute(s, c));

/**
 * Keywords of a landing page (spec §2): 'avocat droit {specialty} {city}',
 * 'cabinet droit {specialty} {city}', 'droit {specialty} {city}'. `specialtyName` may be given
 * with or without its leading 'Droit' ('Droit pénal' or 'pénal'); the specialty is lowercased.
 */
export function landingKeywords(specialtyName: string, city: string): string[] {
  const specialty = specialtyName
    .trim()
    .replace(/^droit\s+/i, '')
    .toLocaleLowerCase('fr-FR');
  const place = city.trim();
  return [`avocat droit ${specialty} ${place}`, `cabinet droit ${specialty} ${place}`, `droit ${specialty} ${place}`];
}
