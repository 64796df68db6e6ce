import { Toast } from 'radix-ui';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { cn } from './cn';

/**
 * Toasts (spec §4 "Toasts", §9 "UI timing"): Radix Toast, one toast visible at a time (a new one
 * replaces the current one), 5000 ms, swipe right past 50 px to dismiss, F8 focuses the region,
 * viewport at most 420 px wide, bottom-right on desktop and full width on mobile.
 */

export type ToastVariant = 'default' | 'destructive' | 'success';

export type ToastOptions = {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
};

type ToastItem = ToastOptions & { id: number; open: boolean };

export type ToastApi = {
  /** Shows a toast, replacing the one on screen; returns its id. */
  toast: (options: ToastOptions) => number;
  /** Closes the toast on screen (or only toast `id` if given and still shown). */
  dismiss: (id?: number) => void;
};

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

const ToastContext = createContext<ToastApi | null>(null);

/** Provides `useToast()` to `children` and renders the notification region. Mount once, near the root. */
export function Toaster({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastItem | null>(null);
  const nextId = useRef(0);

  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = nextId.current;
    setCurrent({ ...options, id, open: true });
    return id;
  }, []);

  const dismiss = useCallback((id?: number) => {
    setCurrent((item) => (item && (id === undefined || item.id === id) ? { ...item, open: false } : item));
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <Toast.Provider
        duration={TOAST_DURATION_MS}
        swipeDirection="right"
        swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
        label="Notification"
      >
        {children}
        {current ? (
          // `key` gives each toast its own Radix Root: a replacement restarts the 5 s timer.
          <ToastCard key={current.id} item={current} onClose={() => dismiss(current.id)} />
        ) : null}
        <Toast.Viewport
          hotkey={['F8']}
          label="Notifications ({hotkey})"
          className="pointer-events-none fixed right-0 bottom-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
        />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}

const VARIANT_CLASSES: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-700 bg-red-600 text-white',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
};

function ToastCard({ item, onClose }: { item: ToastItem; onClose: () => void }) {
  const variant = item.variant ?? 'default';
  const Icon = variant === 'destructive' ? CircleAlert : variant === 'success' ? CircleCheck : null;
  return (
    <Toast.Root
      open={item.open}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      type={variant === 'destructive' ? 'foreground' : 'background'}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-11 shadow-lg',
        'translate-x-0 opacity-100 transition-[translate,opacity] duration-200 ease-out starting:translate-x-8 starting:opacity-0',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
        'data-[swipe=cancel]:translate-x-0',
        'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
        VARIANT_CLASSES[variant],
      )}
    >
      {Icon ? (
        <Icon
          aria-hidden="true"
          className={cn('mt-0.5 size-5 shrink-0', variant === 'success' ? 'text-emerald-600' : 'text-white')}
        />
      ) : null}
      <div className="grid min-w-0 gap-1">
        <Toast.Title className="text-sm font-semibold">{item.title}</Toast.Title>
        {item.description ? (
          <Toast.Description
            className={cn(
              'text-sm break-words',
              variant === 'destructive' ? 'text-red-50' : variant === 'success' ? 'text-emerald-900' : 'text-slate-600',
            )}
          >
            {item.description}
          </Toast.Description>
        ) : null}
      </div>
      <Toast.Close
        aria-label="Fermer"
        className={cn(
          'absolute top-3 right-3 inline-flex size-7 cursor-pointer items-center justify-center rounded-md transition-colors focus-visible:outline-2 focus-visible:outline-offset-1',
          variant === 'destructive'
            ? 'text-red-100 hover:bg-red-700 hover:text-white focus-visible:outline-white'
            : 'text-slate-500 hover:bg-slate-900/5 hover:text-slate-900 focus-visible:outline-brand-500',
        )}
      >
        <X aria-hidden="true" className="size-4" />
      </Toast.Close>
    </Toast.Root>
  );
}

/** `const { toast } = useToast(); toast({ title, description, variant })`. Needs `<Toaster>` above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() doit être utilisé à l’intérieur de <Toaster>.');
  return api;
}
