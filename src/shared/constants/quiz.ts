/**
 * The 60-second visibility quiz (spec §9): six questions, weights by id 2, 2, 3, 4, 5, 2.
 * For single-choice questions option index 0 is the best situation; question 6 is the
 * multiple-choice one and does not count in the score.
 */

export { QUIZ_DURATION_SECONDS, QUIZ_QUESTION_COUNT } from './quiz-meta';

/** Lead source sent with a quiz lead (spec §3, §9). */
export const LEAD_SOURCE = 'facebook-quiz';

export type QuizQuestion = {
  readonly id: number;
  readonly question: string;
  readonly type: 'single' | 'multiple';
  readonly options: readonly string[];
  readonly weight: number;
};

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 1,
    question: "Votre cabinet dispose-t-il d'un site internet ?",
    type: 'single',
    options: [
      'Oui, un site récent et adapté aux mobiles',
      'Oui, mais il a plus de 3 ans',
      'Oui, une simple page de présentation',
      'Non, pas encore',
    ],
    weight: 2,
  },
  {
    id: 2,
    question: 'À quelle fréquence publiez-vous des contenus juridiques (articles, actualités) ?',
    type: 'single',
    options: ['Chaque semaine', 'Chaque mois', 'Quelques fois par an', 'Jamais'],
    weight: 2,
  },
  {
    id: 3,
    question: 'Où apparaît votre cabinet quand on cherche votre spécialité dans votre ville sur Google ?',
    type: 'single',
    options: [
      'Dans les 3 premiers résultats',
      'En première page',
      'Au-delà de la première page',
      'Je ne sais pas',
    ],
    weight: 3,
  },
  {
    id: 4,
    question: "Votre fiche d'établissement Google est-elle complète et à jour ?",
    type: 'single',
    options: [
      'Oui, complète, avec photos et avis récents',
      'Oui, mais incomplète',
      "Elle existe, mais je ne m'en occupe pas",
      "Je n'en ai pas",
    ],
    weight: 4,
  },
  {
    id: 5,
    question: 'Combien de nouveaux clients vous contactent chaque mois grâce à internet ?',
    type: 'single',
    options: ['Plus de 10', 'Entre 5 et 10', 'Entre 1 et 4', 'Aucun'],
    weight: 5,
  },
  {
    id: 6,
    question: 'Quels canaux utilisez-vous pour attirer de nouveaux clients ? (plusieurs réponses possibles)',
    type: 'multiple',
    options: [
      'Site internet',
      "Fiche d'établissement Google",
      'Réseaux sociaux',
      'Annuaires juridiques',
      'Bouche-à-oreille',
    ],
    weight: 2,
  },
];

/** Result bands (spec §9: ≥ 80 excellent, ≥ 60 good, ≥ 40 average, < 40 warning) and their texts. */
export const QUIZ_BANDS = {
  excellent: {
    min: 80,
    title: 'Excellente visibilité',
    text: 'Votre cabinet est bien visible en ligne. Quelques optimisations ciblées peuvent encore vous apporter de nouveaux clients chaque mois.',
  },
  good: {
    min: 60,
    title: 'Bonne visibilité',
    text: 'Votre cabinet a de bonnes bases, mais des leviers importants restent inexploités : vos confrères mieux référencés captent encore une partie de vos clients.',
  },
  average: {
    min: 40,
    title: 'Visibilité moyenne',
    text: 'Votre cabinet est trop discret sur internet : une partie des clients qui cherchent un avocat de votre spécialité ne vous trouvent pas.',
  },
  warning: {
    min: 0,
    title: 'Attention : visibilité faible',
    text: 'Votre cabinet est presque invisible en ligne. Vous passez à côté de nombreux clients potentiels : il est temps d’agir.',
  },
} as const;

/** Seconds left at which screen readers hear the countdown (a polite live region, not every second). */
export const QUIZ_ANNOUNCE_AT_SECONDS = [30, 10] as const;

/**
 * Test hook: a browser test may set `window[QUIZ_DURATION_TEST_FLAG] = 2` (before the page's
 * scripts run) to shorten the countdown. Only the browser reads it, never the server: the
 * server-rendered page always says 60 seconds, and a link cannot carry it.
 */
export const QUIZ_DURATION_TEST_FLAG = '__AV_QUIZ_DURATION_SECONDS__';

/** Longest stored lead source (a slug built from utm_source and utm_campaign). */
export const LEAD_SOURCE_MAX = 60;

/** French messages of the quiz answers' validation (400 replies). */
export const QUIZ_ANSWER_MESSAGES = {
  unknownQuestion: (id: number) => `Question inconnue : ${id}.`,
  unknownOption: (id: number) => `Réponse inconnue pour la question ${id}.`,
  expectsOne: (id: number) => `La question ${id} attend une seule réponse.`,
  expectsList: (id: number) => `La question ${id} attend une liste de réponses.`,
  duplicate: (id: number) => `La question ${id} a reçu plusieurs réponses.`,
} as const;
