import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';

type SwitchProps = Omit<ComponentPropsWithRef<'button'>, 'onChange' | 'value'> & {
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * On/off toggle: a native button with role="switch" and aria-checked (Space and Enter toggle it,
 * as for any button). Label it with `<label htmlFor>` or aria-label. No Radix and no
 * tailwind-merge here: the pricing toggle is on public pages, where every kilobyte counts.
 */
export function Switch({ checked, onCheckedChange, className, onClick, ...props }: SwitchProps) {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange?.(!checked);
      }}
      className={clsx(
        'peer inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-slate-300 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-brand-700',
        className,
      )}
      {...props}
    >
      <span
        data-state={state}
        className="pointer-events-none block size-5 rounded-full bg-white shadow-md ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0"
      />
    </button>
  );
}
