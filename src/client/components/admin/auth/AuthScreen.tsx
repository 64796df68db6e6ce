/** /admin/auth: 'Connexion' and 'Inscription' tabs (spec §2, §4, §8). */
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { Tabs } from 'radix-ui';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { LoginInput, RegisterInput } from '#shared/auth/schemas';
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

function LoginForm() {
  const { toast } = useToast();
  const enter = useEnterBackOffice();
  const form = useForm<LoginInput>({ resolver: zodResolver(LoginInput), defaultValues: { username: '', password: '' } });
  const login = trpc.auth.login.useMutation({
    onSuccess: async (result) => {
      toast({ title: MESSAGES.auth.loginSuccess.title, description: MESSAGES.auth.loginSuccess.description(result.user.username), variant: 'success' });
      await enter(result);
    },
    onError: (error) => {
      toast({ title: MESSAGES.auth.loginError.title, description: error.message || MESSAGES.auth.loginError.description, variant: 'destructive' });
    },
  });
  const { errors } = form.formState;
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
      <Field label="Mot de passe" error={errors.password?.message} hint="8 caractères au minimum.">
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
