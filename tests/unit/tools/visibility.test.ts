import { describe, expect, it } from 'vitest';
import { cityPopulation, computeVisibility, DEFAULT_CITY_POPULATION } from '#shared/tools/visibility';

describe('local visibility formula', () => {
  it('pins Paris, 20 km, 6-15 firms', () => {
    const r = computeVisibility({ city: 'Paris', radius: 20, competitors: '6-15 cabinets' });
    expect(r).toMatchObject({ visibilityScore: 49, monthlySearches: 100126, potentialClients: 245 });
    expect(r.improvements.length).toBeGreaterThanOrEqual(3);
    expect(r.improvements[0]).toContain('avocat Paris');
  });

  it('finds a city without accents or case, and uses the default population otherwise', () => {
    expect(cityPopulation('saint etienne')).toEqual({ population: 173000, known: true, name: 'Saint-Étienne' });
    expect(cityPopulation('Vannes')).toMatchObject({ population: DEFAULT_CITY_POPULATION, known: false });
    const r = computeVisibility({ city: 'Vannes', radius: 50, competitors: 'Plus de 30 cabinets' });
    expect(r).toMatchObject({ visibilityScore: 21, monthlySearches: 7413, potentialClients: 8 });
    expect(r.improvements).toContain('Créez une page dédiée pour chaque commune importante dans votre rayon de 50 km.');
  });

  it('a bigger city has more searches; more competitors lower the score; same input, same result', () => {
    const paris = computeVisibility({ city: 'Paris', radius: 20, competitors: '1-5 cabinets' });
    const lyon = computeVisibility({ city: 'Lyon', radius: 20, competitors: '1-5 cabinets' });
    expect(paris.monthlySearches).toBeGreaterThan(lyon.monthlySearches);
    const crowded = computeVisibility({ city: 'Lyon', radius: 20, competitors: 'Plus de 30 cabinets' });
    expect(crowded.visibilityScore).toBeLessThan(lyon.visibilityScore);
    expect(computeVisibility({ city: 'Lyon', radius: 20, competitors: '1-5 cabinets' })).toEqual(lyon);
    for (const r of [paris, lyon, crowded]) {
      expect(Number.isInteger(r.visibilityScore)).toBe(true);
      expect(r.visibilityScore).toBeGreaterThanOrEqual(0);
      expect(r.visibilityScore).toBeLessThanOrEqual(100);
    }
  });
});
