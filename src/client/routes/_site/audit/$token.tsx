import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { AuditReportPage } from '#client/components/audit/AuditReportPage';
import { SITE } from '#shared/site/brand';
import { seo } from '#client/lib/seo';
import { errorStatus } from '#client/trpc/deferred-api';

/** /audit/{token}: the full report of one audit — private to whoever holds the link, never indexed. */
export const Route = createFileRoute('/_site/audit/$token')({
  staticData: { cache: 'private', index: false },
  loader: async ({ context, params }) => {
    try {
      const utils = await context.trpc();
      return await utils.tools.auditReport.ensureData({ token: params.token });
    } catch (error) {
      const status = errorStatus(error);
      if (status === 404 || status === 400) throw notFound();
      throw error;
    }
  },
  head: ({ match, loaderData, params }) =>
    seo({
      title: loaderData ? `Rapport d’audit SEO de ${loaderData.domain} | ${SITE.brand}` : `Rapport introuvable | ${SITE.brand}`,
      description: loaderData
        ? `Audit SEO de ${loaderData.domain} : score global ${loaderData.overallScore}/100 sur ${loaderData.pagesAnalyzed} pages, chaque point à corriger expliqué.`
        : 'Ce rapport d’audit n’existe pas ou n’est plus disponible.',
      path: `/audit/${params.token}`,
      siteUrl: match.context.siteUrl,
      noindex: true,
    }),
  component: function AuditReportRoute() {
    return <AuditReportPage report={Route.useLoaderData()} />;
  },
  notFoundComponent: () => (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Rapport introuvable</h1>
      <p className="mt-4 text-lg text-slate-600">
        Ce lien ne correspond à aucun rapport : il est erroné, ou l’audit a plus de 2 ans (les audits sont conservés 2 ans).
      </p>
      <Link to="/" hash="outils" className="mt-8 inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
        Lancer un nouvel audit gratuit
      </Link>
    </section>
  ),
});
