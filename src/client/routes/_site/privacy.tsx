import { createFileRoute } from '@tanstack/react-router';
import { comingSoonPage } from '../../components/pages/comingSoonPage';

export const Route = createFileRoute('/_site/privacy')(
  comingSoonPage({
    title: 'Politique de confidentialité | Avocat Visible',
    heading: 'Politique de confidentialité',
    description: "Comment Avocat Visible collecte, utilise et protège vos données personnelles, et comment exercer vos droits.",
    path: '/privacy',
  }),
);
