import { zodResolver } from '@hookform/resolvers/zod';
import { Calculator } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { CITIES } from '#shared/landing/cities';
import { COMPETITOR_RANGES, RADIUS } from '#shared/practice/areas';
import { MESSAGES, PENDING } from '#shared/messages';
import { VisibilityInput } from '#shared/tools/schemas';
import { trpc } from '#client/trpc/trpc-react';
import { preloadHttpLink } from '#client/trpc/deferred-link';
import { Button } from '#client/ui/button';
import { useToast } from '#client/ui/toast';
import { Field, INPUT_CLASSES, OptionsSelect, serverMessage } from '../forms/Field';
import { useHydrated } from '#client/lib/use-hydrated';
import { NATIVE_FORM } from '#shared/site/native-forms';
import { ScoreTile } from './ScoreGauge';
import { ToolResult, TopAdvice } from './ToolResult';

const NUMBER = new Intl.NumberFormat('fr-FR');

/** Local visibility calculator (spec §2): city, radius slider, competitors; score and figures. */
export default function VisibilityTool() {
  const { toast } = useToast();
  const hydrated = useHydrated();
  const calc = trpc.tools.visibility.useMutation();
  // The first submit should not wait for the HTTP link on a slow connection.
  useEffect(preloadHttpLink, []);
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
      <form method="post" action={NATIVE_FORM.visibility} onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Calculateur de visibilité locale" data-hydrated={hydrated}>
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
            <OptionsSelect
              {...aria}
              {...form.register('competitors')}
              options={COMPETITOR_RANGES}
              placeholder="Choisissez une fourchette"
            />
          )}
        </Field>
        <Button type="submit" size="lg" disabled={calc.isPending} aria-busy={calc.isPending}>
          <Calculator aria-hidden="true" />
          {calc.isPending ? PENDING.visibility : 'Calculer ma visibilité'}
        </Button>
      </form>

      <ToolResult failure={failure} titleId="visibility-result-title" title="Votre visibilité locale">
        {result && !calc.isPending ? (
          <>
            <div className="mt-4 grid gap-3 sm:grid-cols-3">
              <ScoreTile label="Score de visibilité" score={result.visibilityScore} size="text-3xl" />
              <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-center">
                <p className="text-sm font-medium text-slate-600">Recherches mensuelles</p>
                <p className="mt-1 text-2xl font-bold text-slate-900">{NUMBER.format(result.monthlySearches)}</p>
              </div>
              <div className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-center">
                <p className="text-sm font-medium text-slate-600">Clients potentiels / mois</p>
                <p className="mt-1 text-2xl font-bold text-slate-900">{NUMBER.format(result.potentialClients)}</p>
              </div>
            </div>
            <TopAdvice title="Axes d'amélioration" items={result.improvements} />
          </>
        ) : null}
      </ToolResult>
    </div>
  );
}
