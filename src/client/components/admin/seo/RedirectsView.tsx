/**
 * « Redirections » (admin, editor): the rules that keep old addresses working — the automatic ones
 * (a renamed slug, a deleted article) and those staff add — with their visits; add one (from a
 * 404 of « Pages introuvables » too: `?from=` fills the form) or delete one.
 */
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { REDIRECT_STATUS_LABELS, REDIRECT_STATUSES, type RedirectStatus } from '#shared/seo/redirects';
import { formatDateTimeFr } from '#shared/format/dates';
import { trpc } from '#client/trpc/trpc-react';
import { Button } from '#client/ui/button';
import { useToast } from '#client/ui/toast';
import { DataTable, TD } from '../common/DataTable';
import { Field, Panel, Spinner } from '../common/ui';

const SOURCE_LABELS = { auto: 'Automatique', manual: 'Manuelle' } as const;

function RedirectForm({ initialFrom }: { initialFrom: string }) {
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState('');
  const [status, setStatus] = useState<RedirectStatus>(301);
  const [errors, setErrors] = useState<{ from?: string; to?: string; form?: string }>({});
  const create = trpc.redirects.create.useMutation({
    onSuccess: async (rule) => {
      setFrom('');
      setTo('');
      setErrors({});
      toast({ title: 'Redirection créée', description: `${rule.from} → ${rule.to ?? '410'}`, variant: 'success' });
      await utils.redirects.list.invalidate();
    },
    onError: (err) => {
      const issue = err.data?.issues?.[0];
      const field = issue?.path?.[0];
      if (field === 'from' || field === 'to') setErrors({ [field]: err.message });
      else setErrors({ form: err.message });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ from: from.trim(), to: status === 410 ? null : to.trim(), status });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-start">
      <Field label="Ancienne adresse" error={errors.from} hint="Un chemin de ce site, par exemple /blog/ancien-article.">
        {(p) => <input {...p} value={from} onChange={(e) => setFrom(e.target.value)} placeholder="/blog/ancien-article" autoComplete="off" spellCheck={false} />}
      </Field>
      {status === 410 ? (
        <p className="text-sm text-slate-600 md:pt-8">L’adresse répondra « 410 — supprimée définitivement ».</p>
      ) : (
        <Field label="Nouvelle adresse" error={errors.to} hint="Un chemin de ce site ou une adresse https:// complète.">
          {(p) => <input {...p} value={to} onChange={(e) => setTo(e.target.value)} placeholder="/blog/nouvel-article" autoComplete="off" spellCheck={false} />}
        </Field>
      )}
      <Field label="Type">
        {(p) => (
          <select {...p} value={status} onChange={(e) => setStatus(Number(e.target.value) as RedirectStatus)}>
            {REDIRECT_STATUSES.map((code) => (
              <option key={code} value={code}>
                {REDIRECT_STATUS_LABELS[code]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {errors.form ? (
        <p role="alert" className="text-sm font-medium text-red-700 md:col-span-3">
          {errors.form}
        </p>
      ) : null}
      <div className="md:col-span-3">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? <Spinner /> : null} Créer la redirection
        </Button>
      </div>
    </form>
  );
}

export function RedirectsView({ page, initialFrom }: { page: { limit: number }; initialFrom: string }) {
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const list = trpc.redirects.list.useInfiniteQuery(page, { getNextPageParam: (p) => p.nextCursor ?? undefined });
  const rows = list.data?.pages.flatMap((p) => p.items);
  const remove = trpc.redirects.remove.useMutation({
    onSuccess: async (rule) => {
      toast({ title: 'Redirection supprimée', description: rule.from });
      await utils.redirects.list.invalidate();
    },
    onError: (err) => toast({ title: 'Erreur', description: err.message, variant: 'destructive' }),
  });
  return (
    <div className="grid gap-6">
      <Panel
        title="Nouvelle redirection"
        description="Une ancienne adresse renvoie vers la nouvelle, en une seule étape : les liens et le référencement acquis sont conservés."
      >
        {/* A new `?from=` (another line of « Pages introuvables ») starts a new form. */}
        <RedirectForm key={initialFrom} initialFrom={initialFrom} />
      </Panel>
      <Panel
        title="Redirections"
        description="Les automatiques naissent d’un changement d’adresse (slug) ou d’un article supprimé ; les visites sont comptées."
      >
        <DataTable
          caption="Redirections"
          columns={['Ancienne adresse', 'Destination', 'Type', 'Origine', 'Visites', 'Dernière visite', { label: 'Actions', hidden: true }]}
          status={list.status}
          rows={rows}
          error="Erreur lors du chargement des redirections"
          empty="Aucune redirection pour le moment."
          row={(rule) => (
            <tr key={rule.id}>
              <td className={`${TD} break-all`}>
                <code className="text-xs">{rule.from}</code>
              </td>
              <td className={`${TD} break-all`}>{rule.to ? <code className="text-xs">{rule.to}</code> : '—'}</td>
              <td className={`${TD} whitespace-nowrap`}>{rule.status}</td>
              <td className={TD}>{SOURCE_LABELS[rule.source]}</td>
              <td className={TD}>{rule.hits}</td>
              <td className={`${TD} whitespace-nowrap`}>{rule.lastHitAt ? formatDateTimeFr(rule.lastHitAt) : 'Jamais'}</td>
              <td className={TD}>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`Supprimer la redirection de ${rule.from}`}
                  disabled={remove.isPending}
                  onClick={() => {
                    if (window.confirm(`Supprimer la redirection de ${rule.from} ? Cette adresse répondra de nouveau « page introuvable ».`)) remove.mutate({ id: rule.id });
                  }}
                >
                  <Trash2 aria-hidden="true" /> Supprimer
                </Button>
              </td>
            </tr>
          )}
        />
        {list.hasNextPage ? (
          <div className="mt-4">
            <Button variant="outline" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {list.isFetchingNextPage ? <Spinner /> : null} Afficher plus
            </Button>
          </div>
        ) : null}
      </Panel>
    </div>
  );
}
