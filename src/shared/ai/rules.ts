/** Pure rules of the AI generator. */
import { GENERATOR_TOPICS, LENGTH_WORDS, type ArticleLength, type GeneratorTopic } from '../practice/areas';
import { countWords, foldForSearch } from '../format/text';

/** A streamed AI draft passes from this SEO score with no « bad » check; else it is revised (at most AI_MAX_REVISIONS times). */
export const AI_DRAFT_PASS_SCORE = 80;
export const AI_MAX_REVISIONS = 2;

/**
 * The focus keyword of a generation when the form gives none: the topic's name (« SEO local »),
 * which every draft (the offline composer's included) places in its title and an H2, followed by
 * the city when one is given (« SEO local Lyon »). The practice area stays out of it: it is in the
 * title and the text, rarely next to the topic word for word, and the analysis wants the exact phrase.
 */
export function deriveFocusKeyword(topicLabel: string, city: string | null): string {
  return [topicLabel, city ?? ''].join(' ').replace(/\s+/g, ' ').trim();
}

/** Words that point a free-text topic to one of the generator's topics, most specific first. */
const TOPIC_HINTS: ReadonlyArray<readonly [GeneratorTopic, readonly string[]]> = [
  ['conformite-rgpd', ['rgpd', 'donnees personnelles', 'cookie', 'confidentialite', 'cnil']],
  ['reputation-en-ligne', ['avis', 'reputation', 'notation', 'temoignage']],
  ['reseaux-sociaux', ['linkedin', 'instagram', 'facebook', 'tiktok', 'youtube', 'reseau', 'sociaux', 'social']],
  ['seo-local', ['seo local', 'google business', 'fiche google', 'local', 'proximite', 'ville', 'quartier']],
  ['generation-leads', ['prospect', 'lead', 'rendez vous', 'conversion', 'nouveaux clients', 'acquisition']],
  ['site-web-avocat', ['site', 'page', 'web', 'mobile', 'ergonomie', 'formulaire']],
  ['content-marketing', ['article', 'blog', 'contenu', 'newsletter', 'video', 'faq', 'guide', 'podcast']],
];

/**
 * The stored topic of a generated article: the predefined topic when one was chosen, else the
 * generator topic that the free text is about (its words matched against hints), else
 * 'strategie-digitale'. The `topic` column is required and must hold a known value so that the
 * edit screen can save the article unchanged.
 */
export function articleTopicFor(topic: string | null | undefined, customTopic: string | null | undefined): GeneratorTopic {
  if (topic && (GENERATOR_TOPICS as readonly string[]).includes(topic)) return topic as GeneratorTopic;
  const text = ` ${foldForSearch(customTopic ?? '')} `;
  for (const [value, hints] of TOPIC_HINTS) {
    if (hints.some((hint) => text.includes(` ${hint}`))) return value;
  }
  return 'strategie-digitale';
}

/** Whether a text's word count falls in the range of the requested length (spec §9). */
export function isWithinLength(text: string, length: ArticleLength): boolean {
  const words = countWords(text);
  const { minWords, maxWords } = LENGTH_WORDS[length];
  return words >= minWords && words <= maxWords;
}
