/**
 * The 60-second visibility quiz (spec §9): six questions, weights by id 2, 2, 3, 4, 5, 2.
 * For single-choice questions option index 0 is the best situation; question 6 is the
 * multiple-choice one and does not count in the score.
 */

export { QUIZ_DURATION_SECONDS, QUIZ_QUESTION_COUNT } from './meta';
// In modules of their own so that the quiz page loads neither the result texts nor the lead checks.
;
export { LEAD_SOURCE,   } from './lead-source';

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

/** Seconds left at which screen readers hear the countdown (a polite live region, not every second). */
export const QUIZ_ANNOUNCE_AT_SECONDS = [30, 10] as const;

