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
      <main id="contenu" className="flex-1">
        {children}
      </main>
      <SiteFooter />
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
