import { describe, expect, it } from 'vitest';
import { AUDIT_WEIGHTS, auditKeywords, scoreAudit, type AuditFacts } from '#shared/audit/page-rules';
import { isPublicAddress, ipLiteral } from '#server/platform/http/outbound';

const PERFECT: AuditFacts = {
  https: true,
  status: 200,
  redirects: 0,
  responseMs: 120,
  pageBytes: 40_000,
  viewport: true,
  lang: 'fr',
  canonical: true,
  noindex: false,
  title: 'Avocat droit pénal à Lyon — Cabinet Martin & Associés',
  metaDescription: 'Cabinet d’avocat pénaliste à Lyon : garde à vue, comparution immédiate, défense devant le tribunal.',
  h1Count: 1,
  h1Text: 'Avocat droit pénal à Lyon',
  h2Count: 3,
  headingGap: null,
  wordCount: 900,
  images: 2,
  imagesWithoutAlt: 0,
  text: 'avocat penaliste a lyon',
  jsonLdTypes: ['LegalService'],
  jsonLdInvalid: false,
  phone: true,
  address: true,
  mapOrHours: true,
};

describe('SEO audit scoring', () => {
  it('weights sum to 1', () => {
    expect(AUDIT_WEIGHTS.technical + AUDIT_WEIGHTS.content + AUDIT_WEIGHTS.localSeo).toBeCloseTo(1);
  });

  it('a page meeting every check scores 100 everywhere with no recommendation', () => {
    expect(scoreAudit(PERFECT, 'Droit pénal')).toEqual({
      overallScore: 100,
      technicalScore: 100,
      contentScore: 100,
      localSeoScore: 100,
      recommendations: [],
      findings: [],
    });
  });

  it('names what is missing, ordered by impact', () => {
    const r = scoreAudit(
      { ...PERFECT, https: false, metaDescription: null, jsonLdTypes: [], phone: false, title: 'Accueil' },
      'Droit pénal',
    );
    // Technical 100 − 15 (https); content 100 − 15 (description) − 7.5 (title length) − 7 (keyword in title);
    // local 100 − 35 (JSON-LD) − 25 (phone).
    expect(r.technicalScore).toBe(85);
    expect(r.contentScore).toBe(71);
    expect(r.localSeoScore).toBe(40);
    expect(r.overallScore).toBe(Math.round(85 * 0.35 + 70.5 * 0.4 + 40 * 0.25));
    expect(r.recommendations).toEqual([
      'Ajoutez des données structurées JSON-LD de type LegalService ou Attorney (absentes).',
      // 25 points × 0.25 = 6.25 weighs a little more than 15 × 0.4 = 6.
      'Affichez un numéro de téléphone cliquable (lien tel: absent).',
      'Ajoutez une meta description (absente).',
      'Passez votre site en HTTPS (la page est servie en http://, sans chiffrement).',
      'Ajustez la longueur du titre (7 caractères ; idéal : 30 à 65).',
      'Intégrez « droit pénal » dans le titre de la page (absent).',
    ]);
  });

  it('looks for the specialty keywords; "Autre" looks for "avocat"', () => {
    expect(auditKeywords('Droit de la famille')).toContain('avocat divorce');
    expect(auditKeywords('Autre')).toEqual(['avocat']);
  });
});

describe('audit address policy', () => {
  it('refuses loopback, private, link-local, unique-local and mapped addresses', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '100.64.0.1', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::']) {
      expect(isPublicAddress(ip), ip).toBe(false);
    }
    for (const ip of ['93.184.216.34', '2606:4700::1111']) expect(isPublicAddress(ip), ip).toBe(true);
  });

  it('reads IP literals of URL host names, including odd IPv4 forms the URL parser normalises', () => {
    expect(ipLiteral(new URL('http://2130706433/').hostname)).toBe('127.0.0.1');
    expect(ipLiteral(new URL('http://127.1/').hostname)).toBe('127.0.0.1');
    expect(ipLiteral(new URL('http://0x7f000001/').hostname)).toBe('127.0.0.1');
    expect(ipLiteral(new URL('http://[::ffff:127.0.0.1]/').hostname)).toBe('::ffff:7f00:1');
    expect(isPublicAddress('::ffff:7f00:1')).toBe(false);
    expect(ipLiteral('www.exemple.fr')).toBeNull();
  });
});
