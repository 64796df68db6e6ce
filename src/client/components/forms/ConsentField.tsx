import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/**
 * The consent checkbox of the lead forms that send the visitor something (the quiz's analysis,
 * the audit report): « J'accepte que mes données soient utilisées pour {purpose} et être
 * recontacté par Avocat Visible », required, a link to the privacy policy, the error announced.
 */
export function ConsentField({
  purpose,
  error,
  registration,
  className,
}: {
  /** What the data is used for: « recevoir mon analyse », « recevoir mon rapport ». */
  purpose: string;
  error?: FieldError;
  registration: UseFormRegisterReturn;
  className?: string;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          {...registration}
          aria-required="true"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={id} className="text-sm text-slate-700">
          J'accepte que mes données soient utilisées pour {purpose} et être recontacté par Avocat Visible
          <span aria-hidden="true" className="ml-0.5 text-red-700">
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
      {error?.message ? (
        <p id={errorId} role="alert" className="mt-1 pl-8 text-sm text-red-700">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
