import { createFileRoute } from '@tanstack/react-router';
import { seo } from '#client/lib/seo';
import { TestRoutesPage } from '#client/components/seo-tools/TestRoutesPage';

export const Route = createFileRoute('/_site/test-routes')({
  staticData: { cache: 'static', index: false },
  head: ({ match }) =>
    seo({
      title: 'Test des routes SEO | Avocat Visible',
      description: "Liens de test vers sept pages SEO locales.",
      path: '/test-routes',
      siteUrl: match.context.siteUrl,
      noindex: true,
    }),
  component: TestRoutesPage,
});
