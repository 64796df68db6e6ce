/**
 * « Recevoir le rapport complet par e-mail »: first name, e-mail and consent → POST
 * /api/audit/{token}/email (tRPC `tools.auditEmail`). The requester becomes an audit lead; the
 * report's link and PDF go out by e-mail.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { AUDIT_REPORT_MESSAGES, AuditEmailFormInput } from '#shared/audit/report';
import { HONEYPOT_FIELD } from '#shared/zod-fields';
import { visitAttribution } from '#client/lib/visit';
import { reportEmailPath } from '#shared/site/native-forms';
import { trpc } from '#client/trpc/trpc-react';
import { preloadHttpLink } from '#client/trpc/deferred-link';
import { Button } from '#client/ui/button';
import { useToast } from '#client/ui/toast';
import { ConsentField } from '../forms/ConsentField';
import { Field, INPUT_CLASSES, serverMessage } from '../forms/Field';

type FormValues = { firstName: string; email: string; consent: boolean; website: string };

export function ReportEmailForm({ token }: { token: string }) {
  const { toast } = useToast();
  const fieldId = useId();
  const send = trpc.tools.auditEmail.useMutation();
  // The first submit should not wait for the HTTP link on a slow connection.
  useEffect(preloadHttpLink, []);
  const form = useForm<FormValues>({
    resolver: zodResolver(AuditEmailFormInput as never),
    defaultValues: { firstName: '', email: '', consent: false, website: '' },
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) =>
    send.mutate(
      { token, data: { ...visitAttribution(), ...values, consent: values.consent as true } },
      {
        onSuccess: () => toast({ title: 'Rapport envoyé', description: AUDIT_REPORT_MESSAGES.emailSent, variant: 'success' }),
        onError: (error) => toast({ title: 'Erreur', description: serverMessage(error) ?? 'L’envoi a échoué. Réessayez.', variant: 'destructive' }),
      },
    ),
  );
  if (send.isSuccess) {
    return (
      <p role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm font-medium text-emerald-800">
        {AUDIT_REPORT_MESSAGES.emailSent}
      </p>
    );
  }
  return (
    // Before its code has loaded (or with JavaScript off) the form posts natively (reportEmailPath).
    <form method="post" action={reportEmailPath(token)} onSubmit={onSubmit} noValidate aria-label="Recevoir le rapport complet par e-mail" className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${fieldId}-first-name`} label="Prénom" error={errors.firstName?.message} required>
          {(aria) => <input {...aria} {...form.register('firstName')} autoComplete="given-name" className={INPUT_CLASSES} />}
        </Field>
        <Field id={`${fieldId}-email`} label="E-mail" error={errors.email?.message} required>
          {(aria) => <input {...aria} {...form.register('email')} type="email" autoComplete="email" className={INPUT_CLASSES} />}
        </Field>
      </div>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Ne pas remplir
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register(HONEYPOT_FIELD)} />
        </label>
      </div>
      <ConsentField purpose="recevoir mon rapport" error={errors.consent} registration={form.register('consent')} />
      <Button type="submit" disabled={send.isPending} aria-busy={send.isPending} className="h-auto min-h-10 py-2 whitespace-normal">
        <Mail aria-hidden="true" /> {send.isPending ? 'Envoi en cours...' : 'Recevoir le rapport complet par e-mail'}
      </Button>
    </form>
  );
}
