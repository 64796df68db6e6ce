/**
 * Button styles without tailwind-merge: the site shell (header, landing pages) uses
 * `buttonClassNames`, which only appends `className` (it must not conflict with the variant's
 * utilities), so tailwind-merge (≈8 KB gzip) stays out of the entry chunk. `buttonClasses` in
 * button.tsx merges overrides.
 */
export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost' | 'outline-light' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

export const BUTTON_BASE =
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0';

export const BUTTON_VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800',
  accent: 'bg-gold-500 text-navy-950 shadow-sm hover:bg-gold-400',
  outline: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
  ghost: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  'outline-light': 'border border-white/40 text-white hover:bg-white/10',
  link: 'text-brand-700 underline-offset-4 hover:underline',
};

export const BUTTON_SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
};

/** Button class names; `className` is appended as is (use utilities that do not conflict). */
export function buttonClassNames({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return [BUTTON_BASE, BUTTON_VARIANTS[variant], BUTTON_SIZES[size], className].filter(Boolean).join(' ');
}
