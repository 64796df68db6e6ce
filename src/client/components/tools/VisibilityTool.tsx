import { zodResolver } from '@hookform/resolvers/zod';
import { Calculator } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { CITIES } from '../../../shared/constants/cities';
import { COMPETITOR_RANGES, RADIUS } from '../../../shared/constants/practice';
import { MESSAGES, PENDING } from '../../../shared/schemas/messages';
import { VisibilityInput } from '../../../shared/schemas/tools';
import { trpc } from '../../trpc';
import { Button } from '../../ui/button';
import { useToast } from '../../ui/toast';
import { Field, INPUT_CLASSES, serverMessage } from '../forms/Field';
import { useHydrated } from '../../lib/use-hydrated';
import { scoreTone } from './ScoreGauge';
import { cn } from '../../ui/cn';

const NUMBER = new Intl.NumberFormat('fr-FR');

/** Local visibility calculator (spec §2): city, radius slider, competitors; score and figures. */
export default function VisibilityTool() {
  const { toast } = useToast();
  const hydrated = useHydrated();
  const calc = trpc.tools.visibility.useMutation();
  const form = useForm({
    resolver: zodResolver(VisibilityInput),
    defaultValues: { city: '', radius: RADIUS.default, competitors: '' as never },
  });
  const errors = form.formState.errors;
  const radius = form.watch('radius');
  const onSubmit = form.handleSubmit((values) =>
    calc.mutate(values, {
      onSuccess: () => toast({ title: MESSAGES.visibility.success, variant: 'success' }),
      onError: () => toast({ ...MESSAGES.visibility.error, variant: 'destructive' }),
    }),
  );
  const result = calc.data;
  const failure = calc.isError ? serverMessage(calc.error) : null;

  return (
    <div>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Calculateur de visibilité locale" data-hydrated={hydrated}>
        <Field id="visibility-city" label="Ville" error={errors.city?.message} required>
          {(aria) => (
            <>
              <input
                {...aria}
                {...form.register('city')}
                type="text"
                list="visibility-cities"
                autoComplete="address-level2"
                placeholder="Paris, Lyon, Bordeaux…"
                className={INPUT_CLASSES}
              />
              <datalist id="visibility-cities">
                {CITIES.map((c) => (
                  <option key={c.slug} value={c.name} />
                ))}
              </datalist>
            </>
          )}
        </Field>
        <Field id="visibility-radius" label={`Rayon d'action : ${String(radius)} km`} error={errors.radius?.message}>
          {(aria) => (
            <input
              {...aria}
              {...form.register('radius', { valueAsNumber: true })}
              defaultValue={RADIUS.default}
              type="range"
              min={RADIUS.min}
              max={RADIUS.max}
              step={RADIUS.step}
              aria-valuetext={`${String(radius)} km`}
              className="w-full accent-brand-700"
            />
          )}
        </Field>
        <Field id="visibility-competitors" label="Nombre de cabinets concurrents" error={errors.competitors?.message} required>
          {(aria) => (
            <select {...aria} {...form.register('competitors')} className={INPUT_CLASSES}>
              <option value="">Choisissez une fourchette</option>
              {COMPETITOR_RANGES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" size="lg" disabled={calc.isPending} aria-busy={calc.isPending}>
          <Calculator aria-hidden="true" />
          {calc.isPending ? PENDING.visibility : 'Calculer ma visibilité'}
        </Button>
      </form>

      <div aria-live="polite">
        {failure ? (
          <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {failure}
          </p>
        ) : null}
        {result && !calc.isPending ? (
          <section aria-labelledby="visibility-result-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <h4 id="visibility-result-title" className="text-lg font-bold text-slate-900">
              Votre visibilité locale
            </h4>
            <div className="mt-4 grid gap-3 sm:grid-cols-3">
              <div className={cn('rounded-xl border p-4 text-center', scoreTone(result.visibilityScore))}>
                <p className="text-sm font-medium">Score de visibilité</p>
                <p className="mt-1 text-3xl font-bold">
                  {Math.round(result.visibilityScore)}
                  <span className="text-base font-medium">/100</span>
                </p>
              </div>
              <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-center">
                <p className="text-sm font-medium text-slate-600">Recherches mensuelles</p>
                <p className="mt-1 text-2xl font-bold text-slate-900">{NUMBER.format(result.monthlySearches)}</p>
              </div>
              <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-center">
                <p className="text-sm font-medium text-slate-600">Clients potentiels / mois</p>
                <p className="mt-1 text-2xl font-bold text-slate-900">{NUMBER.format(result.potentialClients)}</p>
              </div>
            </div>
            <h5 className="mt-5 font-semibold text-slate-900">Axes d'amélioration</h5>
            <ol className="mt-2 grid list-decimal gap-2 pl-5 text-slate-700">
              {result.improvements.slice(0, 3).map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ol>
          </section>
        ) : null}
      </div>
    </div>
  );
}
