import { zodResolver } from '@hookform/resolvers/zod';
import { Calculator, TrendingUp } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FIRM_SIZES, FIRM_SIZE_LABELS } from '#shared/practice/areas';
import { MESSAGES, PENDING } from '#shared/messages';
import { ROI_DEFAULTS, ROI_LIMITS, RoiInput } from '#shared/tools/schemas';
import { trpc, TrpcProvider } from '#client/trpc/trpc-react';
import { preloadHttpLink } from '#client/trpc/deferred-link';
import { Button } from '#client/ui/button';
import { useToast } from '#client/ui/toast';
import { Field, INPUT_CLASSES, serverMessage } from '../forms/Field';
import { useHydrated } from '#client/lib/use-hydrated';
import { NATIVE_FORM } from '#shared/site/native-forms';

const EUROS = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const NUMBER = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
const PERCENT = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 0 });

const FIELDS = [
  { name: 'currentRevenue', label: "Chiffre d'affaires mensuel actuel (€)", step: 'any' },
  { name: 'currentLeads', label: 'Demandes de contact par mois', step: 1 },
  { name: 'conversionRate', label: 'Taux de conversion (%)', step: 'any' },
  { name: 'averageCase', label: "Valeur moyenne d'un dossier (€)", step: 'any' },
] as const;

function months(n: number | null): string {
  if (n === null) return 'Non atteinte sur 3 ans';
  return `${n} mois`;
}

/** ROI calculator form and results card (spec §2, §3, §5). */
/** The calculator with the tRPC layer it calls (both outside the page's first load). */
export function RoiCalculatorWithApi() {
  return (
    <TrpcProvider>
      <RoiCalculator />
    </TrpcProvider>
  );
}

export default function RoiCalculator() {
  const { toast } = useToast();
  const hydrated = useHydrated();
  const calc = trpc.tools.roi.useMutation();
  // The first submit should not wait for the HTTP link on a slow connection.
  useEffect(preloadHttpLink, []);
  const form = useForm({ resolver: zodResolver(RoiInput), defaultValues: ROI_DEFAULTS });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) =>
    calc.mutate(values, {
      onSuccess: () => toast({ ...MESSAGES.roi.success, variant: 'success' }),
      onError: () => toast({ ...MESSAGES.roi.error, variant: 'destructive' }),
    }),
  );
  const r = calc.data?.results;
  const failure = calc.isError ? serverMessage(calc.error) : null;

  return (
    <div className="grid gap-8 lg:grid-cols-2 lg:items-start">
      <form method="post" action={NATIVE_FORM.roi} onSubmit={onSubmit} noValidate className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8" aria-labelledby="roi-form-title" data-hydrated={hydrated}>
        <h2 id="roi-form-title" className="text-xl font-bold text-slate-900">
          Votre cabinet aujourd'hui
        </h2>
        <Field id="roi-firm-type" label="Type de cabinet" error={errors.firmType?.message} required>
          {(aria) => (
            <select {...aria} {...form.register('firmType')} defaultValue={ROI_DEFAULTS.firmType} className={INPUT_CLASSES}>
              {FIRM_SIZES.map((f) => (
                <option key={f} value={f}>
                  {FIRM_SIZE_LABELS[f]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {FIELDS.map((f) => (
          <Field
            key={f.name}
            id={`roi-${f.name}`}
            label={f.label}
            error={errors[f.name]?.message}
            required
            hint={`Entre ${NUMBER.format(ROI_LIMITS[f.name].min)} et ${NUMBER.format(ROI_LIMITS[f.name].max)}`}
          >
            {(aria) => (
              <input
                {...aria}
                {...form.register(f.name)}
                // Server-rendered value: react-hook-form fills uncontrolled inputs only after hydration.
                defaultValue={ROI_DEFAULTS[f.name]}
                type="number"
                inputMode={f.step === 1 ? 'numeric' : 'decimal'}
                min={ROI_LIMITS[f.name].min}
                max={ROI_LIMITS[f.name].max}
                step={f.step}
                className={INPUT_CLASSES}
              />
            )}
          </Field>
        ))}
        <Button type="submit" size="lg" disabled={calc.isPending} aria-busy={calc.isPending}>
          <Calculator aria-hidden="true" />
          {calc.isPending ? PENDING.roi : 'Calculer mon ROI'}
        </Button>
        {failure ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {failure}
          </p>
        ) : null}
      </form>

      <div aria-live="polite">
        {r && !calc.isPending ? (
          <section aria-labelledby="roi-result-title" className="rounded-2xl border border-brand-200 bg-brand-50 p-6 sm:p-8">
            <h2 id="roi-result-title" className="flex items-center gap-2 text-xl font-bold text-slate-900">
              <TrendingUp aria-hidden className="size-5 text-brand-700" /> Votre retour sur investissement
            </h2>
            <div className="mt-5 grid gap-3 sm:grid-cols-2">
              <Figure label="ROI annuel" value={PERCENT.format(r.roiPercentage / 100)} strong />
              <Figure label="Impact sur un an" value={EUROS.format(r.yearlyImpact)} strong />
              <Figure label="Chiffre d'affaires mensuel actuel" value={EUROS.format(r.currentMonthlyRevenue)} />
              <Figure label="Nouveau chiffre d'affaires mensuel" value={EUROS.format(r.newMonthlyRevenue)} />
              <Figure label="Demandes supplémentaires / mois" value={`+${NUMBER.format(r.additionalLeads)}`} />
              <Figure label="Nouveaux clients / mois" value={`+${NUMBER.format(r.newConversions)}`} />
              <Figure label="Seuil de rentabilité" value={months(r.breakEvenMonths)} />
            </div>
            <p className="mt-5 text-sm text-slate-600">
              Estimation fondée sur une amélioration SEO de 40 à 60 % du nombre de demandes, selon la taille du cabinet,
              et sur le prix de l'offre adaptée à votre cabinet.
            </p>
          </section>
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-slate-600">
            <h2 className="text-xl font-bold text-slate-900">Comment lire le résultat</h2>
            <p className="mt-3">
              Renseignez vos chiffres actuels : nous estimons les demandes et les clients supplémentaires qu'apporterait
              un bon référencement, votre nouveau chiffre d'affaires, le retour sur investissement et le nombre de mois
              nécessaires pour rentabiliser l'abonnement.
            </p>
            <p className="mt-3 text-sm">L'estimation suppose une amélioration SEO de 40 à 60 %.</p>
          </div>
        )}
      </div>
    </div>
  );
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="rounded-xl border border-white bg-white p-4 shadow-sm">
      <p className="text-sm text-slate-600">{label}</p>
      <p className={strong ? 'mt-1 text-2xl font-bold text-brand-800' : 'mt-1 text-lg font-bold text-slate-900'}>{value}</p>
    </div>
  );
}
