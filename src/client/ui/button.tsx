import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cn } from './cn';
import { BUTTON_BASE, BUTTON_SIZES, BUTTON_VARIANTS, type ButtonSize, type ButtonVariant } from './button-variants';

export type { ButtonSize, ButtonVariant } from './button-variants';
;

/**
 * Class names of a button, for links styled as buttons (`<Link className={buttonClasses()}>`);
 * `className` may override the variant's utilities (merged with tailwind-merge).
 */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(BUTTON_BASE, BUTTON_VARIANTS[variant], BUTTON_SIZES[size], className);
}

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child (a link…) with the button's styles instead of a `<button>`. */
  asChild?: boolean;
};

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  const classes = buttonClasses({ variant, size, className });
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
