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
