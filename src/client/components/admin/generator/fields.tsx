import type { ReactNode } from 'react';

export const CONTROL_CLASSES =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-xs sm:text-sm ' +
  'focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 aria-invalid:border-red-600';

/** A titled block of the form. */
export function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <div className="mt-4 grid gap-4">{children}</div>
    </section>
  );
}
