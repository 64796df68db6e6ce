/**
 * The public forms as the server renders them again after a native post that failed: the same
 * fields, names and French messages as the React forms, the values typed kept (decision 064).
 */
import type { ReactNode } from 'react';
import { AUDIT_SPECIALIZATIONS, COMPETITOR_RANGES, CONTACT_SPECIALIZATIONS, CONTACT_SPECIALIZATION_LABELS, FIRM_SIZES, FIRM_SIZE_LABELS, RADIUS } from '#shared/practice/areas';
import { ROI_LIMITS } from '#shared/tools/schemas';
import { NATIVE_FORM, reportEmailPath, SOURCE_PAGE_FIELD } from '#shared/site/native-forms';
import { HONEYPOT_FIELD } from '#shared/zod-fields';
import { buttonClassNames } from '#client/ui/button-variants';
import { Field, INPUT_CLASSES, OptionsSelect } from '#client/components/forms/Field';

/** What a visitor typed (field name → text) and the message of each field in error. */
export type FormState = { values: Record<string, string>; errors: Record<string, string> };

function NativeForm({ action, label, submit, children }: { action: string; label: string; submit: string; children: ReactNode }) {
  return (
    <form method="post" action={action} noValidate aria-label={label} className="mt-6 grid gap-4">
      {children}
      <button type="submit" className={buttonClassNames({ size: 'lg' })}>
        {submit}
      </button>
    </form>
  );
}

function Text({ name, label, state, required, type = 'text', autoComplete }: { name: string; label: string; state: FormState; required?: boolean; type?: string; autoComplete?: string }) {
  return (
    <Field id={`native-${name}`} label={label} error={state.errors[name]} required={required}>
      {(aria) => <input {...aria} name={name} type={type} autoComplete={autoComplete} defaultValue={state.values[name] ?? ''} className={INPUT_CLASSES} />}
    </Field>
  );
}

function Choice({ name, label, state, options, labels, placeholder, required }: { name: string; label: string; state: FormState; options: readonly string[]; labels?: (value: string) => string; placeholder?: string; required?: boolean }) {
  return (
    <Field id={`native-${name}`} label={label} error={state.errors[name]} required={required}>
      {(aria) => <OptionsSelect {...aria} name={name} options={options} label={labels} placeholder={placeholder} defaultValue={state.values[name] ?? ''} />}
    </Field>
  );
}

/** The hidden anti-spam field, empty. */
function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Site web (ne pas remplir)
        <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

