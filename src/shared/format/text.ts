/** Text helpers shared by the blog, the admin screens and the generated pages. */

/**
 * Removes accents and expands the French ligatures: 'Œuvre à Besançon' → 'Oeuvre a Besancon'.
 * Case is kept.
 */
export function stripAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE')
    .replace(/ß/g, 'ss');
}

/**
 * Folds text for comparisons that ignore case, accents and punctuation (directory search):
 * lowercase, no accents, every run of non-alphanumerics becomes one space, trimmed.
 */
export function foldForSearch(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Keywords typed as one comma-separated field (spec §5): split on commas, trim each, drop
 * empties. 'seo, avocat,, paris ' → ['seo', 'avocat', 'paris'].
 */
export function splitKeywords(text: string): string[] {
  return text
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k.length > 0);
}

/** Words per minute of the reading-time estimate. */
const WORDS_PER_MINUTE = 200;

/**
 * Reading time in minutes (spec §9): word count / 200, rounded up, at least 1. A word is a
 * whitespace-separated token holding at least one letter or digit, so Markdown marks such as
 * '#' or '-' are not counted.
 */
export function readingTime(content: string): number {
  return Math.max(1, Math.ceil(countWords(content) / WORDS_PER_MINUTE));
}

/**
 * Words of a text: whitespace-separated tokens holding at least one letter or digit, so
 * Markdown marks ('##', '-', '**') are not counted. Used by the reading time and by the word
 * ranges of generated articles (spec §9).
 */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/**
 * Cuts text at a word boundary so that it fits in `max` characters, ending with '…' when cut
 * (meta descriptions: at most 160 characters). Text that already fits is returned trimmed.
 */
export function truncateAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const cut = room.lastIndexOf(' ');
  const head = (cut > max / 2 ? room.slice(0, cut) : room).replace(/[\s,;:.!?–-]+$/u, '');
  return `${head}…`;
}

/**
 * Cuts text to at most `max` characters followed by '...' (spec §9: excerpts cut at 100
 * characters in the admin lists). Text that already fits is returned unchanged.
 */
export function truncate(text: string, max = 100): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}...`;
}

/**
 * Characters that show nothing: whitespace and separators, control characters (NUL…), format
 * characters (zero-width space/joiners, BOM, bidi marks, soft hyphen) and the blank letters
 * (Hangul fillers, braille blank).
 */
const INVISIBLE_RUN = /^[\s\p{Z}\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]+|[\s\p{Z}\p{Cc}\p{Cf}\u115F\u1160\u3164\uFFA0\u2800]+$/gu;
/** Control characters other than tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/**
 * Cleans one line or block of typed text before validation: control characters (NUL, escape…)
 * are removed everywhere, invisible characters at both ends are trimmed. A text made only of
 * invisible characters becomes '' (so a required field filled with zero-width spaces is empty).
 * 'Me\u0000 Dupont\u200B ' → 'Me Dupont'.
 */
export function cleanText(text: string): string {
  return text.replace(CONTROL, '').replace(INVISIBLE_RUN, '');
}

/** True when the text shows nothing once cleaned ('', spaces, zero-width spaces, NUL, BOM…). */
export function isBlankText(text: string): boolean {
  return cleanText(text) === '';
}
