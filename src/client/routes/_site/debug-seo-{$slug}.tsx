import { createFileRoute } from '@tanstack/react-router';
import { seo } from '../../lib/seo';
import { PageHero } from '../../components/pages/PageHero';

export const Route = createFileRoute('/_site/debug-seo-{$slug}')({
  head: ({ match, params }) =>
    seo({
      title: 'Débogage SEO | Avocat Visible',
      description: 'Paramètres de route de la page SEO.',
      path: `/debug-seo-${params.slug}`,
      siteUrl: match.context.siteUrl,
      noindex: true,
    }),
  component: DebugPage,
});

function DebugPage() {
  const { slug } = Route.useParams();
  return (
    <>
      <PageHero title="Débogage SEO" intro="Paramètres de la route et découpage du slug." />
      <section className="mx-auto max-w-5xl px-4 py-12">
        <dl className="grid gap-2 rounded-xl border border-slate-200 p-6 font-mono text-sm">
          <dt className="font-semibold">slug</dt>
          <dd>{slug}</dd>
          <dt className="font-semibold">parties</dt>
          <dd>{slug.split('-').join(' · ')}</dd>
        </dl>
      </section>
    </>
  );
}
