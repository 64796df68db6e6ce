import { use, type ComponentType } from 'react';
import { onFirstEvent } from './first-event';

/** What makes a failed chunk download try again. */
const RETRY_EVENTS = ['online', 'pointerdown', 'keydown'] as const;

/**
 * A code-split component that a route loader can preload. Route loaders call `load()` (on the
 * server and on client-side navigation), so the component renders at once, inline in the HTML
 * and without a fallback. On the first page load the browser hydrates the server HTML, then the
 * component's chunk arrives and its part of the page becomes interactive: that chunk is not part
 * of the page's first-load JavaScript. Place it under a <Suspense> boundary.
 */
export function preloadable<P extends object>(factory: () => Promise<ComponentType<P>>) {
  let component: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  let hydrating: Promise<ComponentType<P>> | null = null;
  let waitFor: (() => Promise<void>) | null = null;

  const load = (): Promise<ComponentType<P>> => {
    pending ??= factory().then(
      (loaded) => (component = loaded),
      (error: unknown) => {
        pending = null; // a failed chunk download may be retried
        throw error;
      },
    );
    return pending;
  };

  /**
   * Hydration in the browser: the chunk, fetched again at the visitor's next tap or key press (or
   * when the connection comes back) if it failed — offline, or a new version deployed since the
   * page was opened. Meanwhile its part of the page stays the server's HTML, readable.
   */
  const loadForHydration = (): Promise<ComponentType<P>> =>
    load().catch(() => new Promise<ComponentType<P>>((resolve) => onFirstEvent(RETRY_EVENTS, () => resolve(loadForHydration()))));

  /** Rendering with no component yet: on the server, a loader forgot it; in the browser, hydration. */
  const whenRenderable = (): Promise<ComponentType<P>> => {
    if (typeof window === 'undefined') return load();
    hydrating ??= waitFor ? waitFor().then(loadForHydration, loadForHydration) : loadForHydration();
    return hydrating;
  };

  function Preloaded(props: P) {
    const Loaded = component ?? use(whenRenderable());
    return <Loaded {...props} />;
  }

  /**
   * On the first page load only (hydration): what the chunk waits for before it is fetched (set by
   * the page's own module, so that this code stays out of the entry chunk). Until then its part
   * of the page stays the server's HTML, visible but not yet interactive. Without it, the chunk
   * is fetched as soon as the page hydrates.
   */
  const hydrateWhen = (wait: () => Promise<void>) => {
    waitFor = wait;
  };

  /**
   * Starts waiting for `hydrateWhen` from an effect of the page around it: React reaches the
   * component's own part of the page after the rest, and a visitor's first scroll may come before.
   */
  const prepare = () => {
    if (!component) void whenRenderable();
  };

  return { load, hydrateWhen, prepare, Component: Preloaded };
}
