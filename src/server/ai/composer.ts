/**
 * Offline article composer: writes a structured French Markdown article (introduction, H2
 * sections, lists, conclusion, call to action) from the generator's parameters, with no
 * network. Facts come from the practice, topic and firm profiles, so every practice type and
 * topic gives its own text; the tone changes the wording; paragraphs are added section after
 * section until the word count sits inside the requested range (spec §9).
 */
import { AI_KEYWORDS, AI_META_DESCRIPTION_MAX } from '#shared/ai/limits';
import { GENERATOR_PRACTICE_TYPE_LABELS, GENERATOR_TOPIC_LABELS, LENGTH_WORDS, type Tone } from '#shared/practice/areas';
import { countWords, truncateAtWord } from '#shared/format/text';
import { hasTransition, splitSentences } from '#shared/blog/french-text';
import type { GeneratedArticle } from '#shared/ai/schemas';
import type { ArticleBrief } from './provider';
import { METHOD_SECTIONS } from './composer-sections-method';
import { PRACTICE_SECTIONS } from './composer-sections-practice';
import { CALL_TO_ACTION, CONCLUSION, INTRO, cap, type Ctx } from './composer-templates';
import { PRACTICE_PROFILES } from './profiles';
import { FIRM_PROFILES, TOPIC_PROFILES } from './topic-profiles';


/** The article's H2 sections, in reading order. */
const SECTIONS = [...METHOD_SECTIONS, ...PRACTICE_SECTIONS];

/** FNV-1a, for stable choices from the parameters. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function context(brief: ArticleBrief): Ctx {
  const seed = hash(`${brief.practiceType}|${brief.topic}|${brief.firmSize}|${brief.customTopic ?? ''}`);
  return {
    p: PRACTICE_PROFILES[brief.practiceType],
    tp: TOPIC_PROFILES[brief.topic],
    f: FIRM_PROFILES[brief.firmSize],
    subject: brief.customTopic?.replace(/\s+/g, ' ').trim() || GENERATOR_TOPIC_LABELS[brief.topic],
    tone: brief.tone,
    t: (variants) => variants[brief.tone],
    pick: (variants, salt) => variants[(seed + salt) % variants.length]!,
  };
}

/** Title of the article: the admin's own subject, else one built from the topic and the practice. */
function articleTitle(brief: ArticleBrief): string {
  if (brief.customTopic) return cap(brief.customTopic.replace(/\s+/g, ' ').trim()).slice(0, 200);
  const topic = GENERATOR_TOPIC_LABELS[brief.topic];
  const practice = GENERATOR_PRACTICE_TYPE_LABELS[brief.practiceType].toLowerCase();
  const titles: Record<Tone, string> = {
    professionnel: `${topic} pour les avocats en ${practice} : méthode et bonnes pratiques`,
    accessible: `${topic} : le guide simple pour les avocats en ${practice}`,
    technique: `${topic} en ${practice} : guide technique pour les cabinets d’avocats`,
  };
  return titles[brief.tone];
}

type Block = { text: string; words: number };

