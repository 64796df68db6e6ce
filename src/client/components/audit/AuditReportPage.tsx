/**
 * The full audit report (`/audit/{token}`): the four scores as gauges, every finding grouped by
 * category (technique, contenu, référencement local) with why it matters for a law firm and how
 * to fix it, the pages analysed with their own findings, the PDF, the report by e-mail, and a
 * call to talk to the agency.
 */
import { Link } from '@tanstack/react-router';
import { Download, Phone } from 'lucide-react';
import { AUDIT_CATEGORY_LABELS } from '#shared/audit/guide';
import type { AuditReport } from '#shared/audit/report';
import { formatDateFr } from '#shared/format/dates';
import { SITE } from '#shared/site/brand';
import { TrpcProvider } from '#client/trpc/trpc-react';
import { cn } from '#client/ui/cn';
import { ReportEmailForm } from './ReportEmailForm';

const CATEGORIES = ['technical', 'content', 'localSeo'] as const;

function tone(score: number) {
  return score >= 80 ? { ring: 'stroke-emerald-600', text: 'text-emerald-800' } : score >= 50 ? { ring: 'stroke-amber-500', text: 'text-amber-800' } : { ring: 'stroke-red-600', text: 'text-red-800' };
}

/** A score as a ring gauge (SVG), its figure and label as text. */
function Gauge({ label, score }: { label: string; score: number }) {
  const radius = 42;
  const length = 2 * Math.PI * radius;
  const t = tone(score);
  return (
    <figure className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="relative size-28">
        <svg viewBox="0 0 100 100" className="size-28 -rotate-90" aria-hidden="true">
          <circle cx="50" cy="50" r={radius} fill="none" strokeWidth="10" className="stroke-slate-200" />
          <circle cx="50" cy="50" r={radius} fill="none" strokeWidth="10" strokeLinecap="round" className={t.ring} strokeDasharray={`${(score / 100) * length} ${length}`} />
        </svg>
        <p className={cn('absolute inset-0 flex items-center justify-center text-2xl font-bold', t.text)}>
          {score}
          <span className="text-sm font-medium">/100</span>
        </p>
      </div>
      <figcaption className="mt-2 text-sm font-semibold text-slate-800">{label}</figcaption>
    </figure>
  );
}

const path = (url: string) => {
  try {
    const u = new URL(url);
    return u.pathname + u.search;
  } catch {
    return url;
  }
};

export function AuditReportPage({ report }: { report: AuditReport }) {
  return (
    <article className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:py-16">
      <header>
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Rapport d’audit SEO</p>
        <h1 className="mt-2 text-3xl font-bold break-words text-slate-900 sm:text-4xl">{report.domain}</h1>
        <p className="mt-3 text-slate-700">
          Audit du {formatDateFr(report.createdAt)} de <span className="break-all">{report.finalUrl}</span> — {report.pagesAnalyzed}{' '}
          {report.pagesAnalyzed > 1 ? 'pages analysées' : 'page analysée'}, spécialité : {report.specialization}.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a
            href={`/audit/${report.token}/rapport.pdf`}
            className="inline-flex h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-100"
          >
            <Download aria-hidden="true" className="size-4" /> Télécharger le rapport (PDF)
          </a>
        </div>
      </header>

      <section aria-labelledby="scores-title" className="mt-10">
        <h2 id="scores-title" className="sr-only">
          Scores
        </h2>
        <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
          <Gauge label="Score global" score={report.overallScore} />
          <Gauge label="Technique" score={report.technicalScore} />
          <Gauge label="Contenu" score={report.contentScore} />
          <Gauge label="Référencement local" score={report.localSeoScore} />
        </div>
      </section>

      {CATEGORIES.map((category) => {
        const findings = report.findings.filter((f) => f.category === category);
        return (
          <section key={category} aria-labelledby={`findings-${category}`} className="mt-12">
            <h2 id={`findings-${category}`} className="text-2xl font-bold text-slate-900">
              {AUDIT_CATEGORY_LABELS[category]}{' '}
              <span className="text-base font-medium text-slate-600">
                ({findings.length} {findings.length > 1 ? 'points à corriger' : 'point à corriger'})
              </span>
            </h2>
            {findings.length === 0 ? (
              <p className="mt-4 rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">Rien à corriger dans cette catégorie.</p>
            ) : (
              <ol className="mt-4 grid gap-4">
                {findings.map((f) => (
                  <li key={f.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                    <h3 className="font-semibold text-slate-900">{f.advice}</h3>
                    <p className="mt-2 text-sm text-slate-700">
                      <strong>Pourquoi c’est important : </strong>
                      {f.why}
                    </p>
                    <p className="mt-1 text-sm text-slate-700">
                      <strong>Comment corriger : </strong>
                      {f.how}
                    </p>
                    {f.details.length > 0 ? (
                      <ul className="mt-2 list-disc pl-5 text-sm break-words text-slate-700">
                        {f.details.map((d) => (
                          <li key={d}>{d}</li>
                        ))}
                      </ul>
                    ) : f.pages.length > 0 ? (
                      <p className="mt-2 text-sm break-words text-slate-600">Pages concernées : {f.pages.map(path).join(', ')}</p>
                    ) : null}
                  </li>
                ))}
              </ol>
            )}
          </section>
        );
      })}

      <section aria-labelledby="pages-title" className="mt-12">
        <h2 id="pages-title" className="text-2xl font-bold text-slate-900">
          Pages analysées
        </h2>
        <ul className="mt-4 grid gap-3">
          {report.pages.map((page) => (
            <li key={page.url} className="rounded-xl border border-slate-200 bg-white p-4">
              <details>
                <summary className="cursor-pointer">
                  <span className="font-semibold break-all text-slate-900">{path(page.url)}</span>{' '}
                  <span className={cn('font-semibold', tone(page.overallScore).text)}>{page.overallScore}/100</span>
                  <span className="block text-sm text-slate-600">{page.title ?? '(sans titre)'}</span>
                </summary>
                {page.findings.length === 0 ? (
                  <p className="mt-2 text-sm text-slate-700">Aucun point à corriger sur cette page.</p>
                ) : (
                  <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
                    {page.findings.map((advice) => (
                      <li key={advice}>{advice}</li>
                    ))}
                  </ul>
                )}
              </details>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="email-title" className="mt-12 rounded-2xl border border-slate-200 bg-slate-50 p-6">
        <h2 id="email-title" className="text-xl font-bold text-slate-900">
          Recevoir le rapport complet par e-mail
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-700">Le lien de ce rapport et sa version PDF, dans votre boîte de réception.</p>
        <TrpcProvider>
          <ReportEmailForm token={report.token} />
        </TrpcProvider>
      </section>

      <section aria-labelledby="cta-title" className="mt-12 rounded-2xl bg-navy-950 p-8 text-white">
        <h2 id="cta-title" className="text-2xl font-bold">
          Corrigeons ces points ensemble
        </h2>
        <p className="mt-2 text-slate-200">
          Nos consultants, spécialistes du référencement des cabinets d’avocats, vous rappellent dans les 2 heures avec un plan d’action chiffré.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Link to="/" hash="contact" className="inline-flex h-12 items-center rounded-lg bg-gold-500 px-6 font-semibold text-navy-950 hover:bg-gold-400">
            Parler à un expert
          </Link>
          <a href={SITE.phoneHref} className="inline-flex h-12 items-center gap-2 rounded-lg border border-white/40 px-6 font-semibold text-white hover:bg-white/10">
            <Phone aria-hidden="true" className="size-4" /> {SITE.phone}
          </a>
        </div>
      </section>
    </article>
  );
}
