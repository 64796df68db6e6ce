/**
 * Visits and leads per day over the last 30 days (recharts, in the admin chunk only), with the
 * same figures as a table for screen readers, and the pages of arrival ranked by conversion.
 */
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { StatsReply } from '#shared/site/replies';
import { trpc } from '#client/trpc/trpc-react';
import { ListState, TableHead, TD } from '../common/DataTable';
import { ErrorNotice, LoadingRows, Panel } from '../common/ui';

const DAYS = 30;
/** '2026-11-24' → '24/11' */
const dayLabel = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;
const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 });

export function Audience() {
  const stats = trpc.site.stats.useQuery({ days: DAYS });
  return (
    <>
      <Panel title="Visites et prospects" description={`Par jour, sur les ${DAYS} derniers jours (mesure d’audience sans cookie).`}>
        {stats.isPending ? (
          <LoadingRows />
        ) : stats.isError ? (
          <ErrorNotice>Erreur lors du chargement des statistiques : {stats.error.message}</ErrorNotice>
        ) : (
          <DailyChart days={stats.data.days} />
        )}
      </Panel>
      <Panel title="Pages qui convertissent" description="Pages d’arrivée des visiteurs, classées par taux de conversion (prospects ÷ visites).">
        <ListState
          status={stats.status}
          rows={stats.data?.pages}
          error={<>Erreur lors du chargement des statistiques : {stats.error?.message}</>}
          empty="Aucune visite comptée sur cette période."
        >
          {(pages) => <TopPages pages={pages} />}
        </ListState>
      </Panel>
    </>
  );
}

function DailyChart({ days }: { days: StatsReply['days'] }) {
  const data = days.map((d) => ({ ...d, label: dayLabel(d.date) }));
  const visits = days.reduce((n, d) => n + d.visits, 0);
  const leads = days.reduce((n, d) => n + d.leads, 0);
  return (
    <figure>
      <figcaption className="mb-3 text-sm text-slate-700">
        {visits} {visits > 1 ? 'visites' : 'visite'} et {leads} {leads > 1 ? 'prospects' : 'prospect'} sur {DAYS} jours.
      </figcaption>
      {/* Drawn for the eye; the table below gives the same figures to screen readers. */}
      <div className="h-64 w-full" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid stroke="#e2e8f0" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 11, fill: '#475569' }} interval="preserveStartEnd" minTickGap={16} />
            <YAxis yAxisId="visits" allowDecimals={false} tick={{ fontSize: 11, fill: '#475569' }} />
            <YAxis yAxisId="leads" orientation="right" allowDecimals={false} tick={{ fontSize: 11, fill: '#475569' }} />
            <Tooltip />
            <Legend />
            <Bar yAxisId="visits" dataKey="visits" name="Visites" fill="#93c5fd" radius={[3, 3, 0, 0]} />
            <Line yAxisId="leads" dataKey="leads" name="Prospects" stroke="#b45309" strokeWidth={2} dot={false} type="monotone" />
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>Visites et prospects par jour</caption>
        <thead>
          <tr>
            <th scope="col">Jour</th>
            <th scope="col">Visites</th>
            <th scope="col">Prospects</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{dayLabel(d.date)}</th>
              <td>{d.visits}</td>
              <td>{d.leads}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function TopPages({ pages }: { pages: readonly StatsReply['pages'][number][] }) {
  return (
    // On a phone the four columns do not fit: the table scrolls inside its panel, the page does not.
    <div className="min-w-0 overflow-x-auto">
      <table className="w-full min-w-[30rem] table-fixed text-left text-sm">
        <caption className="sr-only">Pages classées par taux de conversion</caption>
        <TableHead columns={[{ label: 'Page', className: 'w-1/2' }, 'Visites', 'Prospects', 'Conversion']} />
        <tbody>
          {pages.slice(0, 10).map((page) => (
            <tr key={page.path}>
              <td className={`${TD} break-words`}>{page.path}</td>
              <td className={TD}>{page.visits}</td>
              <td className={TD}>{page.leads}</td>
              <td className={`${TD} font-semibold`}>{percent.format(page.conversionRate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
