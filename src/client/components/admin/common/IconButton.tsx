/** An icon-only button or link of the back office: its label is both its accessible name and its tooltip. */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { buttonClasses, type ButtonVariant } from '#client/ui/button';
import { Tooltip } from '#client/ui/tooltip';

type Common = { label: string; children: ReactNode; variant?: ButtonVariant; className?: string };

export function IconButton({ label, children, variant = 'ghost', className, ...props }: Common & Omit<ComponentPropsWithRef<'button'>, 'children'>) {
  return (
    <Tooltip label={label}>
      <button type="button" aria-label={label} className={buttonClasses({ variant, size: 'icon', className })} {...props}>
        {children}
      </button>
    </Tooltip>
  );
}

export function IconLink({ label, children, variant = 'ghost', className, ...props }: Common & Omit<ComponentPropsWithRef<'a'>, 'children'>) {
  return (
    <Tooltip label={label}>
      <a aria-label={label} className={buttonClasses({ variant, size: 'icon', className })} {...props}>
        {children}
      </a>
    </Tooltip>
  );
}
