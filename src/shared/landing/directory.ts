/**
 * Generated SEO pages of the directory /pages-seo (spec §2, §3 "Generated page", §9):
 * every city times every specialty, 20 × 8 = 160 pages.
 */
import { CITIES } from './cities';
import type { City } from './cities';
import { landingFigures, landingKeywords } from './figures';
import type { LandingCompetition } from './figures';
import { SPECIALTIES } from './specialties';
import type { Specialty, SpecialtyId } from './specialties';
import { SITE } from '../site/brand';
import { clientsFromSearches } from './market';

// The directory's filters, in a module of their own so the directory page can filter without the data.
export { filterSeoPages } from './directory-filter';

export type GeneratedSeoPage = {
  /** `seo-avocat-${specialtyId}-${citySlug}`; the page lives at `/${slug}` */
  slug: string;
  title: string;
  h1: string;
  metaDescription: string;
  /** city name, e.g. 'Saint-Étienne' */
  city: string;
  /** specialty name, e.g. 'Droit pénal' */
  practice: string;
  practiceId: SpecialtyId;
  region: string;
  departement: string;
  population: number;
  /** potential monthly searches (spec §9 formula, or the spec's hand-entered figure) */
  searchPotential: number;
  /**
   * The hero's 'jusqu'à N nouveaux clients par mois': the hand-entered figure where the spec gives
   * one (its column is "searches and clients"), else `clientsFromSearches(searchPotential)`.
   */
  clientsPerMonth: number;
  competitionLevel: LandingCompetition;
  /** euros */
  avgCaseValue: number;
  keywords: string[];
  /** ISO date, YYYY-MM-DD */
  lastUpdate: string;
  /** 'spec' when the figures are the hand-entered ones of spec §2, 'estimated' when computed (§9). */
  figuresSource: 'spec' | 'estimated';
};

/** Title of a landing or generated page (spec §2): 'SEO pour Avocat en {specialty} à {city} | Experts en Référencement Juridique'. */
export function landingTitle(specialtyName: string, cityName: string): string {
  return `SEO pour Avocat en ${specialtyName} à ${cityName} | Experts en Référencement Juridique`;
}

const NUMBER_FR = new Intl.NumberFormat('fr-FR');

/** Slug of a generated page: `seo-avocat-${specialtyId}-${citySlug}` (page at `/${slug}`). */
export function seoPageSlug(specialtyId: string, citySlug: string): string {
  return `${SITE.productSlug}-${specialtyId}-${citySlug}`;
}

/**
 * One generated page for a city and a specialty; `lastUpdate` is the ISO date of `now`.
 * The hand-entered figures of spec §2 (Marseille and Toulouse criminal law, the Paris pages)
 * override the formulas of §9 (population, searchPotential, avgCaseValue, competitionLevel).
 */
export function buildSeoPage(city: City, specialty: Specialty, now: Date = new Date()): GeneratedSeoPage {
  const figures = landingFigures(city, specialty);
  const potential = figures.monthlyClients;
  const lower = specialty.name.toLocaleLowerCase('fr-FR');
  return {
    slug: seoPageSlug(specialty.id, city.slug),
    title: landingTitle(specialty.name, city.name),
    h1: `Avocat en ${lower} à ${city.name} : attirez plus de clients grâce au SEO`,
    metaDescription: `Avocat en ${lower} à ${city.name} ? ${NUMBER_FR.format(potential)} recherches potentielles par mois. Référencement local et audit SEO gratuit.`,
    city: city.name,
    practice: specialty.name,
    practiceId: specialty.id,
    region: figures.region,
    departement: city.departement,
    population: figures.source === 'spec' ? figures.inhabitantsK * 1000 : city.population,
    searchPotential: potential,
    clientsPerMonth: figures.source === 'spec' ? potential : clientsFromSearches(potential),
    competitionLevel: figures.competition,
    avgCaseValue: figures.caseValue,
    keywords: landingKeywords(specialty.name, city.name),
    lastUpdate: now.toISOString().slice(0, 10),
    figuresSource: figures.source,
  };
}

/**
 * The 160 generated pages (20 cities × 8 specialties), city by city in population order,
 * specialties in spec order. `now` fixes `lastUpdate` (defaults to the current date).
 */
export function generateSeoPages(now: Date = new Date()): GeneratedSeoPage[] {
  return CITIES.flatMap((city) => SPECIALTIES.map((specialty) => buildSeoPage(city, specialty, now)));
}

/**
 * The generated page whose slug is `slug` (with or without a leading '/'), or `undefined`
 * when no city × specialty gives that slug.
 */
export function findSeoPage(slug: string, now: Date = new Date()): GeneratedSeoPage | undefined {
  const found = findCityAndSpecialty(slug);
  return found && buildSeoPage(found.city, found.specialty, now);
}

/** The city and specialty whose page has this slug (with or without a leading '/'): the one slug lookup. */
export function findCityAndSpecialty(slug: string): { city: City; specialty: Specialty } | undefined {
  const wanted = slug.replace(/^\/+/, '');
  for (const city of CITIES) {
    for (const specialty of SPECIALTIES) {
      if (seoPageSlug(specialty.id, city.slug) === wanted) return { city, specialty };
    }
  }
  return undefined;
}
