import { createFileRoute } from '@tanstack/react-router';
import { seo } from '#client/lib/seo';
import { TestSeoPage } from '#client/components/seo-tools/TestSeoPage';

export const Route = createFileRoute('/_site/test-seo')({
  staticData: { cache: 'static', index: false },
  head: ({ match }) =>
    seo({
      title: 'Test SEO | Avocat Visible',
      description: "Page de test du référencement des pages générées.",
      path: '/test-seo',
      siteUrl: match.context.siteUrl,
      noindex: true,
    }),
  component: TestSeoPage,
});
