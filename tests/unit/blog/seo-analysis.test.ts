/** The SEO analysis rules on French texts (issue #20), shared by the editor and the API. */
import { describe, expect, it } from 'vitest';
import { composeArticle } from '#server/ai/composer';
import { FIRM_SIZES, GENERATOR_PRACTICE_TYPES, GENERATOR_TOPIC_LABELS, GENERATOR_TOPICS, LENGTHS, TONES } from '#shared/practice/areas';
import { headingGap, lengthStatus } from '#shared/audit/page-rules';
import { chooseFocusKeyword, countSyllables, kandelMoles, splitSentences } from '#shared/blog/french-text';
import { analysisPasses, analyzeArticle, type SeoAnalysis } from '#shared/blog/seo-analysis';
import { slugify } from '#shared/format/slug';
import { snippetText } from '#shared/blog/snippet';

const status = (a: SeoAnalysis, id: string) => a.checks.find((c) => c.id === id)?.status;
const message = (a: SeoAnalysis, id: string) => a.checks.find((c) => c.id === id)?.message;

const PARAGRAPH =
  'Un avocat en droit de la famille à Lyon doit être trouvé par ses futurs clients. En effet, la plupart cherchent sur Google avant d’appeler. ' +
  'Ainsi, une fiche d’établissement complète et des pages claires font la différence. Par ailleurs, les avis de clients rassurent. ' +
  'Le divorce, la garde des enfants et la pension alimentaire sont des sujets sensibles. Chaque page doit donc répondre simplement aux questions posées.';

/** A well-built French article on 'avocat divorce Lyon' (about 700 words). */
function goodArticle() {
  const section = (title: string) => `## ${title}\n\n${PARAGRAPH}\n\n${PARAGRAPH.replace('Un avocat en droit de la famille', 'Un avocat divorce Lyon')}`;
  const content = [
    `Vous êtes avocat divorce Lyon et vous voulez plus de clients ? ${PARAGRAPH}`,
    section('Pourquoi un avocat divorce Lyon doit soigner sa visibilité'),
    section('Les pages à créer en priorité'),
    '![Cabinet d’avocat à Lyon](/uploads/cabinet.webp)',
    section('Mesurer les résultats'),
    `Consultez aussi [notre guide du SEO local](/blog/seo-local-avocats). ${PARAGRAPH}`,
    section('Conclusion'),
  ].join('\n\n');
  return {
    title: 'Avocat divorce Lyon : attirer des clients grâce au web',
    slug: 'avocat-divorce-lyon-attirer-des-clients',
    metaDescription: 'Avocat divorce Lyon : les pages, la fiche Google et les avis qui attirent des clients, étape par étape, dans le respect de la déontologie.',
    content,
    focusKeyword: 'avocat divorce Lyon',
  };
}

