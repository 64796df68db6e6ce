import { createFileRoute } from '@tanstack/react-router';
import { comingSoonPage } from '../../components/pages/comingSoonPage';

export const Route = createFileRoute('/_site/sitemap')(
  comingSoonPage({
    title: 'Plan du site | Avocat Visible',
    heading: 'Plan du site',
    description: "Toutes les pages et tous les articles du site Avocat Visible.",
    path: '/sitemap',
  }),
);
