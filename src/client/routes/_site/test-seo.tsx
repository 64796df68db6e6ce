import { createFileRoute } from '@tanstack/react-router';
import { comingSoonPage } from '../../components/pages/comingSoonPage';

export const Route = createFileRoute('/_site/test-seo')(
  comingSoonPage({
    title: 'Test SEO | Avocat Visible',
    heading: 'Test SEO',
    description: "Page de test du référencement des pages générées.",
    path: '/test-seo',
    noindex: true,
  }),
);
