import { describe, expect, it } from 'vitest';
import { AI_META_DESCRIPTION_MAX } from '#shared/ai/limits';
import { articleTopicFor, isWithinLength } from '#shared/ai/rules';
import { imageDownloadFilename, storedImageFilename, UPLOAD_FILENAME_PATTERN } from '#shared/format/slug';
import { countWords, readingTime, truncateAtWord } from '#shared/format/text';
import { GenerateArticleInput, GenerateImageInput, GeneratedArticle, GeneratedIdeas } from '#shared/ai/schemas';

describe('word counts of generated articles', () => {
  it('counts words, not Markdown marks', () => {
    expect(countWords('## Le SEO local\n\n- Une fiche **Google**\n- 3 avis')).toBe(8);
    expect(countWords('   ')).toBe(0);
    expect(readingTime('mot '.repeat(401))).toBe(3);
  });

  it('checks the ranges of spec §9, bounds included', () => {
    expect(isWithinLength('mot '.repeat(800), 'court')).toBe(true);
    expect(isWithinLength('mot '.repeat(799), 'court')).toBe(false);
    expect(isWithinLength('mot '.repeat(1000), 'court')).toBe(true);
    expect(isWithinLength('mot '.repeat(1001), 'court')).toBe(false);
    expect(isWithinLength('mot '.repeat(1200), 'moyen')).toBe(true);
    expect(isWithinLength('mot '.repeat(1501), 'moyen')).toBe(false);
    expect(isWithinLength('mot '.repeat(2200), 'long')).toBe(true);
    expect(isWithinLength('mot '.repeat(1799), 'long')).toBe(false);
  });
});

describe('cutting a meta description at a word', () => {
  it('keeps short text and cuts long text to the limit with an ellipsis', () => {
    expect(truncateAtWord('  Court   texte ', 160)).toBe('Court texte');
    const long = 'Le référencement local des avocats '.repeat(10);
    const cut = truncateAtWord(long, AI_META_DESCRIPTION_MAX);
    expect(cut.length).toBeLessThanOrEqual(AI_META_DESCRIPTION_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).not.toMatch(/\s…$/);
  });
});

describe('the stored topic of a generated article', () => {
  it('is the predefined topic when one was chosen', () => {
    expect(articleTopicFor('conformite-rgpd', 'Mes avis Google')).toBe('conformite-rgpd');
  });

  it('is found from the words of a custom subject', () => {
    expect(articleTopicFor(null, 'Avis clients en droit pénal : gérer sa réputation')).toBe('reputation-en-ligne');
    expect(articleTopicFor(null, 'LinkedIn pour l’avocat d’affaires')).toBe('reseaux-sociaux');
    expect(articleTopicFor(null, 'SEO local : apparaître sur « avocat garde à vue »')).toBe('seo-local');
    expect(articleTopicFor('', 'Données personnelles et formulaires')).toBe('conformite-rgpd');
  });

  it('falls back to the digital strategy', () => {
    expect(articleTopicFor(null, 'Trois résolutions pour 2027')).toBe('strategie-digitale');
    expect(articleTopicFor(null, null)).toBe('strategie-digitale');
  });
});

describe('image file names', () => {
  it('stores a safe base name plus a unique suffix, so nothing escapes the uploads folder', () => {
    expect(storedImageFilename('Référencement : guide', 'lx3k9a-4F2C')).toBe('referencement-guide-lx3k9a4f2c.png');
    const hostile = storedImageFilename('../../etc/passwd', 'abc123');
    expect(hostile).toBe('etc-passwd-abc123.png');
    for (const name of ['..', '/', '.png', 'a\\b', 'x'.repeat(300), 'Ünïcødé ✓']) {
      expect(storedImageFilename(name, 'z9')).toMatch(UPLOAD_FILENAME_PATTERN);
    }
    expect(storedImageFilename('', 'z9')).toBe('article-image-z9.png');
  });

  it('names a download with the local date and time', () => {
    const at = new Date(2026, 10, 22, 9, 5, 7);
    expect(imageDownloadFilename('Cabinet moderne', at)).toBe('cabinet-moderne-2026-11-22-090507.png');
    expect(imageDownloadFilename('', at)).toBe('article-image-2026-11-22-090507.png');
  });

  it('the image request cleans the filename and refuses a blank description (spec §5)', () => {
    expect(GenerateImageInput.parse({ prompt: 'Un bureau', filename: 'Mon Article.PNG' }).filename).toBe('mon-article');
    expect(GenerateImageInput.parse({ prompt: 'Un bureau' }).filename).toBe('article-image');
    const blank = GenerateImageInput.safeParse({ prompt: '   ', filename: 'x' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]?.message).toBe("Veuillez saisir une description pour l'image");
  });
});

describe('the article request', () => {
  it('accepts a site path or an http(s) image URL only', () => {
    const base = { practiceType: 'droit-penal', firmSize: 'avocat-independant', topic: 'seo-local' };
    expect(GenerateArticleInput.parse({ ...base, imageUrl: '/uploads/x.png' }).imageUrl).toBe('/uploads/x.png');
    expect(GenerateArticleInput.safeParse({ ...base, imageUrl: 'javascript:alert(1)' }).success).toBe(false);
  });
});

describe('checking what a provider wrote', () => {
  const article = {
    title: 'Le SEO local',
    excerpt: 'Résumé.',
    content: 'Intro\n\n## Section\n\nTexte',
    metaDescription: 'x '.repeat(120),
    keywords: ['seo', 'SEO', ' avocat ', 'local', 'a', 'b', 'c', 'd', 'e', 'f'],
  };

  it('cuts the meta description to 160 characters and keeps 3 to 8 distinct keywords', () => {
    const parsed = GeneratedArticle.parse(article);
    expect(parsed.metaDescription.length).toBeLessThanOrEqual(160);
    expect(parsed.keywords).toEqual(['seo', 'avocat', 'local', 'a', 'b', 'c', 'd', 'e']);
  });

  it('refuses content without H2 headings or with fewer than 3 keywords', () => {
    expect(GeneratedArticle.safeParse({ ...article, content: '# Titre\n\nTexte' }).success).toBe(false);
    expect(GeneratedArticle.safeParse({ ...article, keywords: ['seo', 'Seo', 'avocat'] }).success).toBe(false);
    expect(GeneratedArticle.safeParse({ ...article, title: '' }).success).toBe(false);
  });

  it('keeps 5 to 8 distinct ideas', () => {
    expect(GeneratedIdeas.safeParse(['a', 'b', 'c', 'd']).success).toBe(false);
    expect(GeneratedIdeas.parse(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'])).toHaveLength(8);
    expect(GeneratedIdeas.safeParse(['a', 'A', 'b', 'c', 'd']).success).toBe(false);
  });
});
