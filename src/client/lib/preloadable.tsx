import { use, type ComponentType } from 'react';

type Options = {
  /**
   * On the first page load only (hydration): what the chunk waits for before it is fetched. Until
   * then its part of the page stays the server's HTML, visible but not yet interactive. Without
   * it, the chunk is fetched as soon as the page hydrates.
   */
  hydrateWhen?: () => Promise<void>;
};

/**
 * A code-split component that a route loader can preload. Route loaders call `load()` (on the
 * server and on client-side navigation), so the component renders at once, inline in the HTML
 * and without a fallback. On the first page load the browser hydrates the server HTML, then the
 * component's chunk arrives and its part of the page becomes interactive: that chunk is not part
 * of the page's first-load JavaScript. Place it under a <Suspense> boundary.
 */
export function preloadable<P extends object>(factory: () => Promise<ComponentType<P>>, options: Options = {}) {
  let component: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  let hydrating: Promise<ComponentType<P>> | null = null;

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

  /** Rendering with no component yet: on the server, a loader forgot it; in the browser, hydration. */
  const whenRenderable = (): Promise<ComponentType<P>> => {
    if (typeof window === 'undefined' || !options.hydrateWhen) return load();
    hydrating ??= options.hydrateWhen().then(load, load);
    return hydrating;
  };

  function Preloaded(props: P) {
    const Loaded = component ?? use(whenRenderable());
    return <Loaded {...props} />;
  }

  /**
   * Starts waiting for `hydrateWhen` from an effect of the page around it: React reaches the
   * component's own part of the page after the rest, and a visitor's first scroll may come before.
   */
  const prepare = () => {
    if (!component) void whenRenderable();
  };

  return { load, prepare, Component: Preloaded };
}

/** Events that show a visitor is about to reach the rest of the page. */
const ENGAGEMENT_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown', 'focusin'] as const;

/**
 * Resolves once one of the elements `ids` shows in the viewport (a tall screen, a link to an
 * anchor), or at the visitor's first scroll, touch, click or key press (whichever comes first):
 * the moment to bring in the code of a part of the page further down — a visitor reading the
 * top of the page without moving does not pay for it. At once if none is in the page.
 */
export function nearViewport(...ids: string[]): () => Promise<void> {
  let promise: Promise<void> | null = null;
  return () =>
    (promise ??= new Promise<void>((resolve) => {
      const elements = ids.map((id) => document.getElementById(id)).filter((element) => element !== null);
      if (elements.length === 0 || typeof IntersectionObserver === 'undefined') return resolve();
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done());
      function done() {
        observer.disconnect();
        for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, done, true);
        resolve();
      }
      for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, done, { capture: true, passive: true });
      for (const element of elements) observer.observe(element);
    }));
}
