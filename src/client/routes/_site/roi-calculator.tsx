import { createFileRoute } from '@tanstack/react-router';
import { comingSoonPage } from '../../components/pages/comingSoonPage';

export const Route = createFileRoute('/_site/roi-calculator')(
  comingSoonPage({
    title: 'Calculateur ROI SEO pour avocats | Avocat Visible',
    heading: 'Calculateur ROI',
    description: "Estimez le retour sur investissement d'une stratégie SEO pour votre cabinet : nouveaux clients, chiffre d'affaires supplémentaire et délai de rentabilité.",
    path: '/roi-calculator',
  }),
);
