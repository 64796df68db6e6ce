/**
 * « Recevoir le rapport complet par e-mail »: first name, e-mail and consent → POST
 * /api/audit/{token}/email (tRPC `tools.auditEmail`). The requester becomes an audit lead; the
 * report's link and PDF go out by e-mail.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { Mail } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { AUDIT_REPORT_MESSAGES, AuditEmailFormInput } from '../../../shared/audit/report';
import { HONEYPOT_FIELD } from '../../../shared/zod-fields';
import { visitAttribution } from '../../lib/visit';
import { trpc } from '../../trpc/trpc-react';
import { Button } from '../../ui/button';
import { useToast } from '../../ui/toast';
import { Field, INPUT_CLASSES, serverMessage } from '../forms/Field';

type FormValues = { firstName: string; email: string; consent: boolean; website: string };

export function ReportEmailForm({ token }: { token: string }) {
  const { toast } = useToast();
  const consentId = useId();
  const send = trpc.tools.auditEmail.useMutation();
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
    <form onSubmit={onSubmit} noValidate aria-label="Recevoir le rapport complet par e-mail" className="grid gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${consentId}-first-name`} label="Prénom" error={errors.firstName?.message} required>
          {(aria) => <input {...aria} {...form.register('firstName')} autoComplete="given-name" className={INPUT_CLASSES} />}
        </Field>
        <Field id={`${consentId}-email`} label="E-mail" error={errors.email?.message} required>
          {(aria) => <input {...aria} {...form.register('email')} type="email" autoComplete="email" className={INPUT_CLASSES} />}
        </Field>
      </div>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Ne pas remplir
          <input type="text" tabIndex={-1} autoComplete="off" {...form.register(HONEYPOT_FIELD)} />
        </label>
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input
            id={consentId}
            type="checkbox"
            {...form.register('consent')}
            aria-required="true"
            aria-invalid={Boolean(errors.consent)}
            aria-describedby={errors.consent ? `${consentId}-error` : undefined}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={consentId} className="text-sm text-slate-700">
            J'accepte que mes données soient utilisées pour recevoir mon rapport et être recontacté par Avocat Visible{' '}
            <span aria-hidden="true" className="text-red-700">
              *
            </span>
          </label>
        </div>
        <p className="mt-1 pl-8 text-xs text-slate-600">
          Voir notre{' '}
          <Link to="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
            politique de confidentialité
          </Link>
          .
        </p>
        {errors.consent?.message ? (
          <p id={`${consentId}-error`} role="alert" className="mt-1 pl-8 text-sm text-red-700">
            {errors.consent.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" disabled={send.isPending} aria-busy={send.isPending} className="h-auto min-h-10 py-2 whitespace-normal">
        <Mail aria-hidden="true" /> {send.isPending ? 'Envoi en cours...' : 'Recevoir le rapport complet par e-mail'}
      </Button>
    </form>
  );
}
