/**
 * The booking pages as plain server HTML (decision 064's native forms): no script needed, every
 * control reachable by keyboard, one column on a phone. `/rendez-vous` lists the week's free
 * slots, day by day, as radio buttons in one form with the visitor's fields; `/rendez-vous/{token}`
 * shows the call with a form to move it and one to cancel it.
 */
import type { ReactNode } from 'react';
import { HONEYPOT_FIELD } from '#shared/zod-fields';
import { SOURCE_PAGE_FIELD } from '#shared/site/native-forms';
import { BOOKING_PATH, formatSlotLong, formatSlotTime, slotsByDay } from '#shared/booking/format';
import type { SlotsReply } from '#shared/booking/replies';
import { buttonClassNames } from '#client/ui/button-variants';
import { Field, INPUT_CLASSES } from '#client/components/forms/Field';
import { Consent, type FormState } from '../native-forms/forms';

function SlotChoices({ reply, state }: { reply: SlotsReply; state: FormState }) {
  const days = slotsByDay(reply.slots, reply.timezone);
  if (days.length === 0) return <p className="text-slate-700">Aucun créneau libre cette semaine : essayez la semaine suivante.</p>;
  return (
    <div className="grid gap-4">
      {state.errors.start && (
        <p id="start-error" className="text-sm text-red-700">
          {state.errors.start}
        </p>
      )}
      {days.map(({ day, slots }) => (
        <fieldset key={day} className="rounded-lg border border-slate-200 p-2 sm:p-3">
          <legend className="px-1 font-semibold text-slate-900 first-letter:uppercase">{day}</legend>
          <div className="flex flex-wrap gap-1.5 sm:gap-2">
            {slots.map((slot) => (
              <label key={slot.start} className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-2.5 py-2 sm:px-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
                <input type="radio" name="start" value={slot.start} defaultChecked={state.values.start === slot.start} required />
                {formatSlotTime(slot.start, reply.timezone)}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

function TextField({ name, label, state, type = 'text', autoComplete, required = true }: { name: string; label: string; state: FormState; type?: string; autoComplete?: string; required?: boolean }) {
  return (
    <Field id={`booking-${name}`} label={label} error={state.errors[name]} required={required}>
      {(aria) => <input {...aria} name={name} type={type} autoComplete={autoComplete} defaultValue={state.values[name] ?? ''} className={INPUT_CLASSES} />}
    </Field>
  );
}

function Submit({ children }: { children: ReactNode }) {
  return (
    <button type="submit" className={buttonClassNames({ size: 'lg' })}>
      {children}
    </button>
  );
}

/** Previous / next week links (`?du=YYYY-MM-DD`). */
function WeekLinks({ previous, next, base }: { previous: string | null; next: string | null; base: string }) {
  return (
    <nav aria-label="Semaines" className="flex justify-between gap-4 text-brand-700 underline">
      {previous ? <a href={`${base}?du=${previous}`}>← Semaine précédente</a> : <span />}
      {next ? <a href={`${base}?du=${next}`}>Semaine suivante →</a> : <span />}
    </nav>
  );
}

export function BookingFormPage({ reply, state, previous, next }: { reply: SlotsReply; state: FormState; previous: string | null; next: string | null }) {
  return (
    <form method="post" action={BOOKING_PATH} noValidate aria-label="Prendre rendez-vous" className="mt-6 grid gap-5">
      <p className="text-slate-700">Un appel de 30 minutes avec un consultant, du lundi au vendredi. Choisissez le jour puis l’heure (heure de Paris).</p>
      <WeekLinks previous={previous} next={next} base={BOOKING_PATH} />
      <SlotChoices reply={reply} state={state} />
      <input type="hidden" name={SOURCE_PAGE_FIELD} value={BOOKING_PATH} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="firstName" label="Prénom" state={state} autoComplete="given-name" />
        <TextField name="lastName" label="Nom" state={state} autoComplete="family-name" />
        <TextField name="email" label="E-mail" type="email" state={state} autoComplete="email" />
        <TextField name="phone" label="Téléphone" type="tel" state={state} autoComplete="tel" />
      </div>
      <TextField name="firmName" label="Cabinet" state={state} autoComplete="organization" />
      <Field id="booking-message" label="Message (facultatif)" error={state.errors.message}>
        {(aria) => <textarea {...aria} name="message" rows={3} defaultValue={state.values.message ?? ''} className={INPUT_CLASSES} />}
      </Field>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Site web (ne pas remplir)
          <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <Consent state={state}>J'accepte d'être contacté par Avocat Visible au sujet de ce rendez-vous</Consent>
      <Submit>Réserver ce créneau</Submit>
    </form>
  );
}

export function ManagePage({ token, start, timezone, reply, state }: { token: string; start: string; timezone: string; reply: SlotsReply; state: FormState }) {
  return (
    <div className="mt-6 grid gap-6">
      <p className="text-lg text-slate-900">
        Votre appel est prévu le <strong>{formatSlotLong(start, timezone)}</strong>.
      </p>
      <p className="text-slate-700">
        Gardez ce lien pour déplacer ou annuler l’appel (il figure aussi dans l’e-mail de confirmation) :{' '}
        <a href={`${BOOKING_PATH}/${token}`} className="break-all font-semibold text-brand-700 underline">
          {`${BOOKING_PATH}/${token}`}
        </a>
      </p>
      <form method="post" action={`${BOOKING_PATH}/${token}/annuler`} aria-label="Annuler le rendez-vous">
        <button type="submit" className={buttonClassNames({ variant: 'outline', size: 'lg' })}>
          Annuler le rendez-vous
        </button>
      </form>
      <form method="post" action={`${BOOKING_PATH}/${token}/deplacer`} noValidate aria-label="Déplacer le rendez-vous" className="grid gap-4">
        <h2 className="text-xl font-semibold text-slate-900">Déplacer le rendez-vous</h2>
        <SlotChoices reply={reply} state={state} />
        <Submit>Déplacer sur ce créneau</Submit>
      </form>
    </div>
  );
}
