/** « Journal » (admin): the audit log, newest first — who did what, to what, from where; 100 entries a page. */
import { RotateCcw } from 'lucide-react';
import { AUDIT_ACTIONS, type AuditAction } from '#shared/auth/staff';
import { formatDateShortFr } from '#shared/format/dates';
import { trpc } from '#client/trpc/trpc-react';
import { Button } from '#client/ui/button';
import { DataTable, TD } from '../common/DataTable';
import { Panel, Spinner } from '../common/ui';

/** The same input as the route's loader (its first page). */
const JOURNAL_PAGE = { limit: 100 };

const actionLabel = (action: string) => AUDIT_ACTIONS[action as AuditAction] ?? action;

export function JournalView() {
  const log = trpc.staff.auditLog.useInfiniteQuery(JOURNAL_PAGE, { getNextPageParam: (page) => page.nextCursor ?? undefined });
  const rows = log.data?.pages.flatMap((page) => page.items);
  return (
    <Panel
      title="Journal d'audit"
      description="Connexions, invitations, rôles, publications, statuts des prospects, exports et webhooks, les plus récents en premier (conservés 13 mois)."
      actions={
        <Button variant="outline" size="sm" onClick={() => void log.refetch()} disabled={log.isFetching}>
          {log.isFetching ? <Spinner /> : <RotateCcw aria-hidden="true" />} Actualiser
        </Button>
      }
    >
      <DataTable
        caption="Journal d'audit"
        columns={['Date', 'Personne', 'Action', 'Objet', 'Adresse IP']}
        status={log.status}
        rows={rows}
        error="Erreur lors du chargement du journal"
        empty="Le journal est vide pour le moment."
        row={(entry) => (
          <tr key={`${entry.at.getTime()}-${rows?.indexOf(entry)}`}>
            <td className={`${TD} whitespace-nowrap`}>{formatDateShortFr(entry.at)}</td>
            <td className={`${TD} break-all`}>{entry.actor}</td>
            <td className={TD}>{actionLabel(entry.action)}</td>
            <td className={`${TD} break-words`}>{entry.target ?? '—'}</td>
            <td className={`${TD} whitespace-nowrap`}>{entry.ip ?? '—'}</td>
          </tr>
        )}
      />
      {log.hasNextPage ? (
        <div className="mt-4">
          <Button variant="outline" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
            {log.isFetchingNextPage ? <Spinner /> : null} Entrées plus anciennes
          </Button>
        </div>
      ) : null}
    </Panel>
  );
}
