/**
 * The pages reached from an e-mail or from « Mot de passe oublié ? » (issue 29): asking for a
 * password reset, choosing the new password (/admin/reinitialiser/{token}), accepting an invitation
 * (/admin/invitation/{token}). Outside the session guard; French, labelled fields, one column on mobile.
 */
import { PASSWORD_HINT } from '#shared/auth/password-policy';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '#shared/zod';
import { AccountSetupInput, newPassword } from '#shared/auth/schemas';
import { requiredEmail } from '#shared/zod-fields';
import { VALIDATION } from '#shared/messages';
import { ROLE_LABELS, isRole } from '#shared/auth/roles';
import { SITE } from '#shared/site/brand';
import { writeAdminToken } from '#client/lib/admin-token';
import { trpc } from '#client/trpc/trpc-react';
import { Button } from '#client/ui/button';
import { Field, Spinner } from '../common/ui';

function AccessFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-md">
        <div className="mb-6 text-center">
          <Link to="/" className="text-xl font-bold text-brand-800">
            {SITE.brand}
          </Link>
          <h1 className="mt-2 text-2xl font-bold text-slate-900">{title}</h1>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
        <p className="mt-6 text-center text-sm">
          <Link to="/admin/auth" className="text-brand-700 hover:underline">
            ← Retour à la connexion
          </Link>
        </p>
      </div>
    </main>
  );
}

function Notice({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  const colors = tone === 'success' ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-900';
  return (
    <p role={tone === 'success' ? 'status' : 'alert'} className={`rounded-lg border px-4 py-3 text-sm ${colors}`}>
      {children}
    </p>
  );
}

function Submit({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" disabled={pending}>
      {pending ? (
        <>
          <Spinner /> Envoi en cours...
        </>
      ) : (
        children
      )}
    </Button>
  );
}

const ForgotInput = z.object({ email: requiredEmail(VALIDATION.emailRequired) });
type ForgotInput = z.infer<typeof ForgotInput>;

/** /admin/reinitialiser: the address of the account; always the same answer. */
export function ForgotPasswordScreen() {
  const form = useForm<ForgotInput>({ resolver: zodResolver(ForgotInput), defaultValues: { email: '' } });
  const request = trpc.staff.requestPasswordReset.useMutation();
  const { errors } = form.formState;
  return (
    <AccessFrame title="Mot de passe oublié">
      {request.isSuccess ? (
        <Notice tone="success">{request.data.message}</Notice>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => request.mutate(values))} className="grid gap-4">
          <p className="text-sm text-slate-600">Saisissez l’adresse e-mail de votre compte : vous recevrez un lien pour choisir un nouveau mot de passe.</p>
          <Field label="E-mail" error={errors.email?.message}>
            {(p) => <input {...p} {...form.register('email')} type="email" autoComplete="email" />}
          </Field>
          {request.isError ? <Notice tone="error">{request.error.message}</Notice> : null}
          <Submit pending={request.isPending}>Recevoir le lien</Submit>
        </form>
      )}
    </AccessFrame>
  );
}

const ResetInput = z.object({ password: newPassword() });
type ResetInput = z.infer<typeof ResetInput>;

/** /admin/reinitialiser/{token}: the new password; every session of the account ends. */
export function ResetPasswordScreen({ token }: { token: string }) {
  const form = useForm<ResetInput>({ resolver: zodResolver(ResetInput), defaultValues: { password: '' } });
  const reset = trpc.staff.resetPassword.useMutation();
  const { errors } = form.formState;
  return (
    <AccessFrame title="Nouveau mot de passe">
      {reset.isSuccess ? (
        <div className="grid gap-4">
          <Notice tone="success">{reset.data.message}</Notice>
          <Link to="/admin/auth" className="font-semibold text-brand-700 hover:underline">
            Se connecter
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={form.handleSubmit((values) => reset.mutate({ token, data: values }))} className="grid gap-4">
          <Field label="Nouveau mot de passe" error={errors.password?.message} hint={PASSWORD_HINT}>
            {(p) => <input {...p} {...form.register('password')} type="password" autoComplete="new-password" />}
          </Field>
          {reset.isError ? <Notice tone="error">{reset.error.message}</Notice> : null}
          <Submit pending={reset.isPending}>Enregistrer le mot de passe</Submit>
          <Link to="/admin/reinitialiser" className="text-sm text-brand-700 hover:underline">
            Mot de passe oublié ? Demander un nouveau lien
          </Link>
        </form>
      )}
    </AccessFrame>
  );
}

/** /admin/invitation/{token}: the invited person chooses a name and a password, then enters the back office. */
export function InvitationScreen({ token }: { token: string }) {
  const invitation = trpc.staff.invitation.useQuery({ token }, { retry: false });
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [entering, setEntering] = useState(false);
  const form = useForm<AccountSetupInput>({ resolver: zodResolver(AccountSetupInput), defaultValues: { username: '', password: '' } });
  const accept = trpc.staff.acceptInvitation.useMutation({
    onSuccess: async ({ token: session, user }) => {
      setEntering(true);
      writeAdminToken(session);
      utils.auth.session.setData(undefined, { user });
      await navigate({ to: '/admin/dashboard', replace: true });
    },
  });
  const { errors } = form.formState;
  if (invitation.isPending) {
    return (
      <AccessFrame title="Invitation">
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner /> Vérification de l’invitation...
        </p>
      </AccessFrame>
    );
  }
  if (invitation.isError) {
    return (
      <AccessFrame title="Invitation">
        <Notice tone="error">{invitation.error.message}</Notice>
      </AccessFrame>
    );
  }
  const { email, role } = invitation.data;
  return (
    <AccessFrame title={`Rejoindre ${SITE.brand}`}>
      <p className="mb-4 text-sm text-slate-600">
        Invitation pour <strong className="break-all text-slate-900">{email}</strong>, rôle « {isRole(role) ? ROLE_LABELS[role] : role} ».
      </p>
      <form noValidate onSubmit={form.handleSubmit((values) => accept.mutate({ token, data: values }))} className="grid gap-4">
        <Field label="Nom d'utilisateur" error={errors.username?.message} hint="3 à 50 caractères : lettres, chiffres, « . », « _ » ou « - ».">
          {(p) => <input {...p} {...form.register('username')} autoComplete="username" />}
        </Field>
        <Field label="Mot de passe" error={errors.password?.message} hint={PASSWORD_HINT}>
          {(p) => <input {...p} {...form.register('password')} type="password" autoComplete="new-password" />}
        </Field>
        {accept.isError ? <Notice tone="error">{accept.error.message}</Notice> : null}
        <Submit pending={accept.isPending || entering}>Créer mon compte</Submit>
      </form>
    </AccessFrame>
  );
}
