/** The AI writer's pure rules: the derived focus keyword, the revision prompt, the links checked against the site's pages. */
import { describe, expect, it } from 'vitest';
import { deriveFocusKeyword } from '#shared/ai/rules';
import { analyzeArticle } from '#shared/blog/seo-analysis';
import { costEuros } from '#shared/ai/usage';
import { revisionPrompt } from '#server/ai/prompt';

const article = {
  title: 'SEO local pour avocats',
  slug: 'seo-local-pour-avocats',
  metaDescription: 'Le SEO local pour les avocats.',
  content: '## SEO local\n\nLe SEO local aide. Voir [le quiz](/quiz) et [une page](/nulle-part?x=1#haut).',
  focusKeyword: 'SEO local',
};
const linkCheck = (sitePaths?: ReadonlySet<string>) => analyzeArticle(article, { sitePaths }).checks.find((c) => c.id === 'internal-links')!;

describe('the AI writer rules', () => {
  it('derives the focus keyword from the topic, and the city when given', () => {
    expect(deriveFocusKeyword('SEO local', null)).toBe('SEO local');
    expect(deriveFocusKeyword('SEO local', ' Lyon ')).toBe('SEO local Lyon');
  });

  it('marks an internal link to a page the site does not have as bad, only when the site’s pages are given', () => {
    expect(linkCheck()).toMatchObject({ status: 'good' });
    expect(linkCheck(new Set(['/quiz']))).toEqual({ id: 'internal-links', status: 'bad', message: 'Lien interne vers une page qui n’existe pas : /nulle-part.' });
    expect(linkCheck(new Set(['/quiz', '/nulle-part']))).toMatchObject({ status: 'good' });
  });

  it('asks for a revision naming every failing check, the bad ones first, with the analysis’s advice', () => {
    const analysis = {
      score: 62,
      checks: [
        { id: 'readability', status: 'improve' as const, message: 'Lisibilité : 40/100.' },
        { id: 'title-length', status: 'good' as const, message: 'Titre correct.' },
        { id: 'keyword-title', status: 'bad' as const, message: 'Ajoutez le mot-clé « SEO local » dans le titre.' },
      ],
    };
    const brief = { practiceType: 'droit-penal', firmSize: 'avocat-independant', topic: 'seo-local', customTopic: null, tone: 'professionnel', length: 'court' } as const;
    expect(revisionPrompt(2, analysis, 'SEO local', brief).split('\n')).toEqual([
      'Révision 2 : l’analyse SEO de l’éditeur donne 62/100 à ton article sur le mot-clé principal « SEO local ». Il faut au moins 80/100 et aucun point « à corriger ».',
      'Corrige ces points de l’analyse :',
      '- keyword-title (à corriger) : Ajoutez le mot-clé « SEO local » dans le titre.',
      '- readability (à améliorer) : Lisibilité : 40/100.',
      'Garde le sujet, le ton et une longueur de 800 à 1000 mots ; ne mets que des liens internes de la liste donnée. Renvoie l’article complet, dans le même format JSON.',
    ]);
  });

  it('prices the tokens of known models in euros', () => {
    expect(costEuros('gpt-4o-mini', 1_000_000, 1_000_000)).toBeCloseTo(0.69);
    expect(costEuros('modele-inconnu', 1_000_000, 1_000_000)).toBe(0);
  });
});
