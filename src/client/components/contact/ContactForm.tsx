import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CONTACT_SPECIALIZATIONS, CONTACT_SPECIALIZATION_LABELS } from '#shared/practice/areas';
import { ContactInput } from '#shared/leads/schemas';
import { HONEYPOT_FIELD } from '#shared/zod-fields';
import { BOOKING_INVITE, BOOKING_PATH } from '#shared/booking/format';
import { MESSAGES, PENDING } from '#shared/messages';
import { trpc } from '#client/trpc/trpc-react';
import { preloadHttpLink } from '#client/trpc/deferred-link';
import { Button } from '#client/ui/button';
import { useToast } from '#client/ui/toast';
import { Field, INPUT_CLASSES, OptionsSelect } from '../forms/Field';
import { useHydrated } from '#client/lib/use-hydrated';
import { visitAttribution } from '#client/lib/visit';
import { NATIVE_FORM, SOURCE_PAGE_FIELD } from '#shared/site/native-forms';

const EMPTY = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  firmName: '',
  specialization: '' as const,
  objectives: '',
  consent: false as unknown as true,
  [HONEYPOT_FIELD]: '',
};

/** Contact form of the home page (spec §2, §5, §8): resets after a successful send. */
export default function ContactForm() {
  const { toast } = useToast();
  const hydrated = useHydrated();
  const send = trpc.leads.createContact.useMutation();
  const [sent, setSent] = useState(false);
  // The first submit should not wait for the HTTP link on a slow connection.
  useEffect(preloadHttpLink, []);
  const form = useForm<z.input<typeof ContactInput>, unknown, z.output<typeof ContactInput>>({ resolver: zodResolver(ContactInput), defaultValues: EMPTY });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((values) =>
    send.mutate({ ...values, ...visitAttribution() }, {
      onSuccess: () => {
        toast({ ...MESSAGES.contact.success, variant: 'success' });
        form.reset(EMPTY);
        setSent(true);
      },
      onError: () => toast({ ...MESSAGES.contact.error, variant: 'destructive' }),
    }),
  );

  return (
    // Before its code has loaded (or with JavaScript off) the form posts natively (NATIVE_FORM.contact).
    <form method="post" action={NATIVE_FORM.contact} onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Demande de contact" data-hydrated={hydrated}>
      <input type="hidden" name={SOURCE_PAGE_FIELD} value="/" />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="contact-first-name" label="Prénom" error={errors.firstName?.message} required>
          {(aria) => <input {...aria} {...form.register('firstName')} autoComplete="given-name" className={INPUT_CLASSES} />}
        </Field>
        <Field id="contact-last-name" label="Nom" error={errors.lastName?.message} required>
          {(aria) => <input {...aria} {...form.register('lastName')} autoComplete="family-name" className={INPUT_CLASSES} />}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="contact-email" label="E-mail" error={errors.email?.message} required>
          {(aria) => <input {...aria} {...form.register('email')} type="email" autoComplete="email" className={INPUT_CLASSES} />}
        </Field>
        <Field id="contact-phone" label="Téléphone" error={errors.phone?.message}>
          {(aria) => <input {...aria} {...form.register('phone')} type="tel" autoComplete="tel" className={INPUT_CLASSES} />}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="contact-firm" label="Nom du cabinet" error={errors.firmName?.message}>
          {(aria) => <input {...aria} {...form.register('firmName')} autoComplete="organization" className={INPUT_CLASSES} />}
        </Field>
        <Field id="contact-specialization" label="Spécialisation" error={errors.specialization?.message}>
          {(aria) => (
            <OptionsSelect
              {...aria}
              {...form.register('specialization')}
              options={CONTACT_SPECIALIZATIONS}
              label={(s) => CONTACT_SPECIALIZATION_LABELS[s]}
              placeholder="Choisissez (facultatif)"
            />
          )}
        </Field>
      </div>
      <Field id="contact-objectives" label="Vos objectifs" error={errors.objectives?.message}>
        {(aria) => (
          <textarea
            {...aria}
            {...form.register('objectives')}
            rows={4}
            placeholder="Plus de clients en droit de la famille à Lyon, refonte du site…"
            className={INPUT_CLASSES}
          />
        )}
      </Field>
      {/* Honeypot: hidden from people and assistive technologies; bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Site web (ne pas remplir)</label>
        <input id="contact-website" {...form.register(HONEYPOT_FIELD)} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="grid gap-1.5">
        <div className="flex items-start gap-3">
          <input
            id="contact-consent"
            type="checkbox"
            {...form.register('consent')}
            aria-invalid={Boolean(errors.consent)}
            aria-describedby={errors.consent ? 'contact-consent-error' : undefined}
            aria-required
            className="mt-1 size-4 shrink-0 accent-brand-700"
          />
          <label htmlFor="contact-consent" className="text-sm text-slate-700">
            J'accepte d'être contacté par Avocat Visible au sujet de ma demande. Mes données sont traitées selon la{' '}
            <a href="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
              politique de confidentialité
            </a>
            .<span className="text-red-600" aria-hidden="true"> *</span>
          </label>
        </div>
        {errors.consent ? (
          <p id="contact-consent-error" role="alert" className="text-sm text-red-700">
            {errors.consent.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" variant="accent" disabled={send.isPending} aria-busy={send.isPending}>
        <Send aria-hidden="true" />
        {send.isPending ? PENDING.contact : 'Envoyer ma demande'}
      </Button>
      {sent ? (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
          {MESSAGES.contact.success.title} {MESSAGES.contact.success.description}{' '}
          <a href={BOOKING_PATH} className="font-semibold text-brand-700 underline underline-offset-2">
            {BOOKING_INVITE}
          </a>
        </p>
      ) : null}
      <p className="text-xs text-slate-500">* Champs obligatoires</p>
    </form>
  );
}