describe('the SEO analysis of an article', () => {
  it('scores a well-built French article highly, with French messages', () => {
    const analysis = analyzeArticle(goodArticle(), { siteHost: 'www.avocat-visible.fr' });
    expect(analysis.score).toBeGreaterThanOrEqual(85);
    expect(analysisPasses(analysis)).toBe(true);
    for (const id of ['keyword-title', 'keyword-slug', 'keyword-intro', 'keyword-description', 'keyword-h2', 'h2-structure', 'image-alt', 'internal-links', 'title-length', 'meta-description-length']) {
      expect(status(analysis, id), id).toBe('good');
    }
    expect(message(analysis, 'keyword-title')).toBe('Le mot-clé figure dans le titre.');
    expect(message(analysis, 'image-alt')).toBe('Toutes les images (1) ont un texte alternatif.');
  });

  it('matches the keyword whatever its case and accents, as whole words', () => {
    const base = goodArticle();
    expect(status(analyzeArticle({ ...base, focusKeyword: 'AVOCAT DIVÓRCE lyon' }), 'keyword-title')).toBe('good');
    expect(status(analyzeArticle({ ...base, focusKeyword: 'avocat div' }), 'keyword-title')).toBe('bad');
  });

  it('flags a missing keyword, a missing description, no H2 and images without alt text', () => {
    const analysis = analyzeArticle({
      title: 'Bonjour',
      slug: 'bonjour',
      metaDescription: '',
      content: 'Un texte sans intertitre. ![](/uploads/x.webp)\n\n### Un H3 orphelin\n\nFin.',
      focusKeyword: '',
    });
    expect(status(analysis, 'focus-keyword')).toBe('bad');
    expect(message(analysis, 'focus-keyword')).toBe('Choisissez un mot-clé principal : l’analyse du mot-clé en dépend.');
    expect(status(analysis, 'keyword-title')).toBe('bad');
    expect(status(analysis, 'meta-description-length')).toBe('bad');
    expect(status(analysis, 'title-length')).toBe('improve');
    expect(message(analysis, 'title-length')).toBe('Titre de 7 caractères ; idéal : 30 à 65 (Google coupe vers 60).');
    expect(status(analysis, 'h2-structure')).toBe('bad');
    expect(message(analysis, 'image-alt')).toBe('Ajoutez un texte alternatif aux images (1 sur 1 sans texte alternatif : ![description](…)).');
    expect(status(analysis, 'internal-links')).toBe('improve');
    expect(analysis.score).toBeLessThan(30);
    expect(analysisPasses(analysis)).toBe(false);
  });

  it('keeps the keyword density within a band: too rare, right, stuffed', () => {
    const filler = 'Le cabinet conseille ses clients avec soin et rigueur chaque jour. '.repeat(30);
    const withUses = (n: number) =>
      analyzeArticle({ ...goodArticle(), content: `## Titre\n\n${'Notre avocat fiscaliste répond. '.repeat(n)}${filler}` , focusKeyword: 'avocat fiscaliste' });
    // ≈ 340 words: 1 use of 2 words ≈ 0.6 %, 20 uses ≈ 9 %.
    expect(status(withUses(1), 'keyword-density')).toBe('good');
    expect(status(withUses(20), 'keyword-density')).toBe('bad');
    expect(message(withUses(20), 'keyword-density')).toMatch(/au-delà de 2,5 %, le texte paraît suroptimisé/);
    expect(status(analyzeArticle({ ...goodArticle(), focusKeyword: 'notaire' }), 'keyword-density')).toBe('bad');
  });

  it('measures the length against the article’s length setting', () => {
    const short = analyzeArticle({ ...goodArticle(), length: 'long' });
    expect(status(short, 'text-length')).toBe('bad');
    expect(message(short, 'text-length')).toMatch(/visez au moins 1800 mots \(longueur choisie\)/);
    expect(status(analyzeArticle(goodArticle()), 'text-length')).toBe('good'); // ≥ 600 words without a setting
  });

  it('reads French readability: long sentences, long paragraphs, transition words', () => {
    const long =
      'Le cabinet qui souhaite développer sa clientèle dans une grande ville où la concurrence entre avocats est forte doit travailler patiemment sa présence sur les moteurs de recherche, ses pages de services et sa réputation en ligne. ';
    const heavy = analyzeArticle({ ...goodArticle(), content: `## Partie\n\n${long.repeat(8)}` });
    expect(status(heavy, 'sentence-length')).toBe('bad');
    expect(message(heavy, 'sentence-length')).toMatch(/^100 % des phrases dépassent 25 mots/);
    expect(status(heavy, 'paragraph-length')).toBe('improve');
    expect(status(heavy, 'transition-words')).toBe('bad');
    expect(status(analyzeArticle(goodArticle()), 'transition-words')).toBe('good');
  });

  it('computes Kandel–Moles on French sentences', () => {
    expect(countSyllables('avocat')).toBe(3);
    expect(countSyllables('juridique')).toBe(3); // final mute e
    expect(countSyllables('clientèle')).toBe(2); // « ie » is one vowel group
    expect(countSyllables('guide')).toBe(1);
    expect(countSyllables('moment')).toBe(2);
    expect(countSyllables('établissement')).toBe(5);
    expect(splitSentences('Bonjour. Le taux est de 1.5 % ! Vraiment ? Oui…')).toEqual(['Bonjour.', 'Le taux est de 1.5 % !', 'Vraiment ?', 'Oui…']);
    // 4 words, 4 syllables: 207 − 1,015 × 4 − 73,6 × 1 = 129,34; « avocate » has 3 syllables (mute e).
    expect(kandelMoles(['Le chat dort bien.'])).toBeCloseTo(129.34, 5);
    expect(kandelMoles(['Une avocate plaide.'])).toBeCloseTo(207 - 1.015 * 3 - 73.6 * ((1 + 3 + 1) / 3), 5);
    const easy = kandelMoles(['Le juge lit le dossier.', 'Il rend sa décision.']);
    const hard = kandelMoles([
      'Conformément aux dispositions législatives précédemment évoquées, la responsabilité contractuelle éventuellement engagée suppose nécessairement une démonstration particulièrement rigoureuse.',
    ]);
    expect(easy).toBeGreaterThan(60);
    expect(hard).toBeLessThan(30);
    expect(status(analyzeArticle({ ...goodArticle(), content: `## A\n\n${'Conformément aux dispositions législatives précédemment évoquées, la responsabilité contractuelle suppose une démonstration rigoureuse. '.repeat(5)}` }), 'readability')).toBe('bad');
  });

  it('shares the audit engine’s rules: title/description lengths and the heading hierarchy', () => {
    expect(lengthStatus('x'.repeat(50), { min: 30, max: 65 })).toBe('good');
    expect(lengthStatus('x'.repeat(70), { min: 30, max: 65 })).toBe('improve');
    expect(lengthStatus('  ', { min: 30, max: 65 })).toBe('bad');
    expect(headingGap([2, 3, 2])).toBeNull();
    expect(headingGap([3])).toBe('H3 sans H2 avant');
  });

  it('gives the offline generator’s drafts a focus keyword, and every sampled draft passes', () => {
    let sampled = 0;
    for (const practiceType of GENERATOR_PRACTICE_TYPES.slice(0, 3)) {
      for (const topic of GENERATOR_TOPICS) {
        for (const tone of TONES) {
          const length = LENGTHS[sampled % LENGTHS.length]!;
          const brief = { practiceType, firmSize: FIRM_SIZES[sampled % FIRM_SIZES.length]!, topic, customTopic: null, tone, length };
          const draft = composeArticle(brief);
          const focusKeyword = chooseFocusKeyword(draft.title, [GENERATOR_TOPIC_LABELS[topic], ...draft.keywords]);
          expect(focusKeyword).toBe(GENERATOR_TOPIC_LABELS[topic]);
          const analysis = analyzeArticle({ ...draft, slug: slugify(draft.title), focusKeyword, length });
          expect(analysis.checks.filter((c) => c.status === 'bad'), `${practiceType} ${topic} ${tone}`).toEqual([]);
          expect(analysis.score).toBeGreaterThanOrEqual(70);
          sampled += 1;
        }
      }
    }
    expect(sampled).toBe(72);
  });

  it('cuts snippet texts like a search result', () => {
    expect(snippetText('Court titre', 60)).toBe('Court titre');
    const cut = snippetText('Avocat droit pénal à Lyon : le guide complet pour être trouvé sur Google en 2026', 60);
    expect(cut).toMatch(/ …$/);
    expect(cut.length).toBeLessThanOrEqual(62);
  });
});
