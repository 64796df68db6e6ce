/**
 * Allowed values of the forms (spec §9). Each list is a readonly tuple, so `z.enum(TUPLE)` can
 * use it, with a French label map beside it.
 */

/**
 * A label map: every value of `K` has a label (checked when the map is written), and any
 * string may be looked up (a stored value from the database), giving `string | undefined`.
 */
export type LabelMap<K extends string> = Readonly<Record<K, string>> & Readonly<Partial<Record<string, string>>>;

/** The French name of each practice area, written once: every list and label map below reads it. */
export const PRACTICE_AREA_NAMES = {
  penal: 'Droit pénal',
  famille: 'Droit de la famille',
  travail: 'Droit du travail',
  immobilier: 'Droit immobilier',
  affaires: 'Droit des affaires',
  public: 'Droit public',
  social: 'Droit social',
  fiscal: 'Droit fiscal',
  civil: 'Droit civil',
  commercial: 'Droit commercial',
} as const;
const AREA = PRACTICE_AREA_NAMES;

/** SEO audit tool: the values are the labels. */
export const AUDIT_SPECIALIZATIONS = [
  AREA.affaires,
  AREA.famille,
  AREA.penal,
  AREA.immobilier,
  AREA.travail,
  'Autre',
] as const;
export type AuditSpecialization = (typeof AUDIT_SPECIALIZATIONS)[number];

/** Contact form specialization. */
export const CONTACT_SPECIALIZATIONS = ['affaires', 'famille', 'penal', 'immobilier', 'travail', 'autre'] as const;
export type ContactSpecialization = (typeof CONTACT_SPECIALIZATIONS)[number];
export const CONTACT_SPECIALIZATION_LABELS: LabelMap<ContactSpecialization> = {
  affaires: AREA.affaires,
  famille: AREA.famille,
  penal: AREA.penal,
  immobilier: AREA.immobilier,
  travail: AREA.travail,
  autre: 'Autre',
};

/** Local visibility calculator radius slider, in km. */
export const RADIUS = { min: 5, max: 50, step: 5, default: 20 } as const;

/** Local visibility calculator: number of competing firms; the values are the labels. */
export const COMPETITOR_RANGES = ['1-5 cabinets', '6-15 cabinets', '16-30 cabinets', 'Plus de 30 cabinets'] as const;
export type CompetitorRange = (typeof COMPETITOR_RANGES)[number];

// ---------------------------------------------------------------------------------------------
// AI article generator (spec §9 "Generator values")
// ---------------------------------------------------------------------------------------------

export const GENERATOR_PRACTICE_TYPES = [
  'droit-penal',
  'droit-civil',
  'droit-des-affaires',
  'droit-immobilier',
  'droit-du-travail',
  'droit-de-la-famille',
  'droit-fiscal',
  'droit-public',
] as const;
export type GeneratorPracticeType = (typeof GENERATOR_PRACTICE_TYPES)[number];
export const GENERATOR_PRACTICE_TYPE_LABELS: LabelMap<GeneratorPracticeType> = {
  'droit-penal': AREA.penal,
  'droit-civil': AREA.civil,
  'droit-des-affaires': AREA.affaires,
  'droit-immobilier': AREA.immobilier,
  'droit-du-travail': AREA.travail,
  'droit-de-la-famille': AREA.famille,
  'droit-fiscal': AREA.fiscal,
  'droit-public': AREA.public,
};

/** Firm sizes of the generator, also the ROI calculator's `firmType` values (spec §5). */
export const FIRM_SIZES = [
  'avocat-independant',
  'petit-cabinet-2-5',
  'cabinet-moyen-6-20',
  'grand-cabinet-plus-20',
] as const;
export type FirmSize = (typeof FIRM_SIZES)[number];
export const FIRM_SIZE_LABELS: LabelMap<FirmSize> = {
  'avocat-independant': 'Avocat indépendant',
  'petit-cabinet-2-5': 'Petit cabinet (2 à 5 avocats)',
  'cabinet-moyen-6-20': 'Cabinet moyen (6 à 20 avocats)',
  'grand-cabinet-plus-20': 'Grand cabinet (plus de 20 avocats)',
};

export const GENERATOR_TOPICS = [
  'seo-local',
  'content-marketing',
  'reseaux-sociaux',
  'reputation-en-ligne',
  'site-web-avocat',
  'generation-leads',
  'conformite-rgpd',
  'strategie-digitale',
] as const;
export type GeneratorTopic = (typeof GENERATOR_TOPICS)[number];
export const GENERATOR_TOPIC_LABELS: LabelMap<GeneratorTopic> = {
  'seo-local': 'SEO local',
  'content-marketing': 'Marketing de contenu',
  'reseaux-sociaux': 'Réseaux sociaux',
  'reputation-en-ligne': 'Réputation en ligne',
  'site-web-avocat': "Site web d'avocat",
  'generation-leads': 'Génération de prospects',
  'conformite-rgpd': 'Conformité RGPD',
  'strategie-digitale': 'Stratégie digitale',
};

export const TONES = ['professionnel', 'accessible', 'technique'] as const;
export type Tone = (typeof TONES)[number];
export const DEFAULT_TONE: Tone = 'professionnel';
export const TONE_LABELS: LabelMap<Tone> = {
  professionnel: 'Professionnel',
  accessible: 'Accessible',
  technique: 'Technique',
};

