import { loadImage } from '@napi-rs/canvas';
import { marked, type Token, type Tokens } from 'marked';
import { describe, expect, it } from 'vitest';
import { AI_IDEAS, AI_META_DESCRIPTION_MAX, COVER_IMAGE } from '#shared/ai/limits';
import { FIRM_SIZES, GENERATOR_PRACTICE_TYPES, GENERATOR_TOPICS, LENGTHS, LENGTH_WORDS, TONES } from '#shared/practice/areas';
import { countWords } from '#shared/format/text';
import { GeneratedArticle } from '#shared/ai/schemas';
import { composeArticle } from '#server/ai/composer';
import { renderCover } from '#server/ai/cover';
import { composeIdeas } from '#server/ai/ideas';
import type { ArticleBrief } from '#server/ai/provider';

const brief = (over: Partial<ArticleBrief> = {}): ArticleBrief => ({
  practiceType: 'droit-penal',
  firmSize: 'avocat-independant',
  topic: 'seo-local',
  customTopic: null,
  tone: 'professionnel',
  length: 'moyen',
  ...over,
});

/** Block tokens of the Markdown (top level). */
const blocks = (markdown: string): Token[] => marked.lexer(markdown);

describe('the offline article composer', () => {
  for (const length of LENGTHS) {
    for (const tone of TONES) {
      it(`writes a ${length} article in a ${tone} tone inside the word range, for every practice type`, () => {
        const { minWords, maxWords } = LENGTH_WORDS[length];
        for (const practiceType of GENERATOR_PRACTICE_TYPES) {
          for (const [i, topic] of GENERATOR_TOPICS.entries()) {
            const article = composeArticle(brief({ practiceType, topic, tone, length, firmSize: FIRM_SIZES[i % FIRM_SIZES.length]! }));
            const words = countWords(article.content);
            expect(words, `${practiceType}/${topic}`).toBeGreaterThanOrEqual(minWords);
            expect(words, `${practiceType}/${topic}`).toBeLessThanOrEqual(maxWords);
          }
        }
      });
    }
  }

  it('stays in range with a long custom subject', () => {
    const customTopic =
      'Comment un cabinet peut utiliser LinkedIn, sa fiche Google et un blog juridique pour attirer des clients, ' +
      'tout en respectant la déontologie et le secret professionnel, sans y passer plus de deux heures par semaine';
    for (const length of LENGTHS) {
      for (const tone of TONES) {
        const words = countWords(composeArticle(brief({ customTopic, topic: 'reseaux-sociaux', tone, length })).content);
        expect(words).toBeGreaterThanOrEqual(LENGTH_WORDS[length].minWords);
        expect(words).toBeLessThanOrEqual(LENGTH_WORDS[length].maxWords);
      }
    }
  });

  it('writes valid Markdown: introduction, H2 sections, a list, a conclusion and a call to action', () => {
    const article = composeArticle(brief({ length: 'court' }));
    const tokens = blocks(article.content);
    expect(tokens[0]?.type).toBe('paragraph');
    const headings = tokens.filter((t): t is Tokens.Heading => t.type === 'heading');
    expect(headings.length).toBeGreaterThanOrEqual(4);
    expect(headings.every((h) => h.depth === 2)).toBe(true);
    expect(headings.at(-1)?.text).toMatch(/^Conclusion : /);
    const lists = tokens.filter((t): t is Tokens.List => t.type === 'list');
    expect(lists.length).toBeGreaterThanOrEqual(1);
    expect(lists[0]!.items.length).toBeGreaterThanOrEqual(3);
    const last = tokens.filter((t) => t.type === 'paragraph').at(-1) as Tokens.Paragraph;
    expect(last.text).toContain('01 99 00 12 34');
    expect(last.text).toMatch(/\]\(\/(roi-calculator|quiz)\)/);
    expect(marked.parse(article.content)).toContain('<h2>');
  });

  it('fills every field the draft needs, within the limits', () => {
    for (const practiceType of GENERATOR_PRACTICE_TYPES) {
      const article = composeArticle(brief({ practiceType }));
      expect(GeneratedArticle.parse(article)).toEqual(article);
      expect(article.metaDescription.length).toBeLessThanOrEqual(AI_META_DESCRIPTION_MAX);
      expect(article.keywords.length).toBeGreaterThanOrEqual(3);
      expect(article.keywords.length).toBeLessThanOrEqual(8);
      expect(article.content).not.toMatch(/\bde le\b|\bde les\b|\$\{|undefined/);
      // French elisions and contractions after interpolation: 'd’apparaître', 'du nombre'.
      expect(article.content).not.toMatch(/\b(de|que) [aeiouyéèêàâîôû]/i);
    }
  });

  it('gives a different article for each practice type and each topic', () => {
    const byPractice = GENERATOR_PRACTICE_TYPES.map((practiceType) => composeArticle(brief({ practiceType })).content);
    expect(new Set(byPractice).size).toBe(GENERATOR_PRACTICE_TYPES.length);
    expect(byPractice[0]).toContain('garde à vue');
    expect(byPractice[GENERATOR_PRACTICE_TYPES.indexOf('droit-du-travail')]).toContain('licenciement');

    const byTopic = GENERATOR_TOPICS.map((topic) => composeArticle(brief({ topic })));
    expect(new Set(byTopic.map((a) => a.content)).size).toBe(GENERATOR_TOPICS.length);
    expect(new Set(byTopic.map((a) => a.title)).size).toBe(GENERATOR_TOPICS.length);
  });

  it('changes the wording with the tone', () => {
    const [pro, easy, tech] = TONES.map((tone) => composeArticle(brief({ tone })));
    expect(new Set([pro!.content, easy!.content, tech!.content]).size).toBe(3);
    expect(easy!.content).toContain('Vous êtes un avocat pénaliste');
    expect(tech!.content).toMatch(/données structurées|Core Web Vitals|indexation/);
    expect(pro!.content).toContain('En définitive');
  });

  it('uses the admin’s own subject as the title', () => {
    const article = composeArticle(brief({ customTopic: 'garde à vue : la page d’urgence du cabinet' }));
    expect(article.title).toBe('Garde à vue : la page d’urgence du cabinet');
    expect(article.content).toContain('« garde à vue : la page d’urgence du cabinet »');
  });
});

