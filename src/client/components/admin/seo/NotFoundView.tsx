/**
 * « Pages introuvables »: the addresses of the site that answered 404 over the last 7, 30 or 90
 * days, the most asked for first, with their visits, crawlers' visits, last visit and where the
 * visitors came from; each with a link to redirect it. A table that scrolls sideways inside its
 * panel on a phone, the path and its link first.
 */
import { useNavigate, useSearch } from '@tanstack/react-router';
import { ArrowRightLeft } from 'lucide-react';
import { useId } from 'react';
import { formatDateTimeFr } from '#shared/format/dates';
import { NOT_FOUND_MESSAGES, type NotFoundItem } from '#shared/seo/not-found';
import { NOT_FOUND_PERIODS, notFoundListInput, parseNotFoundSearch } from '#shared/seo/not-found-search';
import { trpc } from '#client/trpc/trpc-react';
import { DataTable, TD } from '../common/DataTable';
import { Panel } from '../common/ui';
import { SELECT } from '../leads/badges';

/** The « Redirections » view, its form filled with the path to redirect. */
const redirectHref = (path: string) => `/admin/dashboard/redirects?${new URLSearchParams({ from: path }).toString()}`;

const count = new Intl.NumberFormat('fr-FR');

export function NotFoundView() {
  const periodId = useId();
  // Parsed here, not by the route: a route's search validation is in the entry chunk of every page.
  const search = parseNotFoundSearch(useSearch({ strict: false }));
  const navigate = useNavigate();
  const input = notFoundListInput(search);
  const list = trpc.notFound.list.useQuery(input);
  const period = (
    <div className="flex items-center gap-2">
      <label htmlFor={periodId} className="text-sm font-medium text-slate-700">
        Période
      </label>
      <select
        id={periodId}
        value={String(input.days)}
        onChange={(e) => void navigate({ to: '.', search: parseNotFoundSearch({ days: e.target.value }) as never, replace: true })}
        className={SELECT}
      >
        {NOT_FOUND_PERIODS.map((days) => (
          <option key={days} value={days}>
            {days} derniers jours
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <Panel
      title="Adresses en erreur 404"
      description="Les adresses du site demandées sans exister, les plus demandées d’abord (visites et robots). Redirigez celles que visiteurs et moteurs de recherche demandent encore. Ni adresse IP, ni navigateur, ni cookie enregistrés."
      actions={period}
    >
      <DataTable
        caption="Pages introuvables"
        columns={['Chemin', 'Visites', 'Robots', 'Dernière visite', 'Provenances']}
        status={list.status}
        rows={list.data?.items}
        error={<>{NOT_FOUND_MESSAGES.loadError} : {list.error?.message}</>}
        empty={NOT_FOUND_MESSAGES.empty}
        row={(item) => <NotFoundRow key={item.path} item={item} />}
      />
    </Panel>
  );
}

function NotFoundRow({ item }: { item: NotFoundItem }) {
  return (
    <tr>
      <td className={`${TD} min-w-[12rem]`}>
        <code className="font-mono text-sm break-all text-slate-900">{item.path}</code>
        <a
          href={redirectHref(item.path)}
          className="mt-1 flex w-fit items-center gap-1 rounded text-sm whitespace-nowrap font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          <ArrowRightLeft aria-hidden="true" className="size-4" />
          Créer une redirection<span className="sr-only"> pour {item.path}</span>
        </a>
      </td>
      <td className={`${TD} tabular-nums`}>{count.format(item.hits)}</td>
      <td className={`${TD} tabular-nums`}>{count.format(item.botHits)}</td>
      <td className={`${TD} whitespace-nowrap`}>{formatDateTimeFr(item.lastSeenAt)}</td>
      <td className={`${TD} min-w-[12rem]`}>
        {item.referrers.length > 0 ? (
          <ul className="space-y-1">
            {item.referrers.map((r) => (
              <li key={r.referrer} className="break-all">
                {r.referrer} <span className="whitespace-nowrap text-slate-500">({count.format(r.hits)})</span>
              </li>
            ))}
          </ul>
        ) : (
          <span className="text-slate-500">Directe ou inconnue</span>
        )}
      </td>
    </tr>
  );
}
