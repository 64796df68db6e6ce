/** /admin/auth: 'Connexion' and 'Inscription' tabs (spec §2, §4, §8). */
import { PASSWORD_HINT } from '#shared/auth/password-policy';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { Tabs } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { LoginInput, RegisterInput } from '#shared/auth/schemas';
import { TWO_FACTOR_MESSAGES } from '#shared/auth/two-factor';
import { MESSAGES, PENDING } from '#shared/messages';
import { SITE } from '#shared/site/brand';
import { writeAdminToken } from '#client/lib/admin-token';
import { trpc } from '#client/trpc/trpc-react';
import { Button } from '#client/ui/button';
import { useToast } from '#client/ui/toast';
import { FullPageSpinner, useSessionCheck } from '../shell/session';
import { Field, Spinner } from '../common/ui';

const TAB =
  'flex-1 cursor-pointer rounded-md px-3 py-2 text-sm font-semibold text-slate-600 transition-colors data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

export function AuthScreen() {
  const session = useSessionCheck();
  const navigate = useNavigate();
  const loggedIn = session.status === 'in';
  useEffect(() => {
    if (loggedIn) void navigate({ to: '/admin/dashboard', replace: true });
  }, [loggedIn, navigate]);
  if (session.status !== 'out') return <FullPageSpinner label="Vérification de la session..." />;

  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-6 text-center">
          <Link to="/" className="text-xl font-bold text-brand-800">
            {SITE.brand}
          </Link>
          <h1 className="mt-2 text-2xl font-bold text-slate-900">Espace administrateur</h1>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <Tabs.Root defaultValue="login">
            <Tabs.List aria-label="Connexion ou inscription" className="mb-6 flex gap-1 rounded-lg bg-slate-100 p-1">
              <Tabs.Trigger value="login" className={TAB}>
                Connexion
              </Tabs.Trigger>
              <Tabs.Trigger value="register" className={TAB}>
                Inscription
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login">
              <LoginForm />
            </Tabs.Content>
            <Tabs.Content value="register">
              <RegisterForm />
            </Tabs.Content>
          </Tabs.Root>
        </div>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="text-brand-700 hover:underline">
            ← Retour au site
          </Link>
        </p>
      </div>
    </main>
  );
}

/** After login or registration: store the token, fill the user check, open the dashboard. */
function useEnterBackOffice() {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  return async ({ token, user }: { token: string; user: { id: number; username: string; email: string; role: string } }) => {
    writeAdminToken(token);
    utils.auth.session.setData(undefined, { user });
    await navigate({ to: '/admin/dashboard', replace: true });
  };
}

type AuthResult = { token: string; user: { id: number; username: string; email: string; role: string } };

function LoginForm() {
  const { toast } = useToast();
  const enter = useEnterBackOffice();
  const [ticket, setTicket] = useState<string | null>(null);
  const welcome = async (result: AuthResult) => {
    toast({ title: MESSAGES.auth.loginSuccess.title, description: MESSAGES.auth.loginSuccess.description(result.user.username), variant: 'success' });
    await enter(result);
  };
  const form = useForm<LoginInput>({ resolver: zodResolver(LoginInput), defaultValues: { username: '', password: '' } });
  const login = trpc.auth.login.useMutation({
    onSuccess: async (result) => {
      // Two-factor login: no session yet, the code comes next.
      if ('twoFactorRequired' in result) setTicket(result.ticket);
      else await welcome(result);
    },
    onError: (error) => {
      toast({ title: MESSAGES.auth.loginError.title, description: error.message || MESSAGES.auth.loginError.description, variant: 'destructive' });
    },
  });
  const { errors } = form.formState;
  if (ticket) {
    return (
      <TwoFactorStep
        ticket={ticket}
        onDone={welcome}
        onRestart={() => {
          setTicket(null);
          form.setValue('password', '');
        }}
      />
    );
  }
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => login.mutate(values))} className="grid gap-4">
      <Field label="Nom d'utilisateur" error={errors.username?.message}>
        {(p) => <input {...p} {...form.register('username')} autoComplete="username" />}
      </Field>
      <Field label="Mot de passe" error={errors.password?.message}>
        {(p) => <input {...p} {...form.register('password')} type="password" autoComplete="current-password" />}
      </Field>
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? (
          <>
            <Spinner /> {PENDING.login}
          </>
        ) : (
          'Se connecter'
        )}
      </Button>
      <Link to="/admin/reinitialiser" className="text-center text-sm text-brand-700 hover:underline">
        Mot de passe oublié ?
      </Link>
    </form>
  );
}

