/**
 * SEO audit scoring (DESIGN.md "SEO audit"): the weights and the rules that turn what the
 * engine found on a page into scores and recommendations. Pure: the server's engine
 * (src/server/audit/) fetches and parses the page, then calls `scoreAudit`.
 *
 * Each category is a list of checks worth a number of points (each category totals 100); a
 * check earns all, part or none of its points. Category score = points earned, out of 100.
 * overall = round(Σ category score × AUDIT_WEIGHTS[category]) (weights sum to 1).
 * Recommendations: one per check not fully earned, ordered by impact = points lost × the
 * category's weight (ties keep the order of the checks below), each naming what was found.
 */
import type { AuditSpecialization } from '../practice/areas';
import { SPECIALTIES } from '../landing/specialties';
import { stripAccents } from '../format/text';

/** Weight of each category in the overall score (sum 1). */
export const AUDIT_WEIGHTS = { technical: 0.35, content: 0.4, localSeo: 0.25 } as const;

/** Ideal lengths and thresholds. */
export const AUDIT_LIMITS = {
  title: { min: 30, max: 65 },
  metaDescription: { min: 70, max: 160 },
  /** words: full points from `good`, half from `fair` */
  words: { good: 600, fair: 300 },
  /** bytes of HTML: full points up to `good`, half up to `fair` */
  pageBytes: { good: 500 * 1024, fair: 1536 * 1024 },
  /** milliseconds to the final response: full points up to `good`, half up to `fair` */
  responseMs: { good: 1000, fair: 3000 },
} as const;

/** What the engine found on the page. */
export type AuditFacts = {
  https: boolean;
  status: number;
  redirects: number;
  responseMs: number;
  pageBytes: number;
  viewport: boolean;
  lang: string | null;
  canonical: boolean;
  noindex: boolean;
  title: string | null;
  metaDescription: string | null;
  h1Count: number;
  h1Text: string;
  h2Count: number;
  /** A heading level skipped (e.g. an H3 with no H2 before it), named like 'H3 sans H2'. */
  headingGap: string | null;
  wordCount: number;
  images: number;
  imagesWithoutAlt: number;
  /** Folded (lowercase, no accents) visible text of the body. */
  text: string;
  jsonLdTypes: string[];
  jsonLdInvalid: boolean;
  phone: boolean;
  address: boolean;
  mapOrHours: boolean;
};

export type AuditScores = {
  overallScore: number;
  technicalScore: number;
  contentScore: number;
  localSeoScore: number;
  recommendations: string[];
};

export type AuditCategory = keyof typeof AUDIT_WEIGHTS;

/** One check not fully earned on a page: which check, its category, its weighted impact and the advice. */
export type AuditFinding = { id: string; category: AuditCategory; impact: number; advice: string };

/** Schema.org types accepted as a law firm's local identity. */
export const LOCAL_JSON_LD_TYPES = ['LegalService', 'Attorney', 'LocalBusiness'] as const;

/** Keywords looked for, for a specialization: its name and its specialty's keywords ('Autre': 'avocat'). */
export function auditKeywords(specialization: AuditSpecialization): string[] {
  // An audit specialization is a practice area's name, as the specialty of the same name carries it.
  const specialty = SPECIALTIES.find((s) => s.name === specialization);
  if (!specialty) return ['avocat'];
  return [specialization.toLowerCase(), ...specialty.keywords];
}

/** Lowercase, accent-free text for keyword matching. */
export function foldText(text: string): string {
  return stripAccents(text).toLowerCase().replace(/\s+/g, ' ');
}

type Category = AuditCategory;
type Check = { id: string; category: Category; points: number; earned: number; advice: string };

function check(id: string, category: Category, points: number, ratio: number, advice: string): Check {
  return { id, category, points, earned: points * Math.max(0, Math.min(1, ratio)), advice };
}

/**
 * A 15-point content check on a text's length: all points within `range`, half when present but
 * too short or too long (advice naming its length and the ideal), none when absent.
 */
