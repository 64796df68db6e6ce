import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode, type RefObject } from 'react';
import { ACCEPT_ALL, type ConsentChoice } from '#client/lib/cookie-consent';
import { Button } from '#client/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/ui/dialog';
import { Switch } from '#client/ui/switch';

/**
 * The cookie settings dialog of the banner (spec §4 "Cookie consent"): one switch per category,
 * 'Enregistrer mes préférences' or 'Accepter tout'. Loaded when the visitor reaches for
 * 'Paramétrer'; focus goes back to that button when the dialog closes without a choice.
 */
export default function CookieSettings({
  open,
  onOpenChange,
  onChoose,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (choice: Readonly<ConsentChoice>) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}): ReactNode {
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="gap-0 overflow-hidden p-0 sm:p-0"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
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
              onClick={() => onOpenChange(false)}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              Politique de confidentialité
            </Link>
            .
          </p>
        </div>

        <DialogFooter className="mt-0 border-t border-slate-200 bg-white px-5 py-4 sm:px-8">
          <Button variant="outline" onClick={() => onChoose({ analytics, marketing })}>
            Enregistrer mes préférences
          </Button>
          <Button variant="primary" onClick={() => onChoose(ACCEPT_ALL)}>
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
