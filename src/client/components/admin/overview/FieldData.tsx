/**
 * « Expérience réelle des visiteurs »: per public page, the p75 of LCP, INP, CLS (and TTFB) measured
 * in visitors' browsers against Google's thresholds (Bon, À améliorer, Mauvais), and dead clicks
 * with the controls that got the most (GET /api/admin/vitals).
 */
import {
  VITAL_RATING_LABELS, VITAL_THRESHOLDS, formatVital, vitalRating, type VitalMetric, type VitalRating,
} from '#shared/vitals/histogram';
import type { VitalsReply } from '#shared/vitals/schemas';
import { trpc } from '#client/trpc/trpc-react';
import { cn } from '#client/ui/cn';
import { ListState, TD, TH } from '../common/DataTable';
import { Panel } from '../common/ui';

const DAYS = 28;
const RATED: { metric: VitalMetric; name: string }[] = [
  { metric: 'lcp', name: 'LCP' },
  { metric: 'inp', name: 'INP' },
  { metric: 'cls', name: 'CLS' },
];
const RATING_CLASSES: Record<VitalRating, string> = {
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  'needs-improvement': 'bg-amber-50 text-amber-900 ring-amber-600/30',
  poor: 'bg-red-50 text-red-800 ring-red-600/30',
};
const thresholds = RATED.map(({ metric, name }) => `${name} ${formatVital(metric, VITAL_THRESHOLDS[metric].good)} / ${formatVital(metric, VITAL_THRESHOLDS[metric].poor)}`).join(', ');

export function FieldData() {
  const vitals = trpc.site.vitalsFigures.useQuery({ days: DAYS });
  return (
    <Panel
      title="Expérience réelle des visiteurs"
      description={`75e centile mesuré dans le navigateur des visiteurs, par page, sur les ${DAYS} derniers jours (sans cookie). Seuils de Google : ${thresholds}.`}
    >
      <ListState
        status={vitals.status}
        rows={vitals.data?.pages}
        error={<>Erreur lors du chargement des mesures : {vitals.error?.message}</>}
        empty="Aucune mesure reçue sur cette période."
      >
        {(pages) => <VitalsTable pages={pages} />}
      </ListState>
    </Panel>
  );
}

function Rated({ metric, value }: { metric: VitalMetric; value: number | null }) {
  if (value === null) return <span className="text-slate-500">—</span>;
  const rating = vitalRating(metric, value);
  return (
    <span className="flex flex-col items-start gap-1">
      <span className="font-semibold">{formatVital(metric, value)}</span>
      <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset', RATING_CLASSES[rating])}>{VITAL_RATING_LABELS[rating]}</span>
    </span>
  );
}

function VitalsTable({ pages }: { pages: readonly VitalsReply['pages'][number][] }) {
  return (
    // On a phone the columns do not fit: the table scrolls inside its panel, the page does not.
    <div className="min-w-0 overflow-x-auto">
      <table className="w-full min-w-[44rem] table-fixed text-left text-sm">
        <caption className="sr-only">Mesures réelles par page (75e centile) et clics sans effet</caption>
        <thead>
          <tr>
            <th className={`${TH} w-1/4`}>Page</th>
            <th className={TH}>Vues mesurées</th>
            {RATED.map(({ name }) => (
              <th key={name} className={TH}>{name}</th>
            ))}
            <th className={TH}>TTFB</th>
            <th className={`${TH} w-1/5`}>Clics sans effet</th>
          </tr>
        </thead>
        <tbody>
          {pages.slice(0, 20).map((page) => (
            <tr key={page.path}>
              <th scope="row" className={`${TD} font-normal break-words`}>{page.path}</th>
              <td className={TD}>{page.samples}</td>
              {RATED.map(({ metric, name }) => (
                <td key={name} className={TD}>
                  <Rated metric={metric} value={page[metric]} />
                </td>
              ))}
              <td className={TD}>{page.ttfb === null ? '—' : formatVital('ttfb', page.ttfb)}</td>
              <td className={TD}>
                <span className="font-semibold">{page.deadClicks}</span>
                {page.deadClickControls.length > 0 ? (
                  <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
                    {page.deadClickControls.map((control) => (
                      <li key={control.label} className="break-words">
                        « {control.label} » × {control.count}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
