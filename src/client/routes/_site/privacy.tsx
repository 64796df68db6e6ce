import { createFileRoute } from '@tanstack/react-router';
import { seo } from '#client/lib/seo';
import { PrivacyPage } from '#client/components/pages/PrivacyPage';

export const Route = createFileRoute('/_site/privacy')({
  staticData: { cache: 'static', index: true },
  head: ({ match }) =>
    seo({
      title: 'Politique de confidentialité | Avocat Visible',
      description:
        'Comment Avocat Visible collecte, utilise et protège vos données personnelles, et comment exercer vos droits.',
      path: '/privacy',
      siteUrl: match.context.siteUrl,
    }),
  component: PrivacyPage,
});
