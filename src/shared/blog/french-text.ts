/**
 * French text measures shared by the SEO analysis and the offline composer: sentences, syllables,
 * transition words, keyword occurrences.
 *
 * French readability: the Kandel–Moles formula (Kandel & Moles, 1958), Flesch's reading ease
 * adapted to French: L = 207 − 1,015 × (mots / phrases) − 73,6 × (syllabes / mots).
 * Syllables are counted as groups of vowels (a, e, i, o, u, y and their accented forms; the u
 * of « qu », « gu » is not one), a final mute « e » / « es » after a consonant not counting. Same scale as Flesch:
 * 60 and more « facile », 50–60 « assez facile », 30–50 « difficile ». A legal article is
 * rarely easy: ≥ 45 is good, ≥ 30 to improve, below is bad.
 */
import { foldText } from '../audit/page-rules';
import { countWords } from '../format/text';

/** Transition words and phrases of French (folded: lowercase, no accents). */
const FRENCH_TRANSITIONS = [
  'ainsi', 'alors', 'aussi', 'autrement dit', 'bref', 'c est pourquoi', 'car', 'cependant', 'certes',
  'd abord', 'd ailleurs', 'd autre part', 'd une part', 'de meme', 'de plus', 'donc', 'du reste',
  'egalement', 'en conclusion', 'en definitive', 'en effet', 'en outre', 'en particulier',
  'en resume', 'en revanche', 'en somme', 'enfin', 'ensuite', 'finalement', 'neanmoins',
  'notamment', 'or', 'par ailleurs', 'par consequent', 'par contre', 'par exemple', 'pourtant',
  'premierement', 'deuxiemement', 'puis', 'puisque', 'toutefois', 'afin de', 'afin que',
  'grace a', 'c est-a-dire', 'en bref', 'a savoir', 'surtout', 'tout d abord', 'de ce fait',
  'en consequence', 'parce que', 'pour cela', 'malgre', 'au contraire', 'en fin de compte',
] as const;

/** Folded text with every run of non-alphanumerics as one space (l’avocat → l avocat). */
const fold = (text: string) => ` ${foldText(text).replace(/[^a-z0-9]+/g, ' ').trim()} `;

/** How many times the folded keyword phrase appears in the folded text, as whole words. */
export function occurrences(text: string, keyword: string): number {
  const needle = fold(keyword);
  if (needle.trim() === '') return 0;
  const haystack = fold(text);
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length - 1)) count += 1;
  return count;
}

/** True when a sentence holds one of FRENCH_TRANSITIONS. */
export function hasTransition(sentence: string): boolean {
  const folded = fold(sentence);
  return FRENCH_TRANSITIONS.some((t) => folded.includes(` ${t.replace(/-/g, ' ')} `));
}

/**
 * The focus keyword of a generated draft: the first candidate (the topic's name, then the
 * article's keywords) found in its title; else the first candidate.
 */
export function chooseFocusKeyword(title: string, candidates: readonly string[]): string | null {
  const list = candidates.map((c) => c.trim()).filter(Boolean);
  return list.find((c) => occurrences(title, c) > 0) ?? list[0] ?? null;
}

/** Sentences of a paragraph: split after . ! ? … (a number like 1.5 stays whole). */
export function splitSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+(?=[^\s])/u)
    .map((s) => s.trim())
    .filter((s) => countWords(s) > 0);
}

/** French syllables of a word: vowel groups, a final mute e / es after a consonant not counted. */
export function countSyllables(word: string): number {
  const w = word
    .toLowerCase()
    .replace(/[^a-zàâäéèêëîïôöùûüÿœæ]/g, '')
    // The u of « qu » and of « gu » before e, i, y is not a vowel sound (« juridique », « guide »).
    .replace(/qu(?=[aeiouyàâäéèêëîïôöùûüÿ])/g, 'q')
    .replace(/gu(?=[eiyéèêë])/g, 'g');
  if (!w) return 0;
  const groups = w.match(/[aeiouyàâäéèêëîïôöùûüÿœæ]+/g)?.length ?? 0;
  const mute = groups > 1 && /[^aeiouyàâäéèêëîïôöùûüÿœæ](e|es)$/.test(w) ? 1 : 0;
  return Math.max(1, groups - mute);
}

/** Kandel–Moles reading ease of French sentences (see the header). */
export function kandelMoles(sentences: readonly string[]): number {
  const words = sentences.flatMap((s) => s.split(/[\s'’-]+/).filter((t) => /\p{L}/u.test(t)));
  if (sentences.length === 0 || words.length === 0) return 0;
  const syllables = words.reduce((sum, w) => sum + countSyllables(w), 0);
  return 207 - 1.015 * (words.length / sentences.length) - 73.6 * (syllables / words.length);
}
