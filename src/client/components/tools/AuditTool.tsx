import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { AUDIT_SPECIALIZATIONS } from '../../../shared/constants/practice';
import { MESSAGES, PENDING } from '../../../shared/schemas/messages';
import { AuditInput } from '../../../shared/schemas/tools';
import { trpc } from '../../trpc';
import { Button } from '../../ui/button';
import { useToast } from '../../ui/toast';
import { Field, INPUT_CLASSES, serverMessage } from '../forms/Field';
import { useHydrated } from '../../lib/use-hydrated';
import { ScoreTile } from './ScoreGauge';

/** SEO audit form and result card (spec §2 "Audit tool"). */
export default function AuditTool() {
  const { toast } = useToast();
  const hydrated = useHydrated();
  const audit = trpc.tools.audit.useMutation();
  const form = useForm({
    resolver: zodResolver(AuditInput),
    defaultValues: { websiteUrl: '', specialization: '' as never },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) =>
    audit.mutate(values, {
      onSuccess: () => toast({ title: MESSAGES.audit.success, variant: 'success' }),
      onError: () => toast({ ...MESSAGES.audit.error, variant: 'destructive' }),
    }),
  );
  const result = audit.data;
  const failure = audit.isError ? serverMessage(audit.error) : null;

  return (
    <div>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Audit SEO gratuit" data-hydrated={hydrated}>
        <Field id="audit-url" label="Adresse de votre site" error={errors.websiteUrl?.message} required hint="Par exemple : www.votre-cabinet.fr">
          {(aria) => (
            <input
              {...aria}
              {...form.register('websiteUrl')}
              type="text"
              inputMode="url"
              autoComplete="url"
              placeholder="https://www.votre-cabinet.fr"
              className={INPUT_CLASSES}
            />
          )}
        </Field>
        <Field id="audit-specialization" label="Spécialisation" error={errors.specialization?.message} required>
          {(aria) => (
            <select {...aria} {...form.register('specialization')} className={INPUT_CLASSES}>
              <option value="">Choisissez votre spécialisation</option>
              {AUDIT_SPECIALIZATIONS.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button type="submit" size="lg" disabled={audit.isPending} aria-busy={audit.isPending}>
          <Search aria-hidden="true" />
          {audit.isPending ? PENDING.audit : 'Lancer mon audit gratuit'}
        </Button>
      </form>

      <div aria-live="polite">
        {failure ? (
          <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {failure}
          </p>
        ) : null}
        {result && !audit.isPending ? (
          <section aria-labelledby="audit-result-title" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
            <h4 id="audit-result-title" className="text-lg font-bold text-slate-900">
              Résultat de votre audit
            </h4>
            <div className="mt-4 grid grid-cols-2 gap-3">
              <ScoreTile label="Score global" score={result.overallScore} large />
              <ScoreTile label="Technique" score={result.technicalScore} />
              <ScoreTile label="Contenu" score={result.contentScore} />
              <ScoreTile label="SEO local" score={result.localSeoScore} />
            </div>
            <h5 className="mt-5 font-semibold text-slate-900">Recommandations prioritaires</h5>
            {result.recommendations.length === 0 ? (
              <p className="mt-2 text-slate-600">Aucune correction prioritaire : votre page coche toutes nos vérifications.</p>
            ) : (
              <ol className="mt-2 grid list-decimal gap-2 pl-5 text-slate-700">
                {result.recommendations.slice(0, 3).map((r) => (
                  <li key={r}>{r}</li>
                ))}
              </ol>
            )}
          </section>
        ) : null}
      </div>
    </div>
  );
}
