import { createFileRoute } from '@tanstack/react-router';
import { comingSoonPage } from '../../components/pages/comingSoonPage';

export const Route = createFileRoute('/_site/pages-seo')(
  comingSoonPage({
    title: 'Annuaire des pages SEO par ville et spécialité | Avocat Visible',
    heading: 'Pages SEO par ville et spécialité',
    description: "Toutes nos pages de référencement local pour avocats : 20 villes et 8 spécialités du droit.",
    path: '/pages-seo',
  }),
);
