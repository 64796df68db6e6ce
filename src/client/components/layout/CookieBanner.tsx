import { Link } from '@tanstack/react-router';
import { Cookie, X } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { COOKIE_CONSENT_KEY } from '../../../shared/schemas/consent';
import { ACCEPT_ALL, readConsent, REFUSE_ALL, saveConsent, type ConsentChoice } from '../../lib/cookie-consent';
import { Button } from '../../ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../ui/dialog';
import { Switch } from '../../ui/switch';

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
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    setVisible(readConsent() === null);
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
    // The Dialog wraps the banner so 'Paramétrer' is its trigger (focus returns to it on close).
    <Dialog open={settingsOpen} onOpenChange={setSettingsOpen}>
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
            <Button variant="primary" onClick={() => choose(REFUSE_ALL)}>
              Refuser tout
            </Button>
            <Button variant="primary" onClick={() => choose(ACCEPT_ALL)}>
              Accepter tout
            </Button>
            <DialogTrigger asChild>
              <Button variant="outline" className="col-span-2">
                Paramétrer
              </Button>
            </DialogTrigger>
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

      <DialogContent className="gap-0 overflow-hidden p-0 sm:p-0">
        <div className="min-h-0 flex-1 overflow-y-auto p-5 sm:p-8">
          <DialogHeader>
            <DialogTitle>Paramètres des cookies</DialogTitle>
            <DialogDescription>
              Choisissez les cookies que vous acceptez. Les cookies nécessaires sont toujours actifs ;
              les autres ne sont déposés qu'avec votre accord, que vous pouvez retirer à tout moment.
            </DialogDescription>
          </DialogHeader>

          <div className="mt-5 grid gap-3">
            <CookieCategory
              title="Cookies nécessaires"
              description="Indispensables au fonctionnement du site (sécurité, mémorisation de vos choix). Ils ne peuvent pas être désactivés."
              duration="Durée : session"
              checked
              disabled
              badge="Toujours actifs"
            />
            <CookieCategory
              title="Cookies analytiques"
              description="Mesure d'audience anonymisée : ils nous aident à comprendre comment le site est utilisé afin de l'améliorer."
              duration="Durée de conservation : 13 mois"
              checked={analytics}
              onCheckedChange={setAnalytics}
            />
            <CookieCategory
              title="Cookies marketing"
              description="Ils permettent de vous proposer des contenus et des offres adaptés à vos centres d'intérêt."
              duration="Durée de conservation : 13 mois"
              checked={marketing}
              onCheckedChange={setMarketing}
            />
          </div>

          <p className="mt-4 text-sm text-slate-600">
            Pour en savoir plus, consultez notre{' '}
            <Link
              to="/privacy"
              onClick={() => setSettingsOpen(false)}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              Politique de confidentialité
            </Link>
            .
          </p>
        </div>

        <DialogFooter className="mt-0 border-t border-slate-200 bg-white px-5 py-4 sm:px-8">
          <Button variant="outline" onClick={() => choose({ analytics, marketing })}>
            Enregistrer mes préférences
          </Button>
          <Button variant="primary" onClick={() => choose(ACCEPT_ALL)}>
            Accepter tout
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function CookieCategory({
  title,
  description,
  duration,
  checked,
  disabled = false,
  badge,
  onCheckedChange,
}: {
  title: string;
  description: string;
  duration: string;
  checked: boolean;
  disabled?: boolean;
  badge?: ReactNode;
  onCheckedChange?: (checked: boolean) => void;
}) {
  const switchId = useId();
  const descriptionId = useId();
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50/60 p-3.5 sm:p-4">
      <div className="flex items-center justify-between gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={switchId} className="text-sm font-semibold text-slate-900">
            {title}
          </label>
          {badge ? (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">{badge}</span>
          ) : null}
        </div>
        <Switch
          id={switchId}
          checked={checked}
          disabled={disabled}
          onCheckedChange={onCheckedChange}
          aria-describedby={descriptionId}
        />
      </div>
      <div id={descriptionId}>
        <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p>
        <p className="mt-1 text-xs font-medium text-slate-500">{duration}</p>
      </div>
    </div>
  );
}
