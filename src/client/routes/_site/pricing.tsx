import { createFileRoute } from '@tanstack/react-router';
import { comingSoonPage } from '../../components/pages/comingSoonPage';

export const Route = createFileRoute('/_site/pricing')(
  comingSoonPage({
    title: 'Tarifs SEO et création de site pour avocats | Avocat Visible',
    heading: 'Nos tarifs',
    description: "Nos offres Essentiel, Professionnel et Premium : référencement, site web et contenu juridique pour cabinets d'avocats. Nom de domaine et hébergement inclus.",
    path: '/pricing',
  }),
);
