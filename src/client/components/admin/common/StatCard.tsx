/** A figure card of the dashboard's overview and generator views. */
import type { FileText } from 'lucide-react';
import type { ReactNode } from 'react';

/** One figure of the dashboard: its label, value (a spinner while it loads) and detail. */
export function StatCard({ label, value, detail, icon: Icon }: { label: string; value: ReactNode; detail?: string; icon: typeof FileText }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <Icon aria-hidden="true" className="size-5 text-brand-600" />
      </div>
      <p className="mt-3 text-3xl font-bold text-slate-900">{value}</p>
      {detail ? <p className="mt-1 text-sm text-slate-500">{detail}</p> : null}
    </div>
  );
}
