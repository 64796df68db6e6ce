/**
 * « Accès API » (Paramètres): create a key for a third party (name, scopes, optional expiry),
 * see it once with a copy button, list the keys (never the key itself), revoke one at once.
 */
import { Check, Copy, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES, type ApiKeyScope } from '#shared/auth/api-keys';
import { formatDateTimeFr } from '#shared/format/dates';
import { trpc } from '#client/trpc/trpc-react';
import { Button } from '#client/ui/button';
import { useToast } from '#client/ui/toast';
import { DataTable, TD } from '../common/DataTable';
import { Field, Panel, Spinner } from '../common/ui';
import { StepUpField, useStepUp } from './StepUp';

/** Shown once, right after creation. */
function KeyOnce({ apiKey, onDone }: { apiKey: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const { toast } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(apiKey);
      setCopied(true);
    } catch {
      toast({ title: 'Copie impossible', description: 'Sélectionnez la clé et copiez-la à la main.', variant: 'destructive' });
    }
  };
  return (
    <div role="status" className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="text-sm font-semibold text-amber-900">Clé d'API : copiez-la maintenant, elle ne sera plus affichée.</p>
      <div className="flex flex-wrap items-center gap-2">
        <code data-testid="api-key" className="min-w-0 flex-1 rounded-lg bg-white px-3 py-2 text-sm break-all text-slate-900">
          {apiKey}
        </code>
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />} {copied ? 'Copiée' : 'Copier la clé'}
        </Button>
      </div>
      <p className="text-sm text-amber-900">
        À envoyer dans l'en-tête <code>Authorization: Bearer …</code> des appels à l'API (documentation : <a className="underline" href="/api/docs">/api/docs</a>).
      </p>
      <div>
        <Button type="button" size="sm" onClick={onDone}>
          J'ai enregistré la clé
        </Button>
      </div>
    </div>
  );
}

export function ApiKeysPanel() {
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const keys = trpc.apiKeys.list.useQuery(undefined, { select: (page) => page.items });
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [expires, setExpires] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [shown, setShown] = useState<string | null>(null);
  const stepUp = useStepUp();
  const create = trpc.apiKeys.create.useMutation({
    onSuccess: async (created) => {
      stepUp.reset();
      setName('');
      setScopes([]);
      setExpires('');
      setShown(created.key);
      toast({ title: "Clé d'API créée", description: created.name, variant: 'success' });
      await utils.apiKeys.list.invalidate();
    },
    onError: (err) => {
      if (stepUp.handle(err.message)) return;
      setError(err.message);
      toast({ title: 'Erreur', description: err.message, variant: 'destructive' });
    },
  });
  const revoke = trpc.apiKeys.revoke.useMutation({
    onSuccess: async () => {
      toast({ title: "Clé d'API révoquée", description: 'Elle est refusée dès maintenant.' });
      await utils.apiKeys.list.invalidate();
    },
    onError: (err) => toast({ title: 'Erreur', description: err.message, variant: 'destructive' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Veuillez nommer la clé.');
    if (scopes.length === 0) return setError('Choisissez au moins un droit.');
    setError(undefined);
    // The chosen day included: the key expires at the end of it (local time).
    const expiresAt = expires ? new Date(`${expires}T23:59:59`) : null;
    create.mutate({ name, scopes, expiresAt, currentPassword: stepUp.value });
  };
  return (
    <Panel
      title="Accès API"
      className="xl:col-span-2"
      description="Clés d'API pour un CRM ou un outil d'automatisation : chaque clé n'ouvre que les droits choisis, sans mot de passe ni session."
    >
      <div className="grid gap-6">
        <form noValidate onSubmit={submit} className="grid gap-4">
          <Field label="Nom de la clé" error={error} hint="Par exemple : CRM du cabinet, Zapier.">
            {(p) => <input {...p} value={name} onChange={(e) => setName(e.target.value)} maxLength={80} autoComplete="off" />}
          </Field>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">Droits</legend>
            {API_KEY_SCOPES.map((scope) => (
              <label key={scope} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="checkbox"
                  className="size-4"
                  value={scope}
                  checked={scopes.includes(scope)}
                  onChange={(e) => setScopes((current) => (e.target.checked ? [...current, scope] : current.filter((s) => s !== scope)))}
                />
                <code className="text-xs">{scope}</code> — {API_KEY_SCOPE_LABELS[scope]}
              </label>
            ))}
          </fieldset>
          <Field label="Expiration (facultative)" hint="Sans date, la clé vaut jusqu'à sa révocation.">
            {(p) => <input {...p} type="date" value={expires} onChange={(e) => setExpires(e.target.value)} />}
          </Field>
          <StepUpField stepUp={stepUp} />
          <div>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? <Spinner /> : null} Créer la clé
            </Button>
          </div>
        </form>
        {shown ? <KeyOnce apiKey={shown} onDone={() => setShown(null)} /> : null}
        <DataTable
          caption="Clés d'API"
          columns={['Nom', 'Droits', 'Préfixe', 'Créée le', 'Dernière utilisation', 'Expiration', { label: 'Actions', hidden: true }]}
          status={keys.status}
          rows={keys.data}
          error="Erreur lors du chargement des clés d'API"
          empty="Aucune clé d'API pour le moment."
          row={(key) => (
            <tr key={key.id}>
              <td className={TD}>{key.name}</td>
              <td className={TD}>
                <ul className="grid gap-1">
                  {key.scopes.map((scope) => (
                    <li key={scope}>
                      <code className="text-xs">{scope}</code>
                    </li>
                  ))}
                </ul>
              </td>
              <td className={TD}>
                <code className="text-xs">{key.prefix}…</code>
              </td>
              <td className={TD}>{formatDateTimeFr(key.createdAt)}</td>
              <td className={TD}>{key.lastUsedAt ? formatDateTimeFr(key.lastUsedAt) : 'Jamais'}</td>
              <td className={TD}>{key.expiresAt ? formatDateTimeFr(key.expiresAt) : 'Aucune'}</td>
              <td className={TD}>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-label={`Révoquer la clé ${key.name}`}
                  disabled={revoke.isPending}
                  onClick={() => revoke.mutate({ id: key.id })}
                >
                  <Trash2 aria-hidden="true" /> Révoquer
                </Button>
              </td>
            </tr>
          )}
        />
      </div>
    </Panel>
  );
}
