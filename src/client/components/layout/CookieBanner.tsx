import { Link } from '@tanstack/react-router';
import { Cookie, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { COOKIE_CONSENT_KEY } from '#shared/site/consent';
import { ACCEPT_ALL, readConsent, REFUSE_ALL, saveConsent, type ConsentChoice } from '#client/lib/cookie-consent';
import { buttonClassNames } from '#client/ui/button-variants';

// The settings dialog (Radix Dialog, switches) is fetched once the banner shows (and again when the
// visitor reaches for 'Paramétrer', if that failed): the banner itself shows without waiting for it.
const loadSettings = () => import('./CookieSettings');
const prefetchSettings = () => void loadSettings().catch(() => undefined);
// Not fetched (offline…): no dialog, and the banner's other choices still work.
const CookieSettings = lazy(() => loadSettings().catch(() => ({ default: () => null })));

/**
 * Cookie banner and settings dialog (spec §2 "Cookie banner", §4 "Cookie consent"). Shown while no
 * valid choice is stored under `cookie-consent`. Any choice — accept all, refuse all, saved
 * preferences, or the close button (a refusal) — is stored and hides the banner.
 *
 * SSR: renders nothing on the server and on the first client render (same markup, no hydration
 * mismatch); the stored choice is read in an effect after mount.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Once opened, the dialog stays mounted (its closing transition, its switches' state).
  const [settingsUsed, setSettingsUsed] = useState(false);
  const settingsButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const noChoice = readConsent() === null;
    setVisible(noChoice);
    // « Paramétrer » answers its first tap even on a slow phone: the dialog's code (≈ 7 KB) comes
    // right after the banner, for a visitor who has not chosen yet.
    if (noChoice) prefetchSettings();
    // A choice made in another tab hides the banner here too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === COOKIE_CONSENT_KEY) setVisible(readConsent() === null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  if (!visible) return null;

  const choose = (choice: Readonly<ConsentChoice>) => {
    saveConsent(choice);
    setSettingsOpen(false);
    setVisible(false);
  };

  return (
    <>
      <div
        role="dialog"
        aria-modal="false"
        aria-live="polite"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="fixed inset-x-0 bottom-0 z-30 p-3 transition duration-300 ease-out starting:translate-y-4 starting:opacity-0 sm:p-4 lg:p-6"
      >
        <div className="relative mx-auto max-w-6xl rounded-2xl border border-slate-200 bg-white p-5 shadow-[0_10px_40px_rgb(11_22_48/0.18)] sm:p-6 lg:flex lg:items-center lg:gap-8">
          <div className="flex gap-4">
            <span
              aria-hidden="true"
              className="hidden size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 sm:flex"
            >
              <Cookie className="size-6" />
            </span>
            <div className="min-w-0">
              <h2 id={titleId} className="pr-8 text-base font-semibold text-slate-900">
                Nous respectons votre vie privée
              </h2>
              <p id={textId} className="mt-1.5 text-sm leading-relaxed text-slate-600">
                Nous utilisons des cookies nécessaires au fonctionnement du site et, avec votre accord,
                des cookies de mesure d'audience et marketing pour améliorer nos services. Vous pouvez
                modifier votre choix à tout moment.{' '}
                <Link
                  to="/privacy"
                  className="font-medium whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  En savoir plus
                </Link>
              </p>
            </div>
          </div>
          <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end lg:mt-0 lg:shrink-0 lg:flex-nowrap">
            <button type="button" className={buttonClassNames()} onClick={() => choose(REFUSE_ALL)}>
              Refuser tout
            </button>
            <button type="button" className={buttonClassNames()} onClick={() => choose(ACCEPT_ALL)}>
              Accepter tout
            </button>
            <button
              ref={settingsButton}
              type="button"
              aria-haspopup="dialog"
              className={buttonClassNames({ variant: 'outline', className: 'col-span-2' })}
              onPointerEnter={prefetchSettings}
              onFocus={prefetchSettings}
              onClick={() => {
                setSettingsUsed(true);
                setSettingsOpen(true);
              }}
            >
              Paramétrer
            </button>
          </div>
          <button
            type="button"
            aria-label="Fermer"
            onClick={() => choose(REFUSE_ALL)}
            className="absolute top-3 right-3 inline-flex size-8 cursor-pointer items-center justify-center rounded-full text-slate-500 transition-colors hover:bg-slate-100 hover:text-slate-900"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>

      {settingsUsed ? (
        <Suspense fallback={null}>
          <CookieSettings open={settingsOpen} onOpenChange={setSettingsOpen} onChoose={choose} returnFocusTo={settingsButton} />
        </Suspense>
      ) : null}
    </>
  );
}
