import { Link } from '@tanstack/react-router';
import { SiteLayout } from '../layout/SiteLayout';

/** Any unknown path (HTTP 404). */
export function NotFoundPage() {
  return (
    <SiteLayout>
      <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
        <p className="text-7xl font-extrabold text-brand-700">404</p>
        <h1 className="mt-4 text-3xl font-bold text-slate-900">404 Page Not Found</h1>
        <p className="mt-4 text-lg text-slate-600">
          La page que vous cherchez n'existe pas ou a été déplacée.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/" className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800">
            Retour à l'accueil
          </Link>
          <Link to="/blog" className="rounded-lg border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50">
            Lire le blog
          </Link>
        </div>
      </section>
    </SiteLayout>
  );
}