/**
 * The login's second step: the 6-digit code of the authenticator app (numeric keyboard on phones,
 * filled by the OS from an SMS-less one-time code) or a recovery code. An expired ticket sends the
 * person back to the password.
 */
function TwoFactorStep({ ticket, onDone, onRestart }: { ticket: string; onDone: (result: AuthResult) => Promise<void>; onRestart: () => void }) {
  const { toast } = useToast();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [recovery, setRecovery] = useState(false);
  const verify = trpc.twoFactor.login.useMutation({
    onSuccess: onDone,
    onError: (err) => {
      const message = err.message || MESSAGES.auth.loginError.description;
      if (message === TWO_FACTOR_MESSAGES.ticketExpired) {
        toast({ title: MESSAGES.auth.loginError.title, description: message, variant: 'destructive' });
        onRestart();
        return;
      }
      setError(message);
      setCode('');
    },
  });
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!code.trim()) {
          setError(TWO_FACTOR_MESSAGES.codeRequired);
          return;
        }
        setError(undefined);
        verify.mutate({ ticket, code });
      }}
    >
      <p className="text-sm text-slate-700">
        Double authentification : saisissez le code à 6 chiffres affiché par votre application d'authentification.
      </p>
      <Field
        label={recovery ? 'Code de secours' : 'Code de vérification'}
        error={error}
        hint={recovery ? 'Un des codes de secours reçus à l’activation (chacun ne sert qu’une fois).' : '6 chiffres, renouvelés toutes les 30 secondes.'}
      >
        {(p) => (
          <input
            {...p}
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode={recovery ? 'text' : 'numeric'}
            autoCapitalize="off"
            spellCheck={false}
            maxLength={40}
            // The field appears after the password: the cursor goes to it.
            autoFocus
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={verify.isPending}>
        {verify.isPending ? (
          <>
            <Spinner /> Vérification...
          </>
        ) : (
          'Vérifier le code'
        )}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className="text-brand-700 hover:underline" onClick={() => setRecovery((r) => !r)}>
          {recovery ? 'Utiliser le code de l’application' : 'Utiliser un code de secours'}
        </button>
        <button type="button" className="text-slate-600 hover:underline" onClick={onRestart}>
          ← Revenir au mot de passe
        </button>
      </div>
    </form>
  );
}

function RegisterForm() {
  const { toast } = useToast();
  const enter = useEnterBackOffice();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(RegisterInput),
    defaultValues: { username: '', email: '', password: '' },
  });
  const register = trpc.auth.register.useMutation({
    onSuccess: async (result) => {
      toast({ title: MESSAGES.auth.registerSuccess.title, description: MESSAGES.auth.registerSuccess.description(result.user.username), variant: 'success' });
      await enter(result);
    },
    onError: (error) => {
      // The registration policy's refusal ('Les inscriptions sont réservées…') is shown as is.
      toast({ title: MESSAGES.auth.registerError.title, description: error.message || MESSAGES.auth.registerError.description, variant: 'destructive' });
    },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => register.mutate(values))} className="grid gap-4">
      <Field label="Nom d'utilisateur" error={errors.username?.message} hint="3 à 50 caractères : lettres, chiffres, « . », « _ » ou « - ».">
        {(p) => <input {...p} {...form.register('username')} autoComplete="username" />}
      </Field>
      <Field label="E-mail" error={errors.email?.message}>
        {(p) => <input {...p} {...form.register('email')} type="email" autoComplete="email" />}
      </Field>
      <Field label="Mot de passe" error={errors.password?.message} hint={PASSWORD_HINT}>
        {(p) => <input {...p} {...form.register('password')} type="password" autoComplete="new-password" />}
      </Field>
      <Button type="submit" size="lg" disabled={register.isPending}>
        {register.isPending ? (
          <>
            <Spinner /> {PENDING.register}
          </>
        ) : (
          'Créer le compte'
        )}
      </Button>
    </form>
  );
}
