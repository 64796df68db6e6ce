import { Link } from '@tanstack/react-router';
import {
  ArrowRight,
  CircleAlert,
  CircleCheck,
  Euro,
  Lightbulb,
  Mail,
  MapPin,
  Phone,
  Scale,
  Search,
  Target,
  TrendingUp,
  Users,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { LandingPageData } from '#shared/landing/page';
import { COMPETITOR_TOP_RESULTS } from '#shared/landing/display';
import { formatInhabitantsK, formatNumberFr } from '#shared/landing/market';
import { SITE } from '#shared/site/brand';
import { buttonClassNames } from '#client/ui/button-variants';

/**
 * One SEO landing page (spec §2 "SEO landing pages"): hero with region and specialty badges,
 * H1 and the clients claim, four statistic tiles, 'Votre défi', four tips, the competitor banner,
 * FAQ, internal links and the closing call to action. Same layout for the 160 pages.
 */
export function LandingPage({ page }: { page: LandingPageData }) {
  const stats: { icon: LucideIcon; label: string; value: string }[] = [
    { icon: Users, label: 'Habitants', value: formatInhabitantsK(page.population) },
    { icon: Search, label: 'Recherches potentielles / mois', value: formatNumberFr(page.searchPotential) },
    { icon: Euro, label: 'Valeur moyenne d’un dossier', value: `${formatNumberFr(page.avgCaseValue)} €` },
    { icon: TrendingUp, label: 'Niveau de concurrence', value: page.competitionLevel },
  ];

  return (
    <>
      <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-navy-950 text-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <nav aria-label="Fil d'Ariane" className="text-sm text-brand-100">
            <ol className="flex flex-wrap items-center gap-1.5">
              {page.breadcrumbs.map((crumb, index) => (
                <li key={crumb.href} className="flex items-center gap-1.5">
                  {index > 0 ? <span aria-hidden="true">›</span> : null}
                  {index < page.breadcrumbs.length - 1 ? (
                    <Link to={crumb.href} className="hover:text-white hover:underline">
                      {crumb.label}
                    </Link>
                  ) : (
                    <span aria-current="page" className="text-white">
                      {crumb.label}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          <div className="mt-6 flex flex-wrap gap-2">
            <span className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-sm font-medium ring-1 ring-white/20">
              <MapPin className="size-4" aria-hidden="true" />
              {page.region}
            </span>
            <span className="inline-flex items-center gap-1.5 rounded-full bg-gold-500/20 px-3 py-1 text-sm font-medium text-gold-400 ring-1 ring-gold-400/40">
              <Scale className="size-4" aria-hidden="true" />
              {page.practice}
            </span>
          </div>
          <h1 className="mt-5 max-w-4xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">{page.h1}</h1>
          <p className="mt-5 max-w-3xl text-lg text-brand-100 sm:text-xl">
            Un référencement local qui peut vous apporter{' '}
            <strong className="font-semibold text-white">
              {`jusqu'à ${formatNumberFr(page.clientsPerMonth)} nouveaux clients par mois`}
            </strong>{' '}
            à {page.city}.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/" hash="contact" className={buttonClassNames({ variant: 'accent', size: 'lg' })}>
              Audit SEO Gratuit
            </Link>
            <Link to="/pricing" className={buttonClassNames({ variant: 'outline-light', size: 'lg' })}>
              Voir nos tarifs
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="chiffres" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="chiffres" className="sr-only">
          Le marché du {page.practiceLower} à {page.city}
        </h2>
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {stats.map(({ icon: Icon, label, value }) => (
            <li key={label} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <Icon className="size-6 text-brand-700" aria-hidden="true" />
              <p className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{value}</p>
              <p className="mt-1 text-sm text-slate-600">{label}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="defi" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="defi" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Votre défi
          </h2>
          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <div className="rounded-2xl border border-red-200 bg-red-50 p-6">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-red-900">
                <CircleAlert className="size-5" aria-hidden="true" />
                Le problème
              </h3>
              <p className="mt-3 leading-relaxed text-red-950/80">{page.problem}</p>
            </div>
            <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6">
              <h3 className="flex items-center gap-2 text-lg font-semibold text-emerald-900">
                <CircleCheck className="size-5" aria-hidden="true" />
                Notre solution
              </h3>
              <p className="mt-3 leading-relaxed text-emerald-950/80">{page.solution}</p>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="conseils" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="conseils" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          4 conseils pour un avocat en {page.practiceLower} à {page.city}
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-2">
          {page.tips.map((tip, index) => (
            <li key={tip.title} className="flex gap-4 rounded-2xl border border-slate-200 p-5">
              <span
                aria-hidden="true"
                className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="flex items-center gap-2 font-semibold text-slate-900">
                  <Lightbulb className="size-4 text-gold-500" aria-hidden="true" />
                  {tip.title}
                </h3>
                <p className="mt-1.5 text-slate-600">{tip.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="concurrent" className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 rounded-2xl bg-gold-500/15 p-6 ring-1 ring-gold-400/50 sm:p-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="flex gap-4">
            <Target className="mt-1 size-7 shrink-0 text-gold-500" aria-hidden="true" />
            <div>
              <h2 id="concurrent" className="text-xl font-bold text-slate-900">
                Un confrère apparaît avant vous sur « {page.keywords[0]} » ?
              </h2>
              <p className="mt-2 text-slate-700">
                Hors du top {COMPETITOR_TOP_RESULTS} des résultats, vous perdez l'essentiel des demandes : la
                plupart des clients ne vont pas plus loin. Mesurez ce que cela vous coûte.
              </p>
            </div>
          </div>
          <div className="flex shrink-0 flex-col gap-3 sm:flex-row">
            <Link to="/" hash="contact" className={buttonClassNames({ variant: 'primary', size: 'lg' })}>
              Reprendre la première place
            </Link>
            <Link to="/roi-calculator" className={buttonClassNames({ variant: 'outline', size: 'lg' })}>
              Calculer mon manque à gagner
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="faq" className="mx-auto max-w-4xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="faq" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Questions fréquentes
        </h2>
        <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200">
          {page.faq.map((item) => (
            <details key={item.question} className="group p-5 [&_summary::-webkit-details-marker]:hidden">
              <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold text-slate-900">
                <h3>{item.question}</h3>
                <span aria-hidden="true" className="text-brand-700 transition-transform group-open:rotate-45">
                  +
                </span>
              </summary>
              <p className="mt-3 leading-relaxed text-slate-600">{item.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section aria-labelledby="liens" className="bg-slate-50">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:px-8">
          <div>
            <h2 id="liens" className="text-xl font-bold text-slate-900">
              {page.practice} dans les villes voisines
            </h2>
            <LinkList links={page.nearby} />
          </div>
          <div>
            <h2 className="text-xl font-bold text-slate-900">Autres spécialités à {page.city}</h2>
            <LinkList links={page.otherSpecialties} />
          </div>
          <p className="md:col-span-2">
            <Link to="/pages-seo" className="font-semibold text-brand-700 hover:underline">
              Voir les 160 pages SEO par ville et spécialité
            </Link>
          </p>
        </div>
      </section>

      <section aria-labelledby="cta" className="bg-gradient-to-br from-brand-900 to-navy-950 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
          <h2 id="cta" className="text-2xl font-bold sm:text-4xl">
            Prêt à devenir l'avocat en {page.practiceLower} le plus visible de {page.city} ?
          </h2>
          <p className="mt-4 text-lg text-brand-100">
            Audit SEO gratuit de votre cabinet, réponse sous 2 heures.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to="/" hash="contact" className={buttonClassNames({ variant: 'accent', size: 'lg' })}>
              Demander mon audit gratuit
            </Link>
            <Link to="/pricing" className={buttonClassNames({ variant: 'outline-light', size: 'lg' })}>
              Découvrir nos offres
            </Link>
          </div>
          <div className="mt-8 flex flex-col items-center justify-center gap-4 text-brand-100 sm:flex-row sm:gap-8">
            <a href={SITE.phoneHref} className="inline-flex items-center gap-2 hover:text-white">
              <Phone className="size-5" aria-hidden="true" />
              {SITE.phone}
            </a>
            <a href={SITE.emailHref} className="inline-flex items-center gap-2 hover:text-white">
              <Mail className="size-5" aria-hidden="true" />
              {SITE.email}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}

function LinkList({ links }: { links: readonly { label: string; href: string }[] }) {
  return (
    <ul className="mt-4 grid gap-2">
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className="group inline-flex items-center gap-2 text-brand-700 hover:text-brand-900 hover:underline">
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
