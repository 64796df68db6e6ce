/** Small building blocks of the admin screens: form fields, spinner, badges, panels. */
import { LoaderCircle } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Field as FormField } from '#client/components/forms/Field';
import { cn } from '#client/ui/cn';
import { formatDateTimeFr } from '#shared/format/dates';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('animate-spin', className)} />;
}

const CONTROL =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 aria-[invalid=true]:border-red-600';

/** The shared form Field (label, hint, announced error) with the back office's control style. */
export function Field(props: Omit<ComponentProps<typeof FormField>, 'controlClassName' | 'id'>) {
  return <FormField {...props} controlClassName={CONTROL} />;
}

export function Panel({ title, description, actions, children, className }: {
  title?: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn('min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}>
      {title || actions ? (
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div>
            {title ? <h2 className="text-lg font-semibold text-slate-900">{title}</h2> : null}
            {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** « Publié », « Brouillon », or « Programmé le 24/11/2026 à 15:00 » (published, its publishAt to come). */
export function StatusBadge({ published, publishAt }: { published: boolean; publishAt?: Date | string | null }) {
  const scheduled = published && publishAt != null && new Date(publishAt).getTime() > Date.now();
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        scheduled ? 'bg-sky-100 text-sky-800' : published ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-800',
      )}
    >
      {scheduled ? `Programmé le ${formatDateTimeFr(publishAt)}` : published ? 'Publié' : 'Brouillon'}
    </span>
  );
}

export function TypeBadge({ ai }: { ai: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        ai ? 'bg-violet-100 text-violet-800' : 'bg-slate-100 text-slate-700',
      )}
    >
      {ai ? 'IA' : 'Manuel'}
    </span>
  );
}

export function ErrorNotice({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}

export function EmptyNotice({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-600">{children}</p>;
}

export function LoadingRows() {
  return (
    <div className="flex items-center gap-2 py-6 text-sm text-slate-600" role="status">
      <Spinner className="size-5" /> Chargement...
    </div>
  );
}
