/** The French instructions sent to a language model; the article's one is stored with the draft. */
import { AI_IDEAS, AI_KEYWORDS, AI_META_DESCRIPTION_MAX } from '#shared/ai/limits';
import { FIRM_SIZE_LABELS, GENERATOR_PRACTICE_TYPE_LABELS, GENERATOR_TOPIC_LABELS, LENGTH_WORDS, TONE_LABELS, type GeneratorPracticeType } from '#shared/practice/areas';
import type { SeoAnalysis } from '#shared/blog/seo-analysis';
import { AI_DRAFT_PASS_SCORE } from '#shared/ai/rules';
import type { ArticleBrief } from './provider';

export const SYSTEM_PROMPT =
  'Tu es rédacteur web pour Avocat Visible, une agence française de référencement et de création de sites ' +
  'pour les avocats. Tu écris en français, de façon exacte, utile et conforme à la déontologie des avocats ' +
  '(aucune promesse de résultat, aucune comparaison dénigrante). Tu réponds uniquement avec le JSON demandé.';

const TONE_GUIDES: Record<ArticleBrief['tone'], string> = {
  professionnel: 'professionnel : précis, sobre, vouvoiement, phrases complètes',
  accessible: 'accessible : simple, chaleureux, sans jargon, exemples concrets, vouvoiement',
  technique: 'technique : détaillé, vocabulaire SEO et web exact (balises, données structurées, indexation)',
};

/**
 * The instruction for one article (also stored as the draft's generation prompt); with a focus
 * keyword, where the editor's SEO analysis looks for it; with site links, 2 to 3 of them to use.
 */
export function articlePrompt(brief: ArticleBrief, focusKeyword?: string | null): string {
  const { minWords, maxWords } = LENGTH_WORDS[brief.length];
  const subject = brief.customTopic ?? GENERATOR_TOPIC_LABELS[brief.topic];
  const links = brief.siteLinks ?? [];
  const seo = [
    ...(focusKeyword
      ? [
          `Mot-clé principal : « ${focusKeyword} ». Place-le tel quel dans le titre, dans la première phrase, dans au moins un ` +
            'intertitre « ## », dans la meta description, et quelques fois dans le texte (environ 1 % des mots, sans excès).',
        ]
      : []),
    ...(links.length
      ? [
          'Ajoute 2 à 3 liens internes pertinents en Markdown [texte](chemin), choisis uniquement parmi ces pages du site ' +
            '(aucun autre chemin) :\n' +
            links.map((l) => `- ${l.title} : ${l.path}`).join('\n'),
        ]
      : []),
    'Phrases courtes (moins de 25 mots), paragraphes de moins de 150 mots, mots de liaison fréquents (en effet, ainsi, par ailleurs…).',
  ];
  return [
    `Rédige un article de blog pour des avocats en ${GENERATOR_PRACTICE_TYPE_LABELS[brief.practiceType].toLowerCase()}.`,
    `Sujet : ${subject}.`,
    `Lecteur : ${FIRM_SIZE_LABELS[brief.firmSize].toLowerCase()}.`,
    `Thème : ${GENERATOR_TOPIC_LABELS[brief.topic]}.`,
    `Ton : ${TONE_GUIDES[brief.tone]} (${TONE_LABELS[brief.tone]}).`,
    `Longueur du contenu : entre ${minWords} et ${maxWords} mots.`,
    'Contenu en Markdown : une introduction, des sections avec des intertitres « ## », au moins une liste, ' +
      'une conclusion et un appel à l’action vers Avocat Visible. Pas de titre « # » dans le contenu.',
    `Champs : title (titre), excerpt (résumé de 1 à 2 phrases), content (Markdown), metaDescription ` +
      `(au plus ${AI_META_DESCRIPTION_MAX} caractères), keywords (${AI_KEYWORDS.min} à ${AI_KEYWORDS.max} mots-clés).`,
    ...(focusKeyword || links.length ? seo : []),
  ].join('\n');
}

/** Checks by urgency: « à corriger » (bad) first, then « à améliorer ». */
const STATUS_WORDS = { bad: 'à corriger', improve: 'à améliorer' } as const;

/**
 * The revision request after the editor's SEO analysis: the score, every check that is not
 * good (its id, its urgency and the analysis's own advice), and what must not change.
 */
export function revisionPrompt(round: number, analysis: SeoAnalysis, focusKeyword: string, brief: ArticleBrief): string {
  const { minWords, maxWords } = LENGTH_WORDS[brief.length];
  const failing = analysis.checks
    .filter((c) => c.status !== 'good')
    .sort((a, b) => (a.status === b.status ? 0 : a.status === 'bad' ? -1 : 1))
    .map((c) => `- ${c.id} (${STATUS_WORDS[c.status as 'bad' | 'improve']}) : ${c.message}`);
  return [
    `Révision ${round} : l’analyse SEO de l’éditeur donne ${analysis.score}/100 à ton article sur le mot-clé principal « ${focusKeyword} ». ` +
      `Il faut au moins ${AI_DRAFT_PASS_SCORE}/100 et aucun point « à corriger ».`,
    'Corrige ces points de l’analyse :',
    ...failing,
    `Garde le sujet, le ton et une longueur de ${minWords} à ${maxWords} mots ; ne mets que des liens internes de la liste donnée. ` +
      'Renvoie l’article complet, dans le même format JSON.',
  ].join('\n');
}

/** Added to the prompt when the first article's length was outside the range. */
export function lengthCorrection(words: number, brief: ArticleBrief): string {
  const { minWords, maxWords } = LENGTH_WORDS[brief.length];
  return (
    `Ta réponse précédente comptait ${words} mots. Réécris l’article complet pour que le champ content compte ` +
    `strictement entre ${minWords} et ${maxWords} mots.`
  );
}

export function ideasPrompt(practiceType: GeneratorPracticeType): string {
  return (
    `Propose entre ${AI_IDEAS.min} et ${AI_IDEAS.max} idées d’articles de blog, en français, pour un cabinet d’avocats en ` +
    `${GENERATOR_PRACTICE_TYPE_LABELS[practiceType].toLowerCase()} qui veut développer sa visibilité en ligne ` +
    '(référencement, contenu, réseaux sociaux, réputation, site web). Chaque idée est un titre d’article précis, ' +
    'propre à ce domaine du droit. Champ : ideas (liste de titres).'
  );
}

/** The image instruction: the admin's description, framed for a blog illustration. */
export function imagePrompt(description: string): string {
  return `Illustration d’article de blog pour un cabinet d’avocats, sans texte incrusté. ${description}`;
}
