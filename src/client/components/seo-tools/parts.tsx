import type { ReactNode } from 'react';

/**
 * Demo, test and debug pages of the SEO pages (spec §2): all `noindex` and out of the sitemap.
 */

export const LINK = 'font-medium text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline';

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 p-6">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function Body({ children }: { children: ReactNode }) {
  return <div className="mx-auto grid max-w-5xl gap-6 px-4 py-12 sm:px-6">{children}</div>;
}
