import { describe, expect, it } from 'vitest';
import { CITIES, REGIONS } from '#shared/landing/cities';
import { SPECIALTIES } from '#shared/landing/specialties';
import { competitionLevel, searchPotential } from '#shared/landing/market';
import { filterSeoPages, findSeoPage, generateSeoPages, landingTitle } from '#shared/landing/directory';

const NOW = new Date('2026-11-22T10:00:00Z');
const pages = generateSeoPages(NOW);

describe('the cities of the generated pages', () => {
  it('are the 20 largest communes, from Paris down to Villeurbanne', () => {
    expect(CITIES).toHaveLength(20);
    expect(CITIES[0]?.name).toBe('Paris');
    expect(CITIES.at(-1)?.name).toBe('Villeurbanne');
  });

  it('are ordered by population, largest first', () => {
    const populations = CITIES.map((c) => c.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it('agree with the landing table populations', () => {
    const population = (slug: string) => CITIES.find((c) => c.slug === slug)?.population;
    expect(population('paris')).toBe(2161000);
    expect(population('marseille')).toBe(873000);
    expect(population('toulouse')).toBe(498000);
  });

  it('have accent-free, hyphenated slugs', () => {
    expect(CITIES.find((c) => c.name === 'Saint-Étienne')?.slug).toBe('saint-etienne');
    expect(CITIES.find((c) => c.name === 'Le Havre')?.slug).toBe('le-havre');
    for (const city of CITIES) expect(city.slug).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });

  it('give each region once in the region filter', () => {
    expect(new Set(REGIONS).size).toBe(REGIONS.length);
    expect(REGIONS).toContain('Île-de-France');
  });
});

describe('the specialties', () => {
  it('are the eight of the spec, in its order, with its figures', () => {
    expect(SPECIALTIES.map((s) => [s.id, s.avgCaseValue, s.searchVolume])).toEqual([
      ['droit-penal', 5000, 8900],
      ['droit-famille', 3500, 12000],
      ['droit-travail', 4200, 9500],
      ['droit-immobilier', 7500, 6800],
      ['droit-affaires', 15000, 7200],
      ['droit-public', 8000, 3400],
      ['droit-social', 3800, 4600],
      ['droit-fiscal', 12000, 3200],
    ]);
  });

  it('have a French name and short name', () => {
    expect(SPECIALTIES[0]).toMatchObject({ name: 'Droit pénal', shortName: 'Pénal' });
  });
});

describe('the monthly search potential', () => {
  it('is population / 100 000 × search volume / 12, rounded', () => {
    expect(searchPotential(2161000, 8900)).toBe(Math.round(((2161000 / 100000) * 8900) / 12));
    expect(searchPotential(2161000, 8900)).toBe(16027);
    expect(searchPotential(873000, 8900)).toBe(6475);
  });
});

describe('the competition level', () => {
  it("is 'Élevée' above 500 000 inhabitants", () => {
    expect(competitionLevel(500001)).toBe('Élevée');
    expect(competitionLevel(2161000)).toBe('Élevée');
  });

  it("is 'Moyenne' above 200 000 up to 500 000 included", () => {
    expect(competitionLevel(500000)).toBe('Moyenne');
    expect(competitionLevel(200001)).toBe('Moyenne');
  });

  it("is 'Faible' at 200 000 and below", () => {
    expect(competitionLevel(200000)).toBe('Faible');
    expect(competitionLevel(150000)).toBe('Faible');
  });
});

describe('the generated SEO pages', () => {
  it('are 20 cities × 8 specialties = 160 pages with unique slugs', () => {
    expect(pages).toHaveLength(160);
    expect(new Set(pages.map((p) => p.slug)).size).toBe(160);
  });

  it('live at seo-avocat-{specialtyId}-{city}', () => {
    expect(pages.map((p) => p.slug)).toContain('seo-avocat-droit-penal-marseille');
    expect(pages.map((p) => p.slug)).toContain('seo-avocat-droit-fiscal-saint-etienne');
    for (const page of pages) expect(page.slug).toMatch(/^seo-avocat-droit-[a-z]+-[a-z-]+$/);
  });

  it('carry the title pattern of the landing pages', () => {
    const page = pages.find((p) => p.slug === 'seo-avocat-droit-penal-paris');
    expect(page?.title).toBe('SEO pour Avocat en Droit pénal à Paris | Experts en Référencement Juridique');
    expect(landingTitle('Droit fiscal', 'Nîmes')).toBe(
      'SEO pour Avocat en Droit fiscal à Nîmes | Experts en Référencement Juridique',
    );
  });

  it('carry the city and specialty figures', () => {
    const page = pages.find((p) => p.slug === 'seo-avocat-droit-penal-paris');
    expect(page).toMatchObject({
      city: 'Paris',
      practice: 'Droit pénal',
      practiceId: 'droit-penal',
      region: 'Île-de-France',
      departement: 'Paris',
      population: 2161000,
      searchPotential: 16027,
      competitionLevel: 'Élevée',
      avgCaseValue: 5000,
      lastUpdate: '2026-11-22',
    });
    expect(page?.keywords).toEqual(['avocat droit pénal Paris', 'cabinet droit pénal Paris', 'droit pénal Paris']);
  });

  it('have a meta description that fits in a search result (≤ 160 characters)', () => {
    for (const page of pages) {
      expect(page.metaDescription.length).toBeGreaterThan(50);
      expect(page.metaDescription.length).toBeLessThanOrEqual(160);
    }
  });

  it('can be found by slug, with or without the leading slash', () => {
    expect(findSeoPage('/seo-avocat-droit-famille-lyon', NOW)?.title).toBe(
      'SEO pour Avocat en Droit de la famille à Lyon | Experts en Référencement Juridique',
    );
    expect(findSeoPage('seo-avocat-droit-famille-lyon', NOW)?.city).toBe('Lyon');
    expect(findSeoPage('seo-avocat-droit-martien-lyon', NOW)).toBeUndefined();
  });
});

describe('the directory filters', () => {
  it('show every page when nothing is chosen', () => {
    expect(filterSeoPages(pages, {})).toHaveLength(160);
    expect(filterSeoPages(pages, { search: '', region: 'all', specialty: 'all' })).toHaveLength(160);
  });

  it('find a city whatever the case and accents', () => {
    const found = filterSeoPages(pages, { search: 'SAINT etienne' });
    expect(found).toHaveLength(8);
    expect(found.every((p) => p.city === 'Saint-Étienne')).toBe(true);
  });

  it('find a specialty by its name', () => {
    const found = filterSeoPages(pages, { search: 'penal' });
    expect(found).toHaveLength(20);
    expect(found.every((p) => p.practiceId === 'droit-penal')).toBe(true);
  });

  it('combine search, region and specialty with AND', () => {
    expect(filterSeoPages(pages, { region: 'Occitanie' })).toHaveLength(3 * 8);
    expect(filterSeoPages(pages, { region: 'Occitanie', specialty: 'droit-fiscal' })).toHaveLength(3);
    const one = filterSeoPages(pages, { search: 'toulouse', region: 'Occitanie', specialty: 'droit-fiscal' });
    expect(one.map((p) => p.slug)).toEqual(['seo-avocat-droit-fiscal-toulouse']);
    expect(filterSeoPages(pages, { search: 'toulouse', region: 'Bretagne' })).toEqual([]);
  });

  it('accept several words, each matching the city or the specialty', () => {
    expect(filterSeoPages(pages, { search: 'pénal lyon' }).map((p) => p.slug)).toEqual([
      'seo-avocat-droit-penal-lyon',
    ]);
  });

  it('find nothing for an unknown city', () => {
    expect(filterSeoPages(pages, { search: 'Tombouctou' })).toEqual([]);
  });
});
