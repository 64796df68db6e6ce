/** « E-mails » tab of Contacts: the outbox's messages, their status, the error of a failed one, and a retry. */
import { RotateCcw } from 'lucide-react';
import { EMAIL_KIND_LABELS, OUTBOX_STATUS_LABELS, type EmailKind, type OutboxStatus } from '#shared/email/outbox';
import { formatDateShortFr } from '#shared/format/dates';
import { trpc } from '#client/trpc/trpc-react';
import { Button } from '#client/ui/button';
import { cn } from '#client/ui/cn';
import { useToast } from '#client/ui/toast';
import { DataTable, TD } from '../common/DataTable';
import { Panel, Spinner } from '../common/ui';

const STATUS_CLASSES: Record<OutboxStatus, string> = {
  pending: 'bg-amber-100 text-amber-800',
  sent: 'bg-emerald-100 text-emerald-800',
  failed: 'bg-red-100 text-red-800',
  skipped: 'bg-slate-200 text-slate-700',
};

function EmailStatusBadge({ status }: { status: OutboxStatus }) {
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', STATUS_CLASSES[status])}>
      {OUTBOX_STATUS_LABELS[status]}
    </span>
  );
}

const kindLabel = (kind: string) => EMAIL_KIND_LABELS[kind as EmailKind] ?? kind;

export function EmailsView() {
  const emails = trpc.emails.list.useQuery(undefined, { select: (page) => page.items });
  const utils = trpc.useUtils();
  const { toast } = useToast();
  const retry = trpc.emails.retry.useMutation({
    onSuccess: async () => {
      toast({ title: 'E-mail remis en file', description: "Il sera envoyé dans quelques secondes si le serveur SMTP l'accepte." });
      await utils.emails.list.invalidate();
    },
    onError: (error) => toast({ title: 'Erreur', description: error.message, variant: 'destructive' }),
  });
  return (
    <Panel
      title="E-mails"
      description="Notifications à l'agence, accusés de réception et analyses du quiz, les plus récents en premier."
      actions={
        <Button variant="outline" size="sm" onClick={() => void emails.refetch()} disabled={emails.isFetching}>
          {emails.isFetching ? <Spinner /> : <RotateCcw aria-hidden="true" />} Actualiser
        </Button>
      }
    >
      <DataTable
        caption="E-mails"
        columns={['Statut', 'Destinataire', 'Objet', 'Type', 'Tentatives', 'Date', { label: 'Actions', hidden: true }]}
        status={emails.status}
        rows={emails.data}
        error="Erreur lors du chargement des e-mails"
        empty="Aucun e-mail pour le moment : ils apparaissent ici à chaque demande de contact ou lead du quiz."
        row={(email) => (
          <tr key={email.id}>
            <td className={TD}>
              <EmailStatusBadge status={email.status} />
            </td>
            <td className={`${TD} break-all`}>{email.to}</td>
            <td className={TD}>
              <div className="font-medium">{email.subject ?? '—'}</div>
              {email.lastError && email.status !== 'sent' ? (
                <div className="mt-1 text-xs text-red-700">{email.lastError}</div>
              ) : null}
            </td>
            <td className={`${TD} whitespace-nowrap`}>{kindLabel(email.kind)}</td>
            <td className={TD}>{email.attempts}</td>
            <td className={`${TD} whitespace-nowrap`}>{formatDateShortFr(email.sentAt ?? email.createdAt)}</td>
            <td className={TD}>
              {email.status === 'failed' || email.status === 'skipped' ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={retry.isPending && retry.variables?.id === email.id}
                  onClick={() => retry.mutate({ id: email.id })}
                  aria-label={`Renvoyer l'e-mail « ${email.subject ?? email.to} »`}
                >
                  {retry.isPending && retry.variables?.id === email.id ? <Spinner /> : <RotateCcw aria-hidden="true" />} Renvoyer
                </Button>
              ) : null}
            </td>
          </tr>
        )}
      />
    </Panel>
  );
}
