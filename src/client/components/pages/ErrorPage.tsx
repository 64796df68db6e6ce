import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { SiteLayout } from '../layout/SiteLayout';

/**
 * Unexpected rendering or loading failure below a layout: a readable French message, never a
 * stack trace (the router's default error component for every route that has none of its own).
 */
export function ErrorState({ reset }: ErrorComponentProps) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Une erreur est survenue</h1>
      <p className="mt-4 text-lg text-slate-600">
        Impossible d'afficher cette page pour le moment. Veuillez réessayer plus tard.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
        >
          Réessayer
        </button>
        <Link to="/" className="rounded-lg border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50">
          Retour à l'accueil
        </Link>
      </div>
    </section>
  );
}

/** The same at the root (no layout rendered above it): with the site's header and footer. */
export function ErrorPage(props: ErrorComponentProps) {
  return (
    <SiteLayout>
      <ErrorState {...props} />
    </SiteLayout>
  );
}
