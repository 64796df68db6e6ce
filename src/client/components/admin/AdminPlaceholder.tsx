import { Link } from '@tanstack/react-router';

export function AdminPlaceholder({ title }: { title: string }) {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-600">Cet écran de l'espace administrateur est en cours de préparation.</p>
      <Link to="/" className="mt-6 font-semibold text-brand-700 hover:underline">
        Retour au site
      </Link>
    </main>
  );
}
