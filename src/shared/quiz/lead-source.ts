/** Lead source sent with a quiz lead (spec §3, §9). */
export const LEAD_SOURCE = 'facebook-quiz';

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
