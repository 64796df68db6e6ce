import { createFileRoute } from '@tanstack/react-router';
import { comingSoonPage } from '../../components/pages/comingSoonPage';

export const Route = createFileRoute('/_site/quiz')(
  comingSoonPage({
    title: 'Quiz : votre cabinet est-il visible en ligne ? | Avocat Visible',
    heading: 'Quiz de visibilité en 60 secondes',
    description: "Répondez à 6 questions en 60 secondes et découvrez le score de visibilité en ligne de votre cabinet d'avocats.",
    path: '/quiz',
  }),
);
