import { describe, expect, it } from 'vitest';
import { LANDING_DATA, LANDING_ROUTES, landingKeywords } from '#shared/landing/figures';
import {
  AUDIT_SPECIALIZATIONS,
  BLOG_TOPICS,
  COMPETITOR_RANGES,
  CONTACT_SPECIALIZATIONS,
  LENGTH_WORDS,
  RADIUS,
} from '#shared/practice/areas';
import { BLOG_TOPIC_BADGES, topicBadge } from '#client/components/blog/topic-badge';
import { MESSAGES, PENDING } from '#shared/messages';
import { FOOTER_LANDING_LINKS, HEADER_LINKS, HOME_SECTIONS, SITE, landingPath } from '#shared/site/brand';

describe('the site configuration', () => {
  it('names the brand and its contact details', () => {
    expect(SITE.brand).toBe('Avocat Visible');
    expect(SITE.phone).toBe('01 99 00 12 34');
    expect(SITE.phoneHref).toBe('tel:+33199001234');
    expect(SITE.email).toBe('contact@avocat-visible.fr');
    expect(SITE.claims.firmsServedText).toBe('Plus de 150 cabinets accompagnés');
  });

  it('builds landing paths as /seo-avocat-{specialty}-{city}', () => {
    expect(landingPath('droit-penal', 'marseille')).toBe('/seo-avocat-droit-penal-marseille');
  });

  it('links the footer to the eleven landing pages of the spec', () => {
    expect(FOOTER_LANDING_LINKS.map((l) => l.href)).toEqual([
      '/seo-avocat-droit-penal-paris',
      '/seo-avocat-droit-penal-lyon',
      '/seo-avocat-droit-penal-marseille',
      '/seo-avocat-droit-penal-toulouse',
      '/seo-avocat-droit-penal-nice',
      '/seo-avocat-droit-penal-nantes',
      '/seo-avocat-droit-famille-paris',
      '/seo-avocat-droit-travail-paris',
      '/seo-avocat-droit-immobilier-paris',
      '/seo-avocat-droit-affaires-paris',
      '/seo-avocat-droit-fiscal-paris',
    ]);
  });

  it('only links the footer to landing pages that exist', () => {
    const paths = new Set(LANDING_ROUTES.map((r) => r.path));
    for (const link of FOOTER_LANDING_LINKS) expect(paths.has(link.href)).toBe(true);
  });

  it('lists the header links and the home sections in spec order', () => {
    expect(HEADER_LINKS).toEqual([
      { label: 'Tarifs', href: '/pricing' },
      { label: 'Blog', href: '/blog' },
      { label: 'Calculateur ROI', href: '/roi-calculator' },
    ]);
    expect(HOME_SECTIONS).toEqual(['accueil', 'services', 'outils', 'tarifs', 'temoignages', 'blog', 'a-propos', 'contact']);
  });
});

describe('the static landing pages', () => {
  it('show the figures of the spec table', () => {
    expect(LANDING_DATA['droit-penal-marseille']).toEqual({
      region: "Provence-Alpes-Côte d'Azur",
      inhabitantsK: 873,
      monthlyClients: 52,
      caseValue: 5200,
      competition: 'Élevée',
    });
    expect(LANDING_DATA['droit-penal-toulouse']).toMatchObject({ inhabitantsK: 498, monthlyClients: 38, caseValue: 5800, competition: 'Moyenne' });
    expect(LANDING_DATA['droit-famille-paris']).toMatchObject({ inhabitantsK: 2161, monthlyClients: 89, caseValue: 7500, competition: 'Très élevée' });
  });

  it('reuse the Paris family figures for the other Paris specialties', () => {
    for (const id of ['droit-affaires', 'droit-travail', 'droit-immobilier', 'droit-fiscal']) {
      expect(LANDING_DATA[`${id}-paris`]).toEqual(LANDING_DATA['droit-famille-paris']);
    }
  });

  it('are eleven routes, the criminal law ones in Nantes, Paris, Lyon and Nice computed with the formulas of the spec', () => {
    expect(LANDING_ROUTES).toHaveLength(11);
    expect(LANDING_ROUTES.filter((r) => r.source === 'estimated').map((r) => r.key).sort()).toEqual([
      'droit-penal-lyon',
      'droit-penal-nantes',
      'droit-penal-nice',
      'droit-penal-paris',
    ]);
    const lyon = LANDING_ROUTES.find((r) => r.key === 'droit-penal-lyon');
    expect(lyon?.figures).toEqual({
      region: 'Auvergne-Rhône-Alpes',
      inhabitantsK: 522,
      // searchPotential(522 000, 8 900) = 5.22 × 8 900 / 12, rounded
      monthlyClients: 3872,
      caseValue: 5000,
      competition: 'Élevée',
    });
  });

  it('follow the keyword pattern', () => {
    expect(landingKeywords('Droit pénal', 'Marseille')).toEqual([
      'avocat droit pénal Marseille',
      'cabinet droit pénal Marseille',
      'droit pénal Marseille',
    ]);
    expect(landingKeywords('famille', 'Paris')[0]).toBe('avocat droit famille Paris');
  });
});

describe('the form values', () => {
  it('list the audit and contact specializations and competitor ranges', () => {
    expect(AUDIT_SPECIALIZATIONS).toEqual([
      'Droit des affaires',
      'Droit de la famille',
      'Droit pénal',
      'Droit immobilier',
      'Droit du travail',
      'Autre',
    ]);
    expect(CONTACT_SPECIALIZATIONS).toEqual(['affaires', 'famille', 'penal', 'immobilier', 'travail', 'autre']);
    expect(COMPETITOR_RANGES).toEqual(['1-5 cabinets', '6-15 cabinets', '16-30 cabinets', 'Plus de 30 cabinets']);
  });

  it('set the radius slider to 5-50 km by 5, default 20', () => {
    expect(RADIUS).toEqual({ min: 5, max: 50, step: 5, default: 20 });
  });

  it('give the generated article lengths in words', () => {
    expect(LENGTH_WORDS).toEqual({
      court: { minWords: 800, maxWords: 1000 },
      moyen: { minWords: 1200, maxWords: 1500 },
      long: { minWords: 1800, maxWords: 2200 },
    });
  });

  it('give each public blog topic a fixed badge colour, grey for other topics', () => {
    expect(BLOG_TOPICS).toHaveLength(5);
    for (const topic of BLOG_TOPICS) expect(BLOG_TOPIC_BADGES[topic]).toMatch(/^bg-\w+-100 text-\w+-800$/);
    expect(topicBadge('seo-local')).toEqual({ label: 'SEO local', className: 'bg-blue-100 text-blue-800' });
    expect(topicBadge('conformite-rgpd')).toEqual({ label: 'Conformité RGPD', className: 'bg-gray-100 text-gray-800' });
  });
});

describe('the user-facing messages', () => {
  it('use the spec wording', () => {
    expect(MESSAGES.contact.success).toEqual({
      title: 'Demande envoyée !',
      description: 'Nous vous contacterons dans les 2 heures.',
    });
    expect(MESSAGES.auth.loginSuccess.description('maitre')).toBe('Bienvenue maitre');
    expect(MESSAGES.ideas.success.description(1)).toBe("1 idée d'article générée");
    expect(MESSAGES.ideas.success.description(5)).toBe("5 idées d'articles générées");
    expect(PENDING.audit).toBe('Analyse en cours...');
    expect(PENDING.save).toBe('Sauvegarde...');
  });
});