function lengthCheck(id: string, text: string | null | undefined, range: { min: number; max: number }, missing: string, what: string): Check {
  if (!text) return check(id, 'content', 15, 0, missing);
  const length = text.length;
  return check(
    id,
    'content',
    15,
    lengthStatus(text, range) === 'good' ? 1 : 0.5,
    `Ajustez la longueur ${what} (${length} caractères ; idéal : ${range.min} à ${range.max}).`,
  );
}

function kb(bytes: number): string {
  return `${Math.round(bytes / 1024)} Ko`;
}

export function scoreAudit(facts: AuditFacts, specialization: AuditSpecialization): AuditScores & { findings: AuditFinding[] } {
  const T = AUDIT_LIMITS;
  const checks: Check[] = [];

  // Technical (100 points)
  checks.push(check('https', 'technical', 15, facts.https ? 1 : 0, 'Passez votre site en HTTPS (la page est servie en http://, sans chiffrement).'));
  checks.push(
    check('status', 'technical', 15, facts.status >= 200 && facts.status < 300 ? 1 : 0, `Corrigez la réponse du serveur (code HTTP ${facts.status} au lieu de 200).`),
  );
  checks.push(
    check('redirects', 'technical', 5, facts.redirects === 0 ? 1 : facts.redirects === 1 ? 0.5 : 0, `Réduisez les redirections (${facts.redirects} avant d'atteindre la page).`),
  );
  checks.push(check('viewport', 'technical', 15, facts.viewport ? 1 : 0, "Ajoutez une balise meta viewport pour l'affichage mobile (absente)."));
  checks.push(check('lang', 'technical', 10, facts.lang ? 1 : 0, 'Déclarez la langue de la page avec l\'attribut lang de <html> (absent).'));
  checks.push(check('canonical', 'technical', 10, facts.canonical ? 1 : 0, 'Ajoutez une URL canonique (balise link rel="canonical" absente).'));
  checks.push(
    check('weight', 'technical',
      10,
      facts.pageBytes <= T.pageBytes.good ? 1 : facts.pageBytes <= T.pageBytes.fair ? 0.5 : 0,
      `Allégez la page (${kb(facts.pageBytes)} de HTML ; visez moins de ${kb(T.pageBytes.good)}).`,
    ),
  );
  checks.push(
    check('speed', 'technical',
      10,
      facts.responseMs <= T.responseMs.good ? 1 : facts.responseMs <= T.responseMs.fair ? 0.5 : 0,
      `Accélérez la réponse du serveur (${Math.round(facts.responseMs)} ms ; visez moins de ${T.responseMs.good} ms).`,
    ),
  );
  checks.push(check('noindex', 'technical', 10, facts.noindex ? 0 : 1, 'Retirez la directive noindex : la page est exclue des résultats de Google.'));

  // Content (100 points)
  checks.push(
    lengthCheck('title', facts.title, T.title, 'Ajoutez une balise title (absente).', 'du titre'),
    lengthCheck('description', facts.metaDescription, T.metaDescription, 'Ajoutez une meta description (absente).', 'de la meta description'),
  );
  checks.push(
    check('h1', 'content',
      15,
      facts.h1Count === 1 ? 1 : facts.h1Count > 1 ? 0.5 : 0,
      facts.h1Count === 0 ? 'Ajoutez un titre principal H1 (absent).' : `Gardez un seul titre H1 (${facts.h1Count} trouvés).`,
    ),
  );
  checks.push(
    check('headings', 'content',
      10,
      facts.h2Count > 0 && !facts.headingGap ? 1 : facts.h2Count > 0 ? 0.5 : 0,
      facts.h2Count === 0
        ? 'Structurez le contenu avec des sous-titres H2 (aucun trouvé).'
        : `Respectez la hiérarchie des titres (${facts.headingGap}).`,
    ),
  );
  checks.push(
    check('words', 'content',
      15,
      facts.wordCount >= T.words.good ? 1 : facts.wordCount >= T.words.fair ? 0.5 : 0,
      `Enrichissez le contenu (${facts.wordCount} mots ; visez au moins ${T.words.good}).`,
    ),
  );
  checks.push(
    check('alt', 'content',
      10,
      facts.images === 0 ? 1 : 1 - facts.imagesWithoutAlt / facts.images,
      `Ajoutez un texte alternatif aux images (${facts.imagesWithoutAlt} sur ${facts.images} sans attribut alt).`,
    ),
  );
  const keywords = auditKeywords(specialization).map(foldText);
  const has = (text: string) => keywords.some((k) => foldText(text).includes(k));
  const mainKeyword = auditKeywords(specialization)[0];
  checks.push(check('keyword-title', 'content', 7, facts.title && has(facts.title) ? 1 : 0, `Intégrez « ${mainKeyword} » dans le titre de la page (absent).`));
  checks.push(check('keyword-h1', 'content', 7, has(facts.h1Text) ? 1 : 0, `Intégrez « ${mainKeyword} » dans le titre H1 (absent).`));
  checks.push(check('keyword-text', 'content', 6, has(facts.text) ? 1 : 0, `Parlez de votre spécialité (« ${mainKeyword} » absent du texte).`));

  // Local SEO (100 points)
  const localType = facts.jsonLdTypes.find((t) => (LOCAL_JSON_LD_TYPES as readonly string[]).includes(t));
  checks.push(
    check('json-ld', 'localSeo',
      35,
      localType ? 1 : 0,
      facts.jsonLdInvalid
        ? 'Corrigez vos données structurées JSON-LD (illisibles) et déclarez un type LegalService ou Attorney.'
        : facts.jsonLdTypes.length > 0
          ? `Déclarez votre cabinet en JSON-LD de type LegalService ou Attorney (trouvé : ${facts.jsonLdTypes.join(', ')}).`
          : 'Ajoutez des données structurées JSON-LD de type LegalService ou Attorney (absentes).',
    ),
  );
  checks.push(check('phone', 'localSeo', 25, facts.phone ? 1 : 0, 'Affichez un numéro de téléphone cliquable (lien tel: absent).'));
  checks.push(check('address', 'localSeo', 25, facts.address ? 1 : 0, "Indiquez l'adresse postale du cabinet et sa ville (absentes)."));
  checks.push(check('map', 'localSeo', 15, facts.mapOrHours ? 1 : 0, "Ajoutez un plan d'accès ou vos horaires d'ouverture (absents)."));

  const score = (category: Category) => {
    const own = checks.filter((c) => c.category === category);
    const total = own.reduce((s, c) => s + c.points, 0);
    return Math.round((own.reduce((s, c) => s + c.earned, 0) / total) * 100);
  };
  const technicalScore = score('technical');
  const contentScore = score('content');
  const localSeoScore = score('localSeo');
  const overallScore = Math.round(
    technicalScore * AUDIT_WEIGHTS.technical + contentScore * AUDIT_WEIGHTS.content + localSeoScore * AUDIT_WEIGHTS.localSeo,
  );
  const findings = checks
    .map((c, index) => ({ c, index, impact: (c.points - c.earned) * AUDIT_WEIGHTS[c.category] }))
    .filter((x) => x.impact > 0)
    .sort((a, b) => b.impact - a.impact || a.index - b.index)
    .map((x): AuditFinding => ({ id: x.c.id, category: x.c.category, impact: x.impact, advice: x.c.advice }));
  return { overallScore, technicalScore, contentScore, localSeoScore, recommendations: findings.map((f) => f.advice), findings };
}

/**
 * A title's or a description's length against its ideal range: 'good' inside, 'improve' when
 * present but too short or too long, 'bad' when empty. Shared by the audit and the article editor.
 */
export function lengthStatus(text: string | null | undefined, range: { min: number; max: number }): 'good' | 'improve' | 'bad' {
  const length = text?.trim().length ?? 0;
  if (length === 0) return 'bad';
  return length >= range.min && length <= range.max ? 'good' : 'improve';
}

/**
 * The first skipped heading level in a page's headings, in order (1 for H1…), named like
 * 'H3 sans H2 avant'; null when none is skipped. `start` is the level the page begins under
 * (1: a page's own H1; an article body starts under its title, so 1 too). Audit and editor.
 */
export function headingGap(levels: readonly number[], start = 1): string | null {
  let previous = start;
  for (const level of levels) {
    if (level > previous + 1) return `H${level} sans H${level - 1} avant`;
    previous = level;
  }
  return null;
}
