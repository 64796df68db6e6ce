import { describe, expect, it } from 'vitest';
import { CITIES, nearbyCities } from '#shared/landing/cities';
import { SPECIALTIES } from '#shared/landing/specialties';
import { buildLandingPage } from '#shared/landing/page';
import { formatInhabitantsK, formatNumberFr } from '#shared/landing/market';
import { findSeoPage, generateSeoPages } from '#shared/landing/directory';

const NOW = new Date('2026-11-22T10:00:00Z');
const page = (slug: string) => {
  const found = buildLandingPage(slug, NOW);
  if (!found) throw new Error(`no page ${slug}`);
  return found;
};

describe('the figures of the landing pages', () => {
  it('are the hand-entered ones of the spec for Marseille criminal law: 873K, 52, 5200 €, Élevée', () => {
    const p = page('seo-avocat-droit-penal-marseille');
    expect(formatInhabitantsK(p.population)).toBe('873K');
    expect(p).toMatchObject({ searchPotential: 52, clientsPerMonth: 52, avgCaseValue: 5200, competitionLevel: 'Élevée', figuresSource: 'spec' });
    expect(p.region).toBe("Provence-Alpes-Côte d'Azur");
  });

  it('are the spec ones for Toulouse criminal law: 498K, 38, 5800 €, Moyenne', () => {
    const p = page('seo-avocat-droit-penal-toulouse');
    expect(formatInhabitantsK(p.population)).toBe('498K');
    expect(p).toMatchObject({ searchPotential: 38, avgCaseValue: 5800, competitionLevel: 'Moyenne' });
  });

  it('are 2161K, 89, 7500 €, Très élevée for Paris family law, and the same for business, labour, real-estate and tax law in Paris', () => {
    for (const id of ['droit-famille', 'droit-affaires', 'droit-travail', 'droit-immobilier', 'droit-fiscal']) {
      const p = page(`seo-avocat-${id}-paris`);
      expect(formatInhabitantsK(p.population), id).toBe('2161K');
      expect(p, id).toMatchObject({ searchPotential: 89, avgCaseValue: 7500, competitionLevel: 'Très élevée', figuresSource: 'spec' });
    }
  });

  it('follow the formulas everywhere else: Lyon labour law', () => {
    const p = page('seo-avocat-droit-travail-lyon');
    // 522 000 / 100 000 × 9 500 / 12 = 4 132.5 → 4 133; above 500 000 inhabitants → 'Élevée'
    expect(p).toMatchObject({ searchPotential: 4133, competitionLevel: 'Élevée', avgCaseValue: 4200, figuresSource: 'estimated' });
    // The hero's clients claim: 0.5 % of the searches, 4 133 × 0.005 = 20.7 → 21
    expect(p.clientsPerMonth).toBe(21);
  });

  it('follow the formulas for small cities too: Angers public law is Faible', () => {
    const p = page('seo-avocat-droit-public-angers');
    // 157 000 / 100 000 × 3 400 / 12 = 444.8 → 445
    expect(p).toMatchObject({ searchPotential: 445, competitionLevel: 'Faible', avgCaseValue: 8000, clientsPerMonth: 2 });
    expect(page('seo-avocat-droit-social-nantes').competitionLevel).toBe('Moyenne');
  });

  it('keep Paris criminal law computed (the spec gives it no figures)', () => {
    const p = page('seo-avocat-droit-penal-paris');
    expect(p).toMatchObject({ searchPotential: 16027, competitionLevel: 'Élevée', avgCaseValue: 5000, figuresSource: 'estimated' });
  });

  it('are the same in the directory and on the page', () => {
    expect(findSeoPage('seo-avocat-droit-penal-marseille', NOW)?.searchPotential).toBe(52);
    const marseille = generateSeoPages(NOW).find((p) => p.slug === 'seo-avocat-droit-penal-marseille');
    expect(marseille?.competitionLevel).toBe('Élevée');
  });
});

