import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useHydrated } from '../lib/use-hydrated';

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

export type ToastItem = ToastOptions & { id: number; open: boolean };

export type ToastApi = {
  /** Shows a toast, replacing the one on screen; returns its id. */
  toast: (options: ToastOptions) => number;
  /** Closes the toast on screen (or only toast `id` if given and still shown). */
  dismiss: (id?: number) => void;
};

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

const ToastContext = createContext<ToastApi | null>(null);

// A region whose code cannot be fetched (offline, a new version deployed) shows nothing rather
// than taking the page down.
const ToastRegion = lazy(() => import('./toast-region').catch(() => ({ default: () => null })));

/** Provides `useToast()` to `children` and renders the notification region. Mount once, near the root. */
export function Toaster({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastItem | null>(null);
  const nextId = useRef(0);
  // Set by the first toast, and kept: the region's code is fetched only once a page has
  // something to say.
  const [used, setUsed] = useState(false);

  const toast = useCallback((options: ToastOptions) => {
    nextId.current += 1;
    const id = nextId.current;
    setCurrent({ ...options, id, open: true });
    setUsed(true);
    return id;
  }, []);

  const dismiss = useCallback((id?: number) => {
    setCurrent((item) => (item && (id === undefined || item.id === id) ? { ...item, open: false } : item));
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  // The Radix region (F8, swipe, timer) is loaded with the first toast, after hydration: it is
  // not needed for the first paint, and keeps Radix Toast and tailwind-merge out of a visit that
  // shows no toast. A toast waits in `current` and shows as soon as the region mounts (Radix
  // announces each toast through a live region of its own, created with the toast).
  const hydrated = useHydrated();

  return (
    <ToastContext.Provider value={api}>
      {children}
      {hydrated && used ? (
        <Suspense fallback={null}>
          <ToastRegion current={current} onClose={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

/** `const { toast } = useToast(); toast({ title, description, variant })`. Needs `<Toaster>` above. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() hors de <Toaster>');
  return api;
}
