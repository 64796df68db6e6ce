import { createFileRoute } from '@tanstack/react-router';
import { comingSoonPage } from '../../components/pages/comingSoonPage';

export const Route = createFileRoute('/_site/seo-demo')(
  comingSoonPage({
    title: 'Démonstration des pages SEO | Avocat Visible',
    heading: 'Démonstration des pages SEO',
    description: "Démonstration des 160 pages SEO générées pour 20 villes et 8 spécialités.",
    path: '/seo-demo',
    noindex: true,
  }),
);
