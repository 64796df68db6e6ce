import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import type { RouterContext } from '../router';
import { SITE } from '#shared/site/brand';
import { Toaster } from '../ui/toast';
import { ErrorPage } from '../components/pages/ErrorPage';
import { FIRST_TAP_SCRIPT } from '../lib/first-tap';

// The 404 page in a chunk of its own (the server still renders it whole); the error page stays
// in the entry: it must show even when chunks cannot be fetched.
const NotFoundPage = lazy(() => import('../components/pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

export const Route = createRootRouteWithContext<RouterContext>()({
  // Unknown paths (their 404 page) change only with a deploy and are not indexed; every page
  // route declares its own `cache` and `index` (tests/unit/page-policy.test.ts).
  staticData: { cache: 'static', index: false },
  head: ({ matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#172e5f' },
      {
        title: matches.some((m) => m.status === 'notFound' || m._notFound)
          ? `404 Page Not Found | ${SITE.brand}`
          : `${SITE.brand} — SEO et sites web pour avocats`,
      },
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'alternate', type: 'application/rss+xml', title: `Blog ${SITE.brand}`, href: '/rss.xml' },
    ],
    // Records a visitor's taps until the page has hydrated (lib/first-tap.ts), first thing in the head.
    scripts: [{ children: FIRST_TAP_SCRIPT }],
  }),
  component: RootComponent,
  notFoundComponent: () => (
    <Suspense fallback={null}>
      <NotFoundPage />
    </Suspense>
  ),
  errorComponent: ErrorPage,
  shellComponent: RootDocument,
});

/**
 * Without JavaScript nothing may look usable while dead: controls marked `data-js-only` are hidden,
 * the phone menu's panel (`data-noscript-open`) shows its links, under a header that no longer sticks
 * (`data-noscript-static`), and the carousel stays a list that scrolls sideways.
 */
const NO_SCRIPT_CSS =
  '[data-js-only]{display:none!important}[data-noscript-static]{position:static!important}' +
  // In Tailwind's base layer, past its `[hidden]{display:none!important}` (a layered !important beats an unlayered one).
  '@layer base{@media (max-width:1023.98px){[hidden][data-noscript-open]{display:block!important;max-height:none!important}}}';

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <head>
        <HeadContent />
        {/* JavaScript off: controls that need it go (burger, carousel arrows and dots); the phone menu's links show open. */}
        <noscript>
          <style>{NO_SCRIPT_CSS}</style>
        </noscript>
      </head>
      <body>
        <Toaster>{children}</Toaster>
        <Scripts />
      </body>
    </html>
  );
}

function RootComponent() {
  useEffect(() => {
    // Marks the end of hydration (used by browser tests and handy when debugging).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}