describe('offline topic ideas', () => {
  it('gives 5 to 8 distinct ideas per practice type, specific to it', () => {
    const all = GENERATOR_PRACTICE_TYPES.map((practiceType) => composeIdeas(practiceType));
    for (const ideas of all) {
      expect(ideas.length).toBeGreaterThanOrEqual(AI_IDEAS.min);
      expect(ideas.length).toBeLessThanOrEqual(AI_IDEAS.max);
      expect(new Set(ideas).size).toBe(ideas.length);
    }
    expect(all[0]!.join(' ')).toContain('garde à vue');
    expect(all[GENERATOR_PRACTICE_TYPES.indexOf('droit-fiscal')]!.join(' ')).toContain('contrôle fiscal');
    // No idea is shared by two practice types.
    expect(new Set(all.flat()).size).toBe(all.flat().length);
  });
});

describe('the offline cover image', () => {
  it('is a valid PNG of 1200×630 that decodes', async () => {
    const png = renderCover({ title: 'Bureau d’avocat moderne et lumineux, ambiance professionnelle' });
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBe(COVER_IMAGE.width);
    expect(png.readUInt32BE(20)).toBe(COVER_IMAGE.height);
    const image = await loadImage(png);
    expect([image.width, image.height]).toEqual([1200, 630]);
  });

  it('draws the title: two titles give two different images', () => {
    const a = renderCover({ title: 'SEO local pour avocats' });
    const b = renderCover({ title: 'Réputation en ligne' });
    expect(a.equals(b)).toBe(false);
    expect(renderCover({ title: 'x'.repeat(2000) }).length).toBeGreaterThan(1000);
  });
});
