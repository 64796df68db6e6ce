import { lazy, Suspense, type ReactNode } from 'react';
import { useHydrated } from '#client/lib/use-hydrated';
import { hasStoredChoice } from '#client/lib/consent-stored';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';

// The banner renders nothing on the server anyway (the choice is in localStorage): its code,
// the settings dialog and the consent schema load after hydration, off the entry chunk, and only
// when no choice is stored (a returning visitor fetches none of it).
const CookieBanner = lazy(() => import('./CookieBanner').then((m) => ({ default: m.CookieBanner })));

/** The shell shared by every public page: sticky header, main content, footer, cookie banner. */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Aller au contenu
      </a>
      <SiteHeader />
      {/* Two Suspense boundaries (nothing in them suspends, so the server renders them whole): React
          hydrates each on its own, and a tap in the page's content during hydration has that
          content hydrated and answered first, without waiting for the footer's links (decision 079). */}
      <main id="contenu" className="flex-1">
        <Suspense fallback={null}>{children}</Suspense>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
      </Suspense>
      <DeferredCookieBanner />
    </div>
  );
}

function DeferredCookieBanner() {
  const hydrated = useHydrated();
  return hydrated && !hasStoredChoice() ? (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  ) : null;
}