export const LENGTHS = ['court', 'moyen', 'long'] as const;
export type ArticleLength = (typeof LENGTHS)[number];
export const DEFAULT_LENGTH: ArticleLength = 'moyen';
/** Target word counts of a generated article (spec §9). */
export const LENGTH_WORDS: Readonly<Record<ArticleLength, { readonly minWords: number; readonly maxWords: number }>> = {
  court: { minWords: 800, maxWords: 1000 },
  moyen: { minWords: 1200, maxWords: 1500 },
  long: { minWords: 1800, maxWords: 2200 },
};
export const LENGTH_LABELS: LabelMap<ArticleLength> = {
  court: 'Court (800-1000 mots)',
  moyen: 'Moyen (1200-1500 mots)',
  long: 'Long (1800-2200 mots)',
};

// ---------------------------------------------------------------------------------------------
// Article edit screen and public blog (spec §9: these values differ from the generator's)
// ---------------------------------------------------------------------------------------------

export const EDIT_PRACTICE_TYPES = [
  'droit-penal',
  'droit-civil',
  'droit-famille',
  'droit-travail',
  'droit-immobilier',
  'droit-commercial',
] as const;
type EditPracticeType = (typeof EDIT_PRACTICE_TYPES)[number];
const EDIT_PRACTICE_TYPE_LABELS: LabelMap<EditPracticeType> = {
  'droit-penal': AREA.penal,
  'droit-civil': AREA.civil,
  'droit-famille': AREA.famille,
  'droit-travail': AREA.travail,
  'droit-immobilier': AREA.immobilier,
  'droit-commercial': AREA.commercial,
};

export const EDIT_FIRM_SIZES = ['avocat-independant', 'petit-cabinet', 'cabinet-moyen', 'grand-cabinet'] as const;
type EditFirmSize = (typeof EDIT_FIRM_SIZES)[number];
const EDIT_FIRM_SIZE_LABELS: LabelMap<EditFirmSize> = {
  'avocat-independant': 'Avocat indépendant',
  'petit-cabinet': 'Petit cabinet',
  'cabinet-moyen': 'Cabinet moyen',
  'grand-cabinet': 'Grand cabinet',
};

/** Topics of the edit screen and of the public blog badges. */
export const BLOG_TOPICS = ['seo-local', 'content-marketing', 'reseaux-sociaux', 'site-web', 'strategie-digitale'] as const;
export type BlogTopic = (typeof BLOG_TOPICS)[number];
const BLOG_TOPIC_LABELS: LabelMap<BlogTopic> = {
  'seo-local': 'SEO local',
  'content-marketing': 'Marketing de contenu',
  'reseaux-sociaux': 'Réseaux sociaux',
  'site-web': 'Site web',
  'strategie-digitale': 'Stratégie digitale',
};

// ---------------------------------------------------------------------------------------------
// Stored articles may carry either vocabulary (manual edit screen or AI generator).
// ---------------------------------------------------------------------------------------------

/** Every practice type an article may carry: edit-screen values first, then generator-only ones. */
export const ARTICLE_PRACTICE_TYPES = [
  ...EDIT_PRACTICE_TYPES,
  'droit-des-affaires',
  'droit-du-travail',
  'droit-de-la-famille',
  'droit-fiscal',
  'droit-public',
] as const;
type ArticlePracticeType = (typeof ARTICLE_PRACTICE_TYPES)[number];
const PRACTICE_TYPE_LABELS: LabelMap<ArticlePracticeType> = {
  ...GENERATOR_PRACTICE_TYPE_LABELS,
  ...EDIT_PRACTICE_TYPE_LABELS,
};

/** Every firm size an article may carry. */
export const ARTICLE_FIRM_SIZES = [...EDIT_FIRM_SIZES, 'petit-cabinet-2-5', 'cabinet-moyen-6-20', 'grand-cabinet-plus-20'] as const;
type ArticleFirmSize = (typeof ARTICLE_FIRM_SIZES)[number];
const ARTICLE_FIRM_SIZE_LABELS: LabelMap<ArticleFirmSize> = {
  ...FIRM_SIZE_LABELS,
  ...EDIT_FIRM_SIZE_LABELS,
};

/** Every topic an article may carry. */
export const ARTICLE_TOPICS = [
  ...BLOG_TOPICS,
  'reputation-en-ligne',
  'site-web-avocat',
  'generation-leads',
  'conformite-rgpd',
] as const;
type ArticleTopic = (typeof ARTICLE_TOPICS)[number];
const ARTICLE_TOPIC_LABELS: LabelMap<ArticleTopic> = {
  ...GENERATOR_TOPIC_LABELS,
  ...BLOG_TOPIC_LABELS,
};

/** French label of any stored practice type; unknown values are shown as they are. */
export function practiceTypeLabel(value: string): string {
  return PRACTICE_TYPE_LABELS[value] ?? value;
}

/** French label of any stored firm size; unknown values are shown as they are. */
export function firmSizeLabel(value: string): string {
  return ARTICLE_FIRM_SIZE_LABELS[value] ?? value;
}

/** French label of any stored topic; unknown values are shown as they are. */
export function topicLabel(value: string): string {
  return ARTICLE_TOPIC_LABELS[value] ?? value;
}
