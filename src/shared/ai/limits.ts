/** Limits and fixed texts of the AI generator (spec §2, §9) shared by the screen and the server. */

/** Most characters of a generated article's meta description. */
export const AI_META_DESCRIPTION_MAX = 160;
/** Keywords of a generated article: at least 3, at most 8. */
export const AI_KEYWORDS = { min: 3, max: 8 } as const;
/** Topic ideas returned for a practice type: 5 to 8. */
export const AI_IDEAS = { min: 5, max: 8 } as const;
/** Size of a generated image (the Open Graph size, also the offline cover). */
export const COVER_IMAGE = { width: 1200, height: 630 } as const;

/** The four example prompts of the generator's image block (spec §2). */
export const EXAMPLE_IMAGE_PROMPTS = [
  'Bureau d’avocat moderne et lumineux, bibliothèque de codes juridiques, ambiance professionnelle',
  'Balance de la justice dorée sur un bureau en bois, lumière douce, style photographique',
  'Avocat conseillant un client dans une salle de réunion vitrée, ville en arrière-plan',
  'Illustration épurée d’un smartphone affichant une recherche Google « avocat près de chez moi »',
] as const;
