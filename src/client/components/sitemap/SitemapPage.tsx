import { Link } from '@tanstack/react-router';
import { FileText, Layers, MapPin } from 'lucide-react';
import { CITIES } from '#shared/landing/cities';
import { SPECIALTIES } from '#shared/landing/specialties';
import { formatDateFr } from '#shared/format/dates';
import { MESSAGES } from '#shared/messages';
import { BOOKING_PATH } from '#shared/site/brand';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '#server/router';
import { buttonClassNames } from '#client/ui/button-variants';
import { PageHero } from '../pages/PageHero';

export type SitemapData = inferRouterOutputs<AppRouter>['site']['sitemap'];

/**
 * Site map page (spec §2 "Site map page"): main pages and published articles (title,
 * description, url, date); the article list scrolls past 24rem; links to /#contact and /blog.
 * The lists are the route's data (`sitemap` null: they could not be loaded), so the page needs
 * no tRPC hooks, nor their code.
 */
export function SitemapPage({ sitemap, pending = false }: { sitemap: SitemapData | null; pending?: boolean }) {
  return (
    <>
      <PageHero title="Plan du site" intro="Toutes les pages et tous les articles du site, en un coup d'œil." />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:px-8" aria-busy={pending}>
        {pending ? (
          <p className="text-slate-600 lg:col-span-2">Chargement du plan du site…</p>
        ) : !sitemap ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-8 text-center lg:col-span-2">
            <h2 className="text-xl font-semibold text-red-800">Erreur de chargement</h2>
            <p className="mt-2 text-red-700">{MESSAGES.sitemap.error}</p>
          </div>
        ) : (
          <>
            <section aria-labelledby="pages-principales">
              <h2 id="pages-principales" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
                <Layers className="size-6 text-brand-700" aria-hidden="true" />
                Pages principales
              </h2>
              <ul className="mt-5 grid gap-3">
                {sitemap.pages.map((page) => (
                  <li key={page.url} className="rounded-xl border border-slate-200 p-4">
                    {page.url === BOOKING_PATH ? (
                      // Server HTML outside the page tree: a plain link loads it.
                      <a href={page.url} className="font-semibold text-brand-700 hover:underline">
                        {page.title}
                      </a>
                    ) : (
                      <Link to={page.url} className="font-semibold text-brand-700 hover:underline">
                        {page.title}
                      </Link>
                    )}
                    <p className="mt-1 text-sm text-slate-600">{page.description}</p>
                    <p className="mt-1 font-mono text-xs text-slate-500">{page.url}</p>
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby="articles">
              <h2 id="articles" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
                <FileText className="size-6 text-brand-700" aria-hidden="true" />
                Articles du blog
              </h2>
              {sitemap.articles.length === 0 ? (
                <p className="mt-5 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
                  {MESSAGES.sitemap.empty}
                </p>
              ) : (
                <ul
                  tabIndex={0}
                  aria-label="Articles publiés"
                  className="mt-5 grid max-h-96 gap-3 overflow-y-auto rounded-xl pr-1"
                >
                  {sitemap.articles.map((article) => (
                    <li key={article.url} className="rounded-xl border border-slate-200 p-4">
                      <Link to={article.url} className="font-semibold text-brand-700 hover:underline">
                        {article.title}
                      </Link>
                      <p className="mt-1 text-sm text-slate-600">{article.description}</p>
                      <p className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-500">
                        <span className="font-mono">{article.url}</span>
                        <time dateTime={article.date}>{formatDateFr(article.date)}</time>
                      </p>
                    </li>
                  ))}
                </ul>
              )}
              <div className="mt-6 flex flex-wrap gap-3">
                <Link to="/blog" className={buttonClassNames({ variant: 'outline' })}>
                  Tous les articles
                </Link>
                <Link to="/" hash="contact" className={buttonClassNames({ variant: 'primary' })}>
                  Demander un audit gratuit
                </Link>
              </div>
            </section>
            <section aria-labelledby="pages-locales" className="lg:col-span-2">
              <h2 id="pages-locales" className="flex items-center gap-2 text-2xl font-bold text-slate-900">
                <MapPin className="size-6 text-brand-700" aria-hidden="true" />
                Pages SEO locales
              </h2>
              <p className="mt-3 text-slate-600">
                {CITIES.length * SPECIALTIES.length} pages : {SPECIALTIES.length} spécialités dans les {CITIES.length} plus
                grandes villes de France.{' '}
                <Link to="/pages-seo" className="font-semibold text-brand-700 hover:underline">
                  Voir l'annuaire des pages SEO
                </Link>
              </p>
            </section>
          </>
        )}
      </div>
    </>
  );
}
