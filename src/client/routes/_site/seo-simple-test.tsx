import { createFileRoute } from '@tanstack/react-router';
import { comingSoonPage } from '../../components/pages/comingSoonPage';

export const Route = createFileRoute('/_site/seo-simple-test')(
  comingSoonPage({
    title: 'Test simple du routage | Avocat Visible',
    heading: 'Test simple du routage',
    description: "Vérification du routage des pages SEO.",
    path: '/seo-simple-test',
    noindex: true,
  }),
);
