import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** Page heading band shared by the inner public pages. */
export function PageHero({ title, intro, children }: { title: string; intro?: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-navy-950 text-white">
      <div className="mx-auto max-w-5xl px-4 py-14 sm:py-20">
        <Link to="/" className="text-sm font-medium text-brand-100 hover:text-white">
          ← Retour à l'accueil
        </Link>
        <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        {intro ? <p className="mt-4 max-w-3xl text-lg text-brand-100">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** Body of a page whose full content lands with its own issue. */
export function ComingSoon({ children }: { children?: ReactNode }) {
  return (
    <section className="mx-auto max-w-5xl px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-slate-50 p-8">
        <p className="text-lg text-slate-700">
          Cette page est en cours de préparation. En attendant, demandez votre audit SEO gratuit : nous
          vous répondons sous 2 heures.
        </p>
        {children}
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to="/"
            hash="contact"
            className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
          >
            Demander un audit gratuit
          </Link>
          <Link to="/pricing" className="rounded-lg border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:bg-slate-100">
            Voir nos tarifs
          </Link>
        </div>
      </div>
    </section>
  );
}
