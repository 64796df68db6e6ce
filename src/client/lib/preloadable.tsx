import { use, type ComponentType } from 'react';

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

  function Preloaded(props: P) {
    const Loaded = component ?? use(load());
    return <Loaded {...props} />;
  }

  return { load, Component: Preloaded };
}
