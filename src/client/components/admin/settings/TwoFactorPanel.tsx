/**
 * « Double authentification » (Paramètres): set up TOTP (QR code and secret for the
 * authenticator app, then a first code), see the recovery codes once, turn it off with a code,
 * and (admin) require it of every account. Also the screen a person without 2FA gets while it
 * is required for everyone (`TwoFactorGate`).
 */
import { Check, Copy, ShieldCheck } from 'lucide-react';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { TWO_FACTOR_MESSAGES } from '#shared/auth/two-factor';
import { trpc } from '#client/trpc/trpc-react';
import { Button } from '#client/ui/button';
import { useToast } from '#client/ui/toast';
import { Field, Panel, Spinner } from '../common/ui';
import { StepUpField, useStepUp } from './StepUp';

function QrCode({ url }: { url: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // The QR code library is loaded with this screen only (never in a public page).
    void import('qrcode').then(async (qr) => {
      const svg = await qr.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [url]);
  return src ? (
    <img src={src} width={192} height={192} alt="QR code à scanner avec votre application d'authentification" className="rounded-lg border border-slate-200 bg-white" />
  ) : (
    <Spinner className="size-8 text-brand-700" />
  );
}

function CodeField({ label, value, onChange, error, hint }: { label: string; value: string; onChange: (v: string) => void; error?: string; hint?: ReactNode }) {
  return (
    <Field label={label} error={error} hint={typeof hint === 'string' ? hint : undefined}>
      {(p) => (
        <input
          {...p}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={40}
        />
      )}
    </Field>
  );
}

function RecoveryCodesOnce({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const { toast } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      toast({ title: 'Copie impossible', description: 'Sélectionnez les codes et copiez-les à la main.', variant: 'destructive' });
    }
  };
  return (
    <div role="status" className="grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="text-sm font-semibold text-amber-900">
        Codes de secours : gardez-les en lieu sûr, ils ne seront plus affichés. Chacun remplace une fois le code de l'application.
      </p>
      <ul data-testid="recovery-codes" className="grid grid-cols-2 gap-1 font-mono text-sm text-slate-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />} {copied ? 'Copiés' : 'Copier les codes'}
        </Button>
        <Button type="button" size="sm" onClick={onDone}>
          J'ai enregistré les codes
        </Button>
      </div>
    </div>
  );
}

/** Setup: the QR code and the secret, then the first code turns 2FA on. */
function SetupForm({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { toast } = useToast();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const stepUp = useStepUp();
  const setup = trpc.twoFactor.setup.useMutation({
    onError: (err) => toast({ title: 'Erreur', description: err.message, variant: 'destructive' }),
  });
  const enable = trpc.twoFactor.enable.useMutation({
    onSuccess: (result) => {
      stepUp.reset();
      setCode('');
      toast({ title: 'Double authentification activée', description: 'Votre code sera demandé à chaque connexion.', variant: 'success' });
      onEnabled(result.recoveryCodes);
    },
    onError: (err) => {
      if (!stepUp.handle(err.message)) setError(err.message);
    },
  });
  if (!setup.data) {
    return (
      <div>
        <Button type="button" onClick={() => setup.mutate()} disabled={setup.isPending}>
          {setup.isPending ? <Spinner /> : <ShieldCheck aria-hidden="true" />} Configurer la double authentification
        </Button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(TWO_FACTOR_MESSAGES.codeRequired);
    setError(undefined);
    enable.mutate({ code, currentPassword: stepUp.value });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <p className="text-sm text-slate-700">
        1. Scannez ce QR code avec votre application d'authentification (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…).
      </p>
      <QrCode url={setup.data.otpauthUrl} />
      <p className="text-sm text-slate-700">
        Ou saisissez la clé à la main :{' '}
        <code data-testid="totp-secret" className="rounded bg-slate-100 px-2 py-1 text-sm break-all">
          {setup.data.secret}
        </code>
      </p>
      <CodeField label="2. Code à 6 chiffres affiché par l'application" value={code} onChange={setCode} error={error} />
      <StepUpField stepUp={stepUp} />
      <div>
        <Button type="submit" disabled={enable.isPending}>
          {enable.isPending ? <Spinner /> : null} Activer
        </Button>
      </div>
    </form>
  );
}

function DisableForm({ onDone }: { onDone: () => void }) {
  const { toast } = useToast();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const stepUp = useStepUp();
  const disable = trpc.twoFactor.disable.useMutation({
    onSuccess: () => {
      stepUp.reset();
      setCode('');
      toast({ title: 'Double authentification désactivée', description: 'Seul le mot de passe sera demandé.' });
      onDone();
    },
    onError: (err) => {
      if (!stepUp.handle(err.message)) setError(err.message);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setError(TWO_FACTOR_MESSAGES.codeRequired);
    setError(undefined);
    disable.mutate({ code, currentPassword: stepUp.value });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <CodeField label="Code de l'application ou code de secours" value={code} onChange={setCode} error={error} />
      <StepUpField stepUp={stepUp} />
      <div>
        <Button type="submit" variant="outline" disabled={disable.isPending}>
          {disable.isPending ? <Spinner /> : null} Désactiver
        </Button>
      </div>
    </form>
  );
}

function RequiredSwitch({ required, enabled }: { required: boolean; enabled: boolean }) {
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const set = trpc.twoFactor.setRequired.useMutation({
    onSuccess: async (result) => {
      toast({
        title: result.required ? 'Double authentification obligatoire' : 'Double authentification facultative',
        description: result.required ? 'Chaque compte devra la configurer avant d’utiliser le back-office.' : 'Chacun choisit de l’activer ou non.',
        variant: 'success',
      });
      await utils.twoFactor.status.invalidate();
    },
    onError: (err) => toast({ title: 'Erreur', description: err.message, variant: 'destructive' }),
  });
  return (
    <label className="flex items-start gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className="mt-0.5 size-4"
        checked={required}
        disabled={set.isPending || (!enabled && !required)}
        onChange={(e) => set.mutate({ required: e.target.checked })}
      />
      <span>
        Exiger la double authentification pour tous les comptes
        {!enabled && !required ? <span className="block text-slate-500">Activez-la d'abord sur votre propre compte.</span> : null}
      </span>
    </label>
  );
}

/** The panel's content: state, setup or disable, recovery codes once, the « required » switch. */
function TwoFactorSettings({ showRequired }: { showRequired: boolean }) {
  const utils = trpc.useUtils();
  const status = trpc.twoFactor.status.useQuery();
  const [codes, setCodes] = useState<string[] | null>(null);
  if (!status.data) return status.isError ? <p role="alert">Impossible de charger l'état de la double authentification.</p> : <Spinner />;
  const { enabled, required, recoveryCodesLeft } = status.data;
  return (
    <div className="grid gap-5">
      <p className="text-sm">
        État :{' '}
        <strong data-testid="two-factor-state" className={enabled ? 'text-emerald-700' : 'text-slate-700'}>
          {enabled ? 'activée' : 'désactivée'}
        </strong>
        {enabled ? ` — ${recoveryCodesLeft} code${recoveryCodesLeft > 1 ? 's' : ''} de secours restant${recoveryCodesLeft > 1 ? 's' : ''}` : null}
      </p>
      {codes ? (
        <RecoveryCodesOnce codes={codes} onDone={() => setCodes(null)} />
      ) : enabled ? (
        required ? null : <DisableForm onDone={() => void utils.twoFactor.status.invalidate()} />
      ) : (
        <SetupForm
          onEnabled={(recoveryCodes) => {
            setCodes(recoveryCodes);
            void utils.twoFactor.status.invalidate();
          }}
        />
      )}
      {showRequired ? <RequiredSwitch required={required} enabled={enabled} /> : null}
    </div>
  );
}

export function TwoFactorPanel() {
  return (
    <Panel
      title="Double authentification"
      description="Un code à 6 chiffres d'une application d'authentification (TOTP), demandé après le mot de passe à chaque connexion."
    >
      <TwoFactorSettings showRequired />
    </Panel>
  );
}

/**
 * While 2FA is required for everyone and this account has not set it up, the back office shows
 * only this (the server refuses every other admin call with 403 meanwhile).
 */
export function TwoFactorGate({ children }: { children: ReactNode }) {
  const status = trpc.twoFactor.status.useQuery();
  const router = useRouter();
  const [justEnabled, setJustEnabled] = useState(false);
  const blocked = status.data?.required === true && !status.data.enabled;
  useEffect(() => {
    if (blocked) setJustEnabled(true);
  }, [blocked]);
  if (!status.data && !status.isError) return null;
  // Once set up, the recovery codes stay on screen until the person has noted them.
  if (!blocked && !justEnabled) return <>{children}</>;
  return (
    <main className="mx-auto grid max-w-xl gap-4 px-4 py-12">
      <h1 className="text-2xl font-bold text-slate-900">Double authentification obligatoire</h1>
      <p className="text-slate-700">{TWO_FACTOR_MESSAGES.setupRequired.replace(' dans Paramètres', ' ci-dessous')}</p>
      <Panel>
        <TwoFactorSettings showRequired={false} />
      </Panel>
      {!blocked ? (
        <div>
          <Button
            type="button"
            onClick={() => {
              setJustEnabled(false);
              // The view's loader was refused (403) while 2FA was missing: it runs again now.
              void router.invalidate();
            }}
          >
            Continuer vers le back-office
          </Button>
        </div>
      ) : null}
    </main>
  );
}
