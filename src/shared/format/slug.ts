/** URL slugs and file names derived from titles. */
import { stripAccents } from './text';

/** A valid article slug: lowercase letters and digits, single hyphens between, none at the ends. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Slug derived from a title (spec §5): lowercase, strip accents and non-alphanumerics,
 * whitespace to hyphens, collapse repeated hyphens, trim hyphens at both ends.
 * 'Le SEO  local à Lyon !' → 'le-seo-local-a-lyon'. Apostrophes are removed like any other
 * non-alphanumeric: "L'avocat" → 'lavocat'.
 */
export function slugify(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Edit form (spec §4): the slug follows the title while the slug is empty or still equals the
 * slug derived from the previous title; a slug the admin typed is kept.
 * nextSlug('Mon titre', 'Mon titre 2', 'mon-titre') → 'mon-titre-2'.
 */
export function nextSlug(previousTitle: string, newTitle: string, currentSlug: string): string {
  if (currentSlug === '' || currentSlug === slugify(previousTitle)) return slugify(newTitle);
  return currentSlug;
}

/** Longest file name `imageFilename` returns. */
export const IMAGE_FILENAME_MAX = 50;
/** File name used when the title gives nothing usable. */
export const DEFAULT_IMAGE_FILENAME = 'article-image';

/**
 * Image file name derived from an article title (spec §7): lowercased, non-alphanumerics
 * replaced by a dash, at most 50 characters, 'article-image' when nothing remains.
 * Accents are folded first ('é' → 'e') and a run of non-alphanumerics gives one dash, with
 * no dash at either end, so 'Référencement : guide' → 'referencement-guide'.
 */
export function imageFilename(title: string): string {
  const name = stripAccents(title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, IMAGE_FILENAME_MAX)
    .replace(/-+$/, '');
  return name || DEFAULT_IMAGE_FILENAME;
}

/** A stored upload's file name: a safe base name, lowercase letters, digits and dashes, '.png'. */
export const UPLOAD_FILENAME_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*\.png$/;

/**
 * Name of a generated image on disk: the safe base name of `imageFilename` (spec §7), then a
 * unique suffix, so two images never overwrite each other and nothing can leave the uploads
 * folder ('../../etc/passwd' → 'etc-passwd-…'). The suffix keeps only [a-z0-9] characters.
 * `storedImageFilename('Référencement : guide', 'lx3k9a-4f2c')` → 'referencement-guide-lx3k9a4f2c.png'.
 */
export function storedImageFilename(name: string, uniqueSuffix: string): string {
  const suffix = uniqueSuffix.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 24);
  const base = imageFilename(name.replace(/\.png$/i, ''));
  return suffix ? `${base}-${suffix}.png` : `${base}.png`;
}

/**
 * File name of an image downloaded from the generator (spec §2: a PNG named with a
 * timestamp): the safe base name then the local date and time,
 * `cabinet-moderne-2026-11-22-091530.png`.
 */
export function imageDownloadFilename(name: string, at: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp =
    `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}-` +
    `${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `${imageFilename(name.replace(/\.png$/i, ''))}-${stamp}.png`;
}
