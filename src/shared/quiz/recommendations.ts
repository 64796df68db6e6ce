/**
 * The quiz analysis e-mail (promised by the toast « Votre analyse personnalisée va vous être
 * envoyée par email ») gives one concrete recommendation for each answer that cost points.
 * Keyed by question id (src/shared/quiz/questions.ts); `quizRecommendations` (analysis.ts) picks them.
 */
export type QuizRecommendation = {
  readonly title: string;
  readonly text: string;
};

export const QUIZ_RECOMMENDATIONS: Readonly<Record<number, QuizRecommendation>> = {
  1: {
    title: 'Votre site internet',
    text:
      "Un site récent, rapide et lisible sur mobile est la base : plus de 70 % des recherches d'avocat se font sur téléphone. " +
      'Présentez clairement vos domaines d’intervention, votre adresse, vos honoraires indicatifs et un moyen de prise de rendez-vous, dans le respect des règles de la profession.',
  },
  2: {
    title: 'Votre rythme de publication',
    text:
      'Publiez au moins deux articles par mois sur les questions que vos clients se posent (« combien coûte un divorce à Lyon ? », « que faire après une garde à vue ? »). ' +
      'Chaque article bien construit est une nouvelle porte d’entrée depuis Google pendant des années.',
  },
  3: {
    title: 'Votre position sur Google',
    text:
      "Ciblez trois mots-clés « spécialité + ville » et travaillez-les sur une page dédiée chacun : titre, description, contenu et liens internes. " +
      'Les trois premiers résultats captent l’essentiel des clics : au-delà de la première page, vous êtes invisible.',
  },
  4: {
    title: "Votre fiche d'établissement Google et vos avis",
    text:
      'Complétez votre fiche (horaires, catégories, photos du cabinet, lien vers votre site) et publiez-y une actualité par mois. ' +
      'Demandez un avis à chaque client satisfait et répondez à tous les avis : la note et le nombre d’avis pèsent dans le classement local.',
  },
  5: {
    title: 'Vos sources de nouveaux clients',
    text:
      'Internet devrait vous apporter chaque mois de nouveaux dossiers. Mesurez d’où viennent vos demandes (site, fiche Google, annuaires) ' +
      'et renforcez ce qui fonctionne : une page d’atterrissage par spécialité et un formulaire de contact simple font souvent doubler les demandes.',
  },
};

/** Shown when the visitor's channels miss the site or the Google listing (question 6 costs no points). */
export const QUIZ_CHANNELS_RECOMMENDATION: QuizRecommendation = {
  title: 'Diversifier vos canaux',
  text:
    'Le bouche-à-oreille ne suffit plus : vos futurs clients comparent en ligne avant d’appeler. ' +
    'Un site internet et une fiche Google à jour sont les deux canaux qui apportent le plus de clients aux cabinets que nous accompagnons.',
};