/** French contractions after interpolation: 'de le SEO' → 'du SEO', 'à les' → 'aux'. */
function contract(text: string): string {
  return text
    .replace(/\bde le\b/g, 'du')
    .replace(/\bde les\b/g, 'des')
    .replace(/(^|[\s(])à le\b/g, '$1au')
    .replace(/(^|[\s(])à les\b/g, '$1aux');
}

/** Pages linked when the site offers none: the visibility test and the offers. */
const DEFAULT_LINKS = [
  { title: 'le test de visibilité de votre cabinet', path: '/quiz' },
  { title: 'nos offres d’accompagnement', path: '/pricing' },
] as const;

/** « Pour aller plus loin » with two internal links: the first two pages offered, else the defaults. */
function furtherReading(brief: ArticleBrief): string {
  const links = [...(brief.siteLinks ?? []), ...DEFAULT_LINKS].slice(0, 2);
  return `Pour aller plus loin, consultez aussi ${links.map((l) => `[${l.title}](${l.path})`).join(' et ')}.`;
}

/** Writes the article; its word count lies inside the range of `brief.length`. */
export function composeArticle(brief: ArticleBrief): GeneratedArticle {
  const c = context(brief);
  const { minWords, maxWords } = LENGTH_WORDS[brief.length];
  const target = Math.round((minWords + maxWords) / 2);
  const title = articleTitle(brief);
  const block = (text: string): Block => ({ text, words: countWords(text) });

  const intro = INTRO[brief.tone].map((write) => block(write(c)));
  const sections = SECTIONS.filter((section) => !section.lengths || section.lengths.includes(brief.length)).map((section) => {
    const blocks = [block(`## ${section.heading(c)}`), ...section.core.map((write) => block(write(c)))];
    if (section.list) {
      const items = section.list(c).map((item, i) => `${section.ordered ? `${i + 1}.` : '-'} ${item}`);
      blocks.splice(2, 0, block(items.join('\n')));
    }
    return { blocks, extra: section.extra.map((write) => block(write(c))) };
  });
  // The topic's name (the draft's focus keyword) in an H2, for the SEO analysis.
  const ending = [
    block(`## Conclusion : ${GENERATOR_TOPIC_LABELS[brief.topic]}`),
    block(CONCLUSION[brief.tone](c)),
    block(furtherReading(brief)),
    block(CALL_TO_ACTION[brief.tone](c)),
  ];

  const total = () =>
    [...intro, ...ending, ...sections.flatMap((s) => s.blocks)].reduce((sum, b) => sum + b.words, 0);
  let words = total();

  // Round-robin over the sections: one more paragraph each turn, while it fits the range.
  let added = true;
  while (words < target && added) {
    added = false;
    for (const section of sections) {
      const next = section.extra[0];
      if (!next || words >= target || words + next.words > maxWords) continue;
      section.blocks.push(next);
      section.extra.shift();
      words += next.words;
      added = true;
    }
  }
  // Short articles keep fewer sections: drop the later ones while the text is above the range.
  while (words > maxWords && sections.length > 3) {
    const dropped = sections.splice(sections.length - 2, 1)[0]!;
    words -= dropped.blocks.reduce((sum, b) => sum + b.words, 0);
  }

  const content = withTransitions(contract([...intro, ...sections.flatMap((s) => s.blocks), ...ending].map((b) => b.text).join('\n\n')));
  const excerpt = contract(truncateAtWord(
    `${cap(c.tp.name)} pour ${c.p.lawyer} : ${c.t({
      professionnel: 'enjeux, actions prioritaires et indicateurs',
      accessible: 'nos conseils concrets',
      technique: 'leviers techniques, méthode et mesure',
    })} pour ${c.tp.goal}.`,
    300,
  ));
  const metaDescription = contract(truncateAtWord(
    `${cap(c.tp.name)} en ${c.p.name} : méthode, erreurs à éviter et plan sur 90 jours pour ${c.f.name}.`,
    AI_META_DESCRIPTION_MAX,
  ));
  const keywords = [
    `avocat ${c.p.name}`,
    GENERATOR_TOPIC_LABELS[brief.topic].toLowerCase(),
    c.p.searches[0],
    c.p.searches[1],
    `${GENERATOR_TOPIC_LABELS[brief.topic].toLowerCase()} avocat`,
    'visibilité cabinet d’avocats',
  ].slice(0, AI_KEYWORDS.max);
  return { title, excerpt, content, metaDescription, keywords };
}

/** Connectors added at the start of sentences (additive or consequential: safe anywhere). */
const CONNECTORS = ['En effet, ', 'Par ailleurs, ', 'Ainsi, ', 'De plus, ', 'En outre, '];
/** Share of sentences with a transition word the composer aims for (the analysis wants 30 %). */
const TRANSITION_TARGET = 0.35;

/**
 * French readability: opens enough sentences of the plain paragraphs with a connector that
 * TRANSITION_TARGET of all sentences hold a transition word (SEO analysis, `hasTransition`).
 */
function withTransitions(content: string): string {
  const blocks = content.split('\n\n').map((text) => ({ text, plain: /^[\p{Lu}][\p{Ll}]/u.test(text) }));
  const sentences = blocks.flatMap((b) => (/^(#|-|\d+\.|\*\*)/.test(b.text) ? [] : splitSentences(b.text)));
  const missing = Math.ceil(TRANSITION_TARGET * sentences.length) - sentences.filter(hasTransition).length;
  if (missing <= 0) return content;
  const candidates = blocks.flatMap((b, i) =>
    b.plain ? splitSentences(b.text).flatMap((s, j) => (!hasTransition(s) && (i > 0 || j > 0) && /^[\p{Lu}][\p{Ll}]/u.test(s) ? [{ i, j }] : [])) : [],
  );
  const step = Math.max(1, candidates.length / missing);
  const chosen = new Set<string>();
  for (let k = 0; k < missing && Math.floor(k * step) < candidates.length; k++) {
    const { i, j } = candidates[Math.floor(k * step)]!;
    chosen.add(`${i}:${j}`);
  }
  let n = 0;
  return blocks
    .map((b, i) =>
      b.plain
        ? splitSentences(b.text)
            .map((s, j) => (chosen.has(`${i}:${j}`) ? `${CONNECTORS[n++ % CONNECTORS.length]}${s[0]!.toLowerCase()}${s.slice(1)}` : s))
            .join(' ')
        : b.text,
    )
    .join('\n\n');
}
