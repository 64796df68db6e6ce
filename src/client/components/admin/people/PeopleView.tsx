/**
 * « Données d'une personne » (admin, /admin/dashboard/people): an address searched, what is held
 * about it counted per kind, downloaded as JSON, or erased after a confirmation naming the counts.
 * Each search and each erasure is in the audit log (the address's fingerprint, never the address).
 */
import { Download, Search, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { describeCounts, PEOPLE_KIND_LABELS, PEOPLE_KINDS, PEOPLE_MESSAGES, type PersonData } from '#shared/leads/people';
import { trpc } from '#client/trpc/trpc-react';
import { Button } from '#client/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/ui/dialog';
import { useToast } from '#client/ui/toast';
import { EmptyNotice, ErrorNotice, Panel, Spinner } from '../common/ui';

const INPUT =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500/30 aria-[invalid=true]:border-red-600';

/** The data as a file: `donnees-2026-11-29.json`, made in the browser. */
function download(data: PersonData) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `donnees-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function PeopleView() {
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  const [email, setEmail] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const found = trpc.people.find.useQuery({ email: email ?? '' }, { enabled: email !== null, retry: false, gcTime: 0, staleTime: Infinity });
  const erase = trpc.people.erase.useMutation({
    onSuccess: async ({ erased }) => {
      setConfirming(false);
      toast({ title: PEOPLE_MESSAGES.erased, description: `Effacé : ${describeCounts(erased)}.`, variant: 'success' });
      await utils.people.find.invalidate();
    },
    onError: (error) => toast({ title: 'Erreur', description: error.message, variant: 'destructive' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = typed.trim();
    if (!next) return;
    if (next === email) void found.refetch();
    else setEmail(next);
  };
  const data = found.data;
  const total = data ? PEOPLE_KINDS.reduce((sum, kind) => sum + data.counts[kind], 0) : 0;
  const summary = data ? describeCounts(data.counts) : '';
  return (
    <Panel
      title="Données d'une personne"
      description="Tout ce qui est conservé sur une adresse e-mail : prospects (notes et historique), rendez-vous, e-mails envoyés, audits demandés. Chaque recherche et chaque effacement sont inscrits au journal, sans l'adresse."
    >
      <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end" noValidate>
        <div className="min-w-0 flex-1">
          <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
            Adresse e-mail
          </label>
          <input
            id={inputId}
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            aria-invalid={found.isError}
            className={INPUT}
          />
        </div>
        <Button type="submit" disabled={!typed.trim() || found.isFetching}>
          {found.isFetching ? <Spinner /> : <Search aria-hidden="true" />} Rechercher
        </Button>
      </form>
      <div className="mt-6" aria-live="polite">
        {found.isError ? <ErrorNotice>{found.error.message || PEOPLE_MESSAGES.loadError}</ErrorNotice> : null}
        {data && !found.isFetching ? (
          total === 0 ? (
            <EmptyNotice>{PEOPLE_MESSAGES.empty}</EmptyNotice>
          ) : (
            <div className="space-y-4">
              <h3 className="font-semibold text-slate-900">Trouvé pour {data.email}</h3>
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label="Données trouvées">
                {PEOPLE_KINDS.map((kind) => (
                  <li key={kind} className="rounded-lg border border-slate-200 p-3">
                    <span className="block text-2xl font-bold text-slate-900">{data.counts[kind]}</span>
                    <span className="text-sm text-slate-600">{PEOPLE_KIND_LABELS[kind][data.counts[kind] > 1 ? 1 : 0]}</span>
                  </li>
                ))}
              </ul>
              <div className="flex flex-wrap gap-3">
                <Button variant="outline" onClick={() => download(data)}>
                  <Download aria-hidden="true" /> Télécharger (JSON)
                </Button>
                <Button className="bg-red-700 hover:bg-red-800" onClick={() => setConfirming(true)}>
                  <Trash2 aria-hidden="true" /> Effacer toutes ses données
                </Button>
              </div>
            </div>
          )
        ) : null}
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Effacer toutes ses données ?</DialogTitle>
            <DialogDescription>
              Seront effacés définitivement : {summary}. Ses rendez-vous à venir sont annulés sans e-mail et leurs créneaux de nouveau
              proposés ; les e-mails en attente ne partiront pas.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Annuler</Button>
            </DialogClose>
            <Button className="bg-red-700 hover:bg-red-800" disabled={erase.isPending} onClick={() => data && erase.mutate({ email: data.email })}>
              {erase.isPending ? <Spinner /> : null} Effacer définitivement
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </Panel>
  );
}
