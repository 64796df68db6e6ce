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
