import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { AUDIT_SPECIALIZATIONS } from '#shared/practice/areas';
import { MESSAGES, PENDING } from '#shared/messages';
import { AuditInput } from '#shared/tools/schemas';
import { trpc } from '#client/trpc/trpc-react';
import { preloadHttpLink } from '#client/trpc/deferred-link';
import { Button } from '#client/ui/button';
import { useToast } from '#client/ui/toast';
import { Field, INPUT_CLASSES, OptionsSelect, serverMessage } from '../forms/Field';
import { useHydrated } from '#client/lib/use-hydrated';
import { NATIVE_FORM } from '#shared/site/native-forms';
import { ReportEmailForm } from '../audit/ReportEmailForm';
import { ScoreTile } from './ScoreGauge';
import { ToolResult, TopAdvice } from './ToolResult';

/** SEO audit form and result card (spec §2 "Audit tool"). */
export default function AuditTool() {
  const { toast } = useToast();
  const hydrated = useHydrated();
  const audit = trpc.tools.audit.useMutation();
  // The first submit should not wait for the HTTP link on a slow connection.
  useEffect(preloadHttpLink, []);
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
      <form method="post" action={NATIVE_FORM.audit} onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Audit SEO gratuit" data-hydrated={hydrated}>
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
            <OptionsSelect
              {...aria}
              {...form.register('specialization')}
              options={AUDIT_SPECIALIZATIONS}
              placeholder="Choisissez votre spécialisation"
            />
          )}
        </Field>
        <Button type="submit" size="lg" disabled={audit.isPending} aria-busy={audit.isPending}>
          <Search aria-hidden="true" />
          {audit.isPending ? PENDING.audit : 'Lancer mon audit gratuit'}
        </Button>
      </form>

      <ToolResult failure={failure} titleId="audit-result-title" title="Résultat de votre audit">
        {result && !audit.isPending ? (
          <>
            <div className="mt-4 grid grid-cols-2 gap-3">
              <ScoreTile label="Score global" score={result.overallScore} size="text-4xl" />
              <ScoreTile label="Technique" score={result.technicalScore} />
              <ScoreTile label="Contenu" score={result.contentScore} />
              <ScoreTile label="SEO local" score={result.localSeoScore} />
            </div>
            <TopAdvice
              title="Recommandations prioritaires"
              items={result.recommendations}
              empty="Aucune correction prioritaire : votre page coche toutes nos vérifications."
            />
            <p className="mt-4 text-sm text-slate-700">
              {result.pagesAnalyzed} {result.pagesAnalyzed > 1 ? 'pages analysées' : 'page analysée'},{' '}
              {result.recommendations.length} {result.recommendations.length > 1 ? 'points relevés' : 'point relevé'}.{' '}
              <a href={result.reportUrl} className="font-semibold text-brand-700 underline underline-offset-2">
                Voir le rapport complet
              </a>
            </p>
            <div className="mt-5 border-t border-slate-200 pt-4">
              <h4 className="mb-3 font-semibold text-slate-900">Recevoir le rapport complet par e-mail</h4>
              <ReportEmailForm token={result.reportUrl.split('/').pop() ?? ''} />
            </div>
          </>
        ) : null}
      </ToolResult>
    </div>
  );
}
