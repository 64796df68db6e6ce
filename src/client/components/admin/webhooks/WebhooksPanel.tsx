/**
 * The « Webhooks » view (/admin/dashboard/webhooks): register an endpoint (URL + events), see each endpoint's last
 * delivery, delete one. The signing secret is shown once, right after creation, with a copy button.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Check, Copy, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_LABELS, type WebhookEvent } from '#shared/webhooks/events';
import { formatDateTimeFr } from '#shared/format/dates';
import { WebhookCreateInput, type WebhookDeliveryRow } from '#shared/webhooks/schemas';
import { trpc } from '#client/trpc/trpc-react';
import { Button } from '#client/ui/button';
import { cn } from '#client/ui/cn';
import { useToast } from '#client/ui/toast';
import { DataTable, TD } from '../common/DataTable';
import { Field, Panel, Spinner } from '../common/ui';

type FormValues = { url: string; events: WebhookEvent[] };

function DeliveryBadge({ delivery }: { delivery: WebhookDeliveryRow | null }) {
  if (!delivery) return <span className="text-sm text-slate-500">Aucune livraison</span>;
  const label = delivery.success
    ? `Réussie (${delivery.statusCode})`
    : delivery.statusCode
      ? `Échec (HTTP ${delivery.statusCode})`
      : 'Échec';
  return (
    <span className="grid gap-1">
      <span
        className={cn(
          'inline-flex w-fit rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
          delivery.success ? 'bg-emerald-100 text-emerald-800' : 'bg-red-100 text-red-800',
        )}
      >
        {label}
      </span>
      <span className="text-xs text-slate-500">
        {WEBHOOK_EVENT_LABELS[delivery.event]} · {formatDateTimeFr(delivery.createdAt)}
      </span>
      {delivery.error ? <span className="text-xs text-red-700">{delivery.error}</span> : null}
    </span>
  );
}

function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const { toast } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      toast({ title: 'Copie impossible', description: 'Sélectionnez le secret et copiez-le à la main.', variant: 'destructive' });
    }
  };
  return (
    <div role="status" className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="text-sm font-semibold text-amber-900">
        Secret de signature : copiez-le maintenant, il ne sera plus affiché.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <code data-testid="webhook-secret" className="min-w-0 flex-1 rounded-lg bg-white px-3 py-2 text-sm break-all text-slate-900">
          {secret}
        </code>
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />} {copied ? 'Copié' : 'Copier le secret'}
        </Button>
      </div>
      <div>
        <Button type="button" size="sm" onClick={onDone}>
          J'ai enregistré le secret
        </Button>
      </div>
    </div>
  );
}

export function WebhooksPanel() {
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const hooks = trpc.webhooks.list.useQuery(undefined, { select: (page) => page.items });
  const [secret, setSecret] = useState<string | null>(null);
  const form = useForm<FormValues>({
    resolver: zodResolver(WebhookCreateInput) as never,
    defaultValues: { url: '', events: ['lead.created'] },
  });
  const create = trpc.webhooks.create.useMutation({
    onSuccess: async (created) => {
      form.reset();
      setSecret(created.secret);
      toast({ title: 'Webhook ajouté', description: created.url, variant: 'success' });
      await utils.webhooks.list.invalidate();
    },
    onError: (error) => {
      form.setError('url', { message: error.message });
      toast({ title: 'Erreur', description: error.message, variant: 'destructive' });
    },
  });
  const remove = trpc.webhooks.delete.useMutation({
    onSuccess: async () => {
      toast({ title: 'Webhook supprimé', description: 'Il ne recevra plus de messages.' });
      await utils.webhooks.list.invalidate();
    },
    onError: (error) => toast({ title: 'Erreur', description: error.message, variant: 'destructive' }),
  });
  const { errors } = form.formState;
  return (
    <Panel
      title="Webhooks"
      description="Envoyez chaque nouveau prospect ou article publié à un CRM (HubSpot, Pipedrive, Zapier, Make…) : messages JSON signés selon Standard Webhooks, renvoyés tant que le serveur ne répond pas par un code 2xx."
    >
      <div className="grid gap-6">
        <form noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))} className="grid gap-4">
          <Field label="URL du webhook" error={errors.url?.message} hint="Adresse https:// publique qui recevra les messages (POST).">
            {(p) => <input {...p} {...form.register('url')} type="url" inputMode="url" placeholder="https://exemple.fr/webhooks" autoComplete="off" />}
          </Field>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">Événements</legend>
            {WEBHOOK_EVENTS.map((event) => (
              <label key={event} className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" value={event} {...form.register('events')} className="size-4" />
                <code className="text-xs">{event}</code> — {WEBHOOK_EVENT_LABELS[event]}
              </label>
            ))}
            {errors.events ? (
              <p role="alert" className="text-sm text-red-700">
                {errors.events.message ?? errors.events.root?.message}
              </p>
            ) : null}
          </fieldset>
          <div>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? <Spinner /> : null} Ajouter le webhook
            </Button>
          </div>
        </form>
        {secret ? <SecretOnce secret={secret} onDone={() => setSecret(null)} /> : null}
        <DataTable
          caption="Webhooks enregistrés"
          columns={['URL', 'Événements', 'Dernière livraison', { label: 'Actions', hidden: true }]}
          status={hooks.status}
          rows={hooks.data}
          error="Erreur lors du chargement des webhooks"
          empty="Aucun webhook pour le moment."
          row={(hook) => (
            <tr key={hook.id}>
              <td className={cn(TD, 'break-all')}>{hook.url}</td>
              <td className={TD}>
                <ul className="grid gap-1">
                  {hook.events.map((event) => (
                    <li key={event}>
                      <code className="text-xs">{event}</code>
                    </li>
                  ))}
                </ul>
              </td>
              <td className={TD}>
                <DeliveryBadge delivery={hook.lastDelivery} />
              </td>
              <td className={TD}>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`Supprimer le webhook ${hook.url}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ id: hook.id })}
                >
                  <Trash2 aria-hidden="true" /> Supprimer
                </Button>
              </td>
            </tr>
          )}
        />
      </div>
    </Panel>
  );
}
