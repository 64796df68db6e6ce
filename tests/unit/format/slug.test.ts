import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_FILENAME, IMAGE_FILENAME_MAX, SLUG_PATTERN, imageFilename, slugify } from '#shared/format/slug';

describe('an article slug derived from its title', () => {
  it('is lowercase and loses its accents', () => {
    expect(slugify('Référencement Local à Nîmes')).toBe('referencement-local-a-nimes');
  });

  it('expands French ligatures instead of dropping them', () => {
    expect(slugify('Œuvre et cœur')).toBe('oeuvre-et-coeur');
  });

  it('drops punctuation and turns whitespace into hyphens', () => {
    expect(slugify("L'avocat : 5 conseils SEO (2026) !")).toBe('lavocat-5-conseils-seo-2026');
  });

  it('collapses repeated hyphens and whitespace', () => {
    expect(slugify('SEO  --  local \t\n avocat')).toBe('seo-local-avocat');
  });

  it('has no hyphen at either end', () => {
    expect(slugify('  - Le guide du SEO - ')).toBe('le-guide-du-seo');
    expect(slugify('!!!')).toBe('');
  });

  it('always matches the slug pattern the edit form enforces', () => {
    for (const title of ['Été 2026 : le SEO', '--a--b--', 'Droit pénal à Saint-Étienne', 'x']) {
      expect(slugify(title)).toMatch(SLUG_PATTERN);
    }
  });
});

describe('the slug pattern', () => {
  it('accepts lowercase words joined by single hyphens', () => {
    expect(SLUG_PATTERN.test('seo-local-2026')).toBe(true);
  });

  it('refuses capitals, accents, double or edge hyphens and spaces', () => {
    for (const bad of ['Seo', 'référencement', 'seo--local', '-seo', 'seo-', 'seo local', '']) {
      expect(SLUG_PATTERN.test(bad)).toBe(false);
    }
  });
});

describe('an image file name derived from an article title', () => {
  it('is lowercase with dashes in place of other characters', () => {
    expect(imageFilename('SEO Local: Le Guide')).toBe('seo-local-le-guide');
  });

  it('folds accents rather than turning them into dashes', () => {
    expect(imageFilename('Référencement')).toBe('referencement');
  });

  it('is at most 50 characters long', () => {
    const name = imageFilename('Le référencement naturel des cabinets d’avocats en France : méthode complète');
    expect(IMAGE_FILENAME_MAX).toBe(50);
    expect(name.length).toBeLessThanOrEqual(50);
    expect(name).toBe('le-referencement-naturel-des-cabinets-d-avocats-en');
    expect(name).toHaveLength(50);
  });

  it("falls back to 'article-image' when the title gives nothing", () => {
    expect(DEFAULT_IMAGE_FILENAME).toBe('article-image');
    expect(imageFilename('')).toBe('article-image');
    expect(imageFilename(' !? ')).toBe('article-image');
  });

  it('never produces path separators or dots', () => {
    expect(imageFilename('../../etc/passwd')).toBe('etc-passwd');
  });
});
