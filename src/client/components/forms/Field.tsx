import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cn } from '#client/ui/cn';

/** Classes of text inputs, selects and textareas of the public forms. */
export const INPUT_CLASSES =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-500 aria-[invalid=true]:ring-red-100 disabled:opacity-60';

export type ControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  'aria-required'?: boolean;
  /** The form's control style, when the Field was given `controlClassName`. */
  className?: string;
};

/**
 * A labelled form field, the one of every form (public site and back office): a real <label>
 * (the required * beside it, so the accessible name is the label alone), the control rendered
 * by `children` with its id and ARIA wiring, an optional hint, and the error message announced
 * (role alert, aria-invalid, aria-describedby). Without `id`, one is made up.
 */
export function Field({
  id,
  label,
  error,
  hint,
  required,
  className,
  controlClassName,
  children,
}: {
  id?: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  controlClassName?: string;
  children: (control: ControlProps) => ReactNode;
}) {
  const madeUpId = useId();
  const controlId = id ?? madeUpId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <div className="flex gap-0.5 text-sm font-medium text-slate-800">
        <label htmlFor={controlId}>{label}</label>
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            *
          </span>
        ) : null}
      </div>
      {children({
        id: controlId,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
        className: controlClassName,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Message of a server error reply (the French `error` of the API), or null. */
export function serverMessage(error: unknown): string | null {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string' && error.message) {
    return /fetch|network/i.test(error.message) ? null : error.message;
  }
  return null;
}

/**
 * A <select> of `options` (shown through `label`, the value itself by default), after an empty
 * first choice when `placeholder` is given. Takes the Field's ARIA wiring and `register(...)`.
 */
export function OptionsSelect<T extends string>({
  options,
  label = (value) => value,
  placeholder,
  className = INPUT_CLASSES,
  ...props
}: Omit<ComponentPropsWithRef<'select'>, 'children'> & {
  options: readonly T[];
  label?: (value: T) => string;
  placeholder?: string;
}) {
  return (
    <select {...props} className={className}>
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {options.map((value) => (
        <option key={value} value={value}>
          {label(value)}
        </option>
      ))}
    </select>
  );
}
