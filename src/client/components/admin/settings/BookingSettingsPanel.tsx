/**
 * « Rendez-vous » in Paramètres: the availability of the calls visitors book — call length, weekly
 * hours (per day, « 09:00-12:00, 14:00-18:00 »; empty = closed), notice, horizon, closed days.
 */
import { useState, type FormEvent } from 'react';
import { BookingSettings, WEEKDAYS, type Weekday } from '#shared/booking/settings';
import { trpc } from '#client/trpc/trpc-react';
import { Button } from '#client/ui/button';
import { useToast } from '#client/ui/toast';
import { Field, Panel, Spinner } from '../common/ui';

const DAY_LABELS: Record<Weekday, string> = {
  mon: 'Lundi', tue: 'Mardi', wed: 'Mercredi', thu: 'Jeudi', fri: 'Vendredi', sat: 'Samedi', sun: 'Dimanche',
};

type Draft = {
  timezone: string;
  slotMinutes: string;
  minNoticeHours: string;
  horizonDays: string;
  closures: string;
  weekly: Record<Weekday, string>;
};

const toDraft = (s: BookingSettings): Draft => ({
  timezone: s.timezone,
  slotMinutes: String(s.slotMinutes),
  minNoticeHours: String(s.minNoticeHours),
  horizonDays: String(s.horizonDays),
  closures: s.closures.join('\n'),
  weekly: Object.fromEntries(WEEKDAYS.map((d) => [d, s.weekly[d].map(([a, b]) => `${a}-${b}`).join(', ')])) as Record<Weekday, string>,
});

const fromDraft = (d: Draft) => ({
  timezone: d.timezone.trim(),
  slotMinutes: Number(d.slotMinutes),
  minNoticeHours: Number(d.minNoticeHours),
  horizonDays: Number(d.horizonDays),
  closures: d.closures.split(/[\s,;]+/).filter(Boolean),
  weekly: Object.fromEntries(
    WEEKDAYS.map((day) => [
      day,
      d.weekly[day]
        .split(/[,;]/)
        .map((part) => part.trim())
        .filter(Boolean)
        .map((part) => part.split(/\s*[-–]\s*/)),
    ]),
  ),
});

export function BookingSettingsPanel() {
  const settings = trpc.booking.settings.useQuery();
  return (
    <Panel title="Rendez-vous" description="Les créneaux proposés sur la page /rendez-vous : durée des appels, horaires de la semaine, délai de prévenance, horizon et jours de fermeture." className="xl:col-span-2">
      {settings.data ? <BookingSettingsForm initial={settings.data} /> : settings.isError ? <p role="alert">Impossible de charger les disponibilités.</p> : <Spinner />}
    </Panel>
  );
}

function BookingSettingsForm({ initial }: { initial: BookingSettings }) {
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState<Draft>(() => toDraft(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = trpc.booking.saveSettings.useMutation({
    onSuccess: async (saved) => {
      setDraft(toDraft(saved));
      toast({ title: 'Disponibilités enregistrées', description: 'Les créneaux proposés suivent ces réglages.', variant: 'success' });
      await utils.booking.invalidate();
    },
    onError: (error) => toast({ title: 'Erreur', description: error.message, variant: 'destructive' }),
  });
  const set = (key: Exclude<keyof Draft, 'weekly'>) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = BookingSettings.safeParse(fromDraft(draft));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'weekly' ? `weekly.${String(issue.path[1])}` : String(issue.path[0]);
        found[key] ??= issue.path[0] === 'weekly' ? 'Plages invalides : « 09:00-12:00, 14:00-18:00 » (vide = fermé).' : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Durée d'un appel (minutes)" error={errors.slotMinutes}>
          {(p) => <input {...p} type="number" min={10} max={240} inputMode="numeric" value={draft.slotMinutes} onChange={set('slotMinutes')} />}
        </Field>
        <Field label="Délai de prévenance (heures)" error={errors.minNoticeHours}>
          {(p) => <input {...p} type="number" min={0} inputMode="numeric" value={draft.minNoticeHours} onChange={set('minNoticeHours')} />}
        </Field>
        <Field label="Horizon (jours)" error={errors.horizonDays}>
          {(p) => <input {...p} type="number" min={1} max={365} inputMode="numeric" value={draft.horizonDays} onChange={set('horizonDays')} />}
        </Field>
        <Field label="Fuseau horaire" error={errors.timezone}>
          {(p) => <input {...p} type="text" autoComplete="off" value={draft.timezone} onChange={set('timezone')} />}
        </Field>
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium text-slate-800">Horaires de la semaine (plages séparées par des virgules, vide = fermé)</legend>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {WEEKDAYS.map((day) => (
            <Field key={day} label={DAY_LABELS[day]} error={errors[`weekly.${day}`]}>
              {(p) => (
                <input
                  {...p}
                  type="text"
                  autoComplete="off"
                  placeholder="Fermé"
                  value={draft.weekly[day]}
                  onChange={(event) => setDraft((d) => ({ ...d, weekly: { ...d.weekly, [day]: event.target.value } }))}
                />
              )}
            </Field>
          ))}
        </div>
      </fieldset>
      <Field label="Jours de fermeture" hint="Une date AAAA-MM-JJ par ligne." error={errors.closures}>
        {(p) => <textarea {...p} rows={3} value={draft.closures} onChange={set('closures')} />}
      </Field>
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null} Enregistrer les disponibilités
        </Button>
      </div>
    </form>
  );
}
