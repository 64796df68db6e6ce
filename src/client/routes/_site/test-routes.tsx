import { createFileRoute } from '@tanstack/react-router';
import { comingSoonPage } from '../../components/pages/comingSoonPage';

export const Route = createFileRoute('/_site/test-routes')(
  comingSoonPage({
    title: 'Test des routes SEO | Avocat Visible',
    heading: 'Test des routes',
    description: "Liens de test vers les pages SEO locales.",
    path: '/test-routes',
    noindex: true,
  }),
);