describe('the 160 landing pages', () => {
  const pages = CITIES.flatMap((c) => SPECIALTIES.map((s) => page(`seo-avocat-${s.id}-${c.slug}`)));

  it('exist for every city and specialty, with accent-free slugs', () => {
    expect(pages).toHaveLength(160);
    expect(pages.map((p) => p.slug)).toContain('seo-avocat-droit-penal-saint-etienne');
    expect(pages.map((p) => p.slug)).toContain('seo-avocat-droit-fiscal-nimes');
    for (const p of pages) expect(p.slug).toMatch(/^seo-avocat-[a-z-]+$/);
  });

  it('have unique titles, descriptions, H1 and problem texts', () => {
    for (const key of ['title', 'metaDescription', 'h1', 'problem', 'solution'] as const) {
      expect(new Set(pages.map((p) => p[key])).size, key).toBe(160);
    }
  });

  it('use the title and keyword patterns of the spec', () => {
    const p = page('seo-avocat-droit-penal-marseille');
    expect(p.title).toBe('SEO pour Avocat en Droit pénal à Marseille | Experts en Référencement Juridique');
    expect(p.keywords).toEqual(['avocat droit pénal Marseille', 'cabinet droit pénal Marseille', 'droit pénal Marseille']);
  });

  it("write 'Votre défi' for the specialty and the city", () => {
    const penal = page('seo-avocat-droit-penal-marseille');
    expect(penal.problem).toContain('873');
    expect(penal.problem).toContain('garde à vue');
    expect(penal.problem).toContain('Bouches-du-Rhône');
    const family = page('seo-avocat-droit-famille-rennes');
    expect(family.problem).toContain('Rennes');
    expect(family.problem).toContain('divorce');
    expect(family.solution).toContain('Rennes');
  });

  it('give four tips, the third with the three geolocated keywords', () => {
    const p = page('seo-avocat-droit-immobilier-bordeaux');
    expect(p.tips).toHaveLength(4);
    expect(p.tips.map((t) => t.title)).toEqual([
      'Optimisez votre fiche d’établissement Google',
      'Créez du contenu spécialisé',
      'Ciblez trois mots-clés géolocalisés',
      'Gardez des citations locales cohérentes',
    ]);
    for (const keyword of p.keywords) expect(p.tips[2]?.text).toContain(keyword);
  });

  it('answer three or four questions of the specialty, in the city', () => {
    for (const p of pages) {
      expect(p.faq.length).toBeGreaterThanOrEqual(3);
      expect(p.faq.length).toBeLessThanOrEqual(4);
      expect(p.faq.map((f) => f.question + f.answer).join(' ')).not.toContain('{city}');
    }
    expect(page('seo-avocat-droit-penal-lyon').faq.some((f) => f.answer.includes('Lyon'))).toBe(true);
  });

  it('link to the same specialty in 4 nearby cities and to the 7 other specialties of the city', () => {
    const p = page('seo-avocat-droit-penal-lyon');
    expect(p.nearby.map((l) => l.href)).toEqual([
      '/seo-avocat-droit-penal-villeurbanne',
      '/seo-avocat-droit-penal-saint-etienne',
      '/seo-avocat-droit-penal-grenoble',
      '/seo-avocat-droit-penal-dijon',
    ]);
    expect(p.otherSpecialties).toHaveLength(7);
    expect(p.otherSpecialties.every((l) => l.href.endsWith('-lyon'))).toBe(true);
  });

  it('lead to pages that exist', () => {
    const slugs = new Set(pages.map((p) => `/${p.slug}`));
    for (const p of pages) for (const link of [...p.nearby, ...p.otherSpecialties]) expect(slugs.has(link.href)).toBe(true);
  });

  it('have a breadcrumb Accueil › Pages SEO › page', () => {
    expect(page('seo-avocat-droit-social-lille').breadcrumbs).toEqual([
      { label: 'Accueil', href: '/' },
      { label: 'Pages SEO', href: '/pages-seo' },
      { label: 'Droit social à Lille', href: '/seo-avocat-droit-social-lille' },
    ]);
  });

  it('do not exist for other slugs', () => {
    expect(buildLandingPage('seo-avocat-droit-martien-lyon', NOW)).toBeUndefined();
    expect(buildLandingPage('seo-avocat-droit-penal-tombouctou', NOW)).toBeUndefined();
    expect(buildLandingPage('droit-penal-lyon', NOW)).toBeUndefined();
  });
});

describe('nearby cities', () => {
  it('come from the same region first, then by distance', () => {
    expect(nearbyCities(CITIES.find((c) => c.slug === 'nice')!, 3).map((c) => c.slug)).toEqual(['toulon', 'marseille', 'grenoble']);
    expect(nearbyCities(CITIES.find((c) => c.slug === 'paris')!, 2).map((c) => c.slug)).toEqual(['reims', 'le-havre']);
  });
});

describe('French number formatting', () => {
  it('groups thousands and shows inhabitants in thousands', () => {
    expect(formatNumberFr(16027).replace(/\s/g, ' ')).toBe('16 027');
    expect(formatInhabitantsK(2161000)).toBe('2161K');
  });
});
