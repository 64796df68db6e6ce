/** The 2-hour promise on the dashboard: leads still « Nouveau », and the median time to a first response. */
import { Link } from '@tanstack/react-router';
import { Clock, Inbox } from 'lucide-react';
import { formatDuration } from '#shared/format/dates';
import { trpc } from '#client/trpc/trpc-react';
import { cn } from '#client/ui/cn';
import { ErrorNotice, Spinner } from '../common/ui';

export function ResponsePromise() {
  const summary = trpc.leads.summary.useQuery();
  if (summary.isError) return <ErrorNotice>Erreur lors du chargement du suivi des prospects : {summary.error.message}</ErrorNotice>;
  const s = summary.data;
  const late = s?.medianFirstResponseMinutes != null && s.medianFirstResponseMinutes > s.promiseMinutes;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex items-center justify-between">
          <h2 className="text-sm font-medium text-slate-600">À traiter</h2>
          <Inbox aria-hidden="true" className="size-5 text-brand-600" />
        </div>
        <p className="mt-3 text-3xl font-bold text-slate-900">{s ? s.toHandle : <Spinner className="size-6 text-slate-400" />}</p>
        <p className="mt-1 text-sm text-slate-600">
          Prospects encore au statut « Nouveau ».{' '}
          <Link to="/admin/dashboard/leads" className="font-semibold text-brand-700 hover:underline">
            Ouvrir les prospects
          </Link>
        </p>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex items-center justify-between">
          <h2 className="text-sm font-medium text-slate-600">Délai médian de première réponse</h2>
          <Clock aria-hidden="true" className="size-5 text-brand-600" />
        </div>
        <p className={cn('mt-3 text-3xl font-bold', late ? 'text-red-700' : 'text-slate-900')}>
          {!s ? <Spinner className="size-6 text-slate-400" /> : s.medianFirstResponseMinutes === null ? '—' : formatDuration(s.medianFirstResponseMinutes)}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {!s
            ? 'Promesse : 2 h'
            : s.responded === 0
              ? `Promesse : ${formatDuration(s.promiseMinutes)}. Aucune réponse enregistrée sur les ${s.windowDays} derniers jours.`
              : `Promesse : ${formatDuration(s.promiseMinutes)} — ${s.withinPromise} sur ${s.responded} ${s.responded > 1 ? 'prospects traités' : 'prospect traité'} dans le délai, soit ${Math.round((100 * s.withinPromise) / s.responded)} % (${s.windowDays} derniers jours).`}
        </p>
      </div>
    </div>
  );
}
