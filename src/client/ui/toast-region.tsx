import { Toast } from 'radix-ui';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastItem, type ToastVariant } from './toast';

/** The notification region of `<Toaster>` (Radix Toast), loaded after hydration. */
export default function ToastRegion({ current, onClose }: { current: ToastItem | null; onClose: (id: number) => void }): ReactNode {
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label="Notification"
    >
      {current ? (
        // `key` gives each toast its own Radix Root: a replacement restarts the 5 s timer.
        <ToastCard key={current.id} item={current} onClose={() => onClose(current.id)} />
      ) : null}
      <Toast.Viewport
        hotkey={['F8']}
        label="Notifications ({hotkey})"
        className="pointer-events-none fixed right-0 bottom-0 z-[100] m-0 flex w-full list-none flex-col gap-2 p-4 outline-none sm:max-w-[420px]"
      />
    </Toast.Provider>
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