/** A required consent checkbox (kept ticked when it was), its message under it. */
export function Consent({ name = 'consent', state, children }: { name?: string; state: FormState; children: ReactNode }) {
  const error = state.errors[name];
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-3">
        <input id={`native-${name}`} name={name} type="checkbox" defaultChecked={Boolean(state.values[name])} aria-required aria-invalid={Boolean(error)} aria-describedby={error ? `native-${name}-error` : undefined} className="mt-1 size-4 shrink-0 accent-brand-700" />
        <label htmlFor={`native-${name}`} className="text-sm text-slate-700">
          {children}
          <span className="text-red-600" aria-hidden="true"> *</span>
        </label>
      </div>
      {error ? (
        <p id={`native-${name}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function ContactFormPage({ state }: { state: FormState }) {
  return (
    <NativeForm action={NATIVE_FORM.contact} label="Demande de contact" submit="Envoyer ma demande">
      <input type="hidden" name={SOURCE_PAGE_FIELD} value={state.values[SOURCE_PAGE_FIELD] ?? '/'} />
      <Text name="firstName" label="Prénom" state={state} required autoComplete="given-name" />
      <Text name="lastName" label="Nom" state={state} required autoComplete="family-name" />
      <Text name="email" label="E-mail" type="email" state={state} required autoComplete="email" />
      <Text name="phone" label="Téléphone" type="tel" state={state} autoComplete="tel" />
      <Text name="firmName" label="Nom du cabinet" state={state} autoComplete="organization" />
      <Choice name="specialization" label="Spécialisation" state={state} options={CONTACT_SPECIALIZATIONS} labels={(s) => CONTACT_SPECIALIZATION_LABELS[s as keyof typeof CONTACT_SPECIALIZATION_LABELS] ?? s} placeholder="Choisissez (facultatif)" />
      <Field id="native-objectives" label="Vos objectifs" error={state.errors.objectives}>
        {(aria) => <textarea {...aria} name="objectives" rows={4} defaultValue={state.values.objectives ?? ''} className={INPUT_CLASSES} />}
      </Field>
      <Honeypot />
      <Consent state={state}>
        J'accepte d'être contacté par Avocat Visible au sujet de ma demande. Mes données sont traitées selon la{' '}
        <a href="/privacy" className="font-medium text-brand-700 underline underline-offset-2">
          politique de confidentialité
        </a>
        .
      </Consent>
    </NativeForm>
  );
}

const ROI_FIELDS = [
  { name: 'currentRevenue', label: "Chiffre d'affaires mensuel actuel (€)" },
  { name: 'currentLeads', label: 'Demandes de contact par mois' },
  { name: 'conversionRate', label: 'Taux de conversion (%)' },
  { name: 'averageCase', label: "Valeur moyenne d'un dossier (€)" },
] as const;

export function RoiFormPage({ state }: { state: FormState }) {
  return (
    <NativeForm action={NATIVE_FORM.roi} label="Votre cabinet aujourd'hui" submit="Calculer mon ROI">
      <Choice name="firmType" label="Type de cabinet" state={state} options={FIRM_SIZES} labels={(f) => FIRM_SIZE_LABELS[f as keyof typeof FIRM_SIZE_LABELS] ?? f} required />
      {ROI_FIELDS.map((f) => (
        <Field key={f.name} id={`native-${f.name}`} label={f.label} error={state.errors[f.name]} required hint={`Entre ${ROI_LIMITS[f.name].min} et ${ROI_LIMITS[f.name].max}`}>
          {(aria) => <input {...aria} name={f.name} type="text" inputMode="decimal" defaultValue={state.values[f.name] ?? ''} className={INPUT_CLASSES} />}
        </Field>
      ))}
    </NativeForm>
  );
}

export function VisibilityFormPage({ state }: { state: FormState }) {
  return (
    <NativeForm action={NATIVE_FORM.visibility} label="Calculateur de visibilité locale" submit="Calculer ma visibilité">
      <Text name="city" label="Ville" state={state} required autoComplete="address-level2" />
      <Field id="native-radius" label={`Rayon d'action (km, de ${RADIUS.min} à ${RADIUS.max})`} error={state.errors.radius}>
        {(aria) => <input {...aria} name="radius" type="number" min={RADIUS.min} max={RADIUS.max} step={RADIUS.step} defaultValue={state.values.radius ?? String(RADIUS.default)} className={INPUT_CLASSES} />}
      </Field>
      <Choice name="competitors" label="Nombre de cabinets concurrents" state={state} options={COMPETITOR_RANGES} placeholder="Choisissez une fourchette" required />
    </NativeForm>
  );
}

export function AuditFormPage({ state }: { state: FormState }) {
  return (
    <NativeForm action={NATIVE_FORM.audit} label="Audit SEO gratuit" submit="Lancer mon audit gratuit">
      <Text name="websiteUrl" label="Adresse de votre site" state={state} required autoComplete="url" />
      <Choice name="specialization" label="Spécialisation" state={state} options={AUDIT_SPECIALIZATIONS} placeholder="Choisissez votre spécialisation" required />
    </NativeForm>
  );
}

export function ReportEmailFormPage({ token, state }: { token: string; state: FormState }) {
  return (
    <NativeForm action={reportEmailPath(token)} label="Recevoir le rapport complet par e-mail" submit="Recevoir le rapport complet par e-mail">
      <Text name="firstName" label="Prénom" state={state} required autoComplete="given-name" />
      <Text name="email" label="E-mail" type="email" state={state} required autoComplete="email" />
      <Honeypot />
      <Consent state={state}>J'accepte que mes données soient utilisées pour recevoir mon rapport et être recontacté par Avocat Visible</Consent>
    </NativeForm>
  );
}
