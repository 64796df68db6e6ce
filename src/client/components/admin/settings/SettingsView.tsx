/**
 * Paramètres: one's profile (spec §2), password and two-factor login; for an admin, the creation of another admin, « Équipe » (the team,
 * invitations) and « Accès API »; the blog's categories for those who write it (admin, editor).
 */
import type { ReactNode } from 'react';
import { PASSWORD_HINT } from '#shared/auth/password-policy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ChangePasswordInput, RegisterInput } from '#shared/auth/schemas';
import { ChangeEmailInput } from '#shared/auth/step-up';
import { MESSAGES, PENDING } from '#shared/messages';
import { trpc } from '#client/trpc/trpc-react';
import { Button } from '#client/ui/button';
import { useToast } from '#client/ui/toast';
import { CategoriesPanel } from './CategoriesPanel';
import { ApiKeysPanel } from './ApiKeysPanel';
import { BookingSettingsPanel } from './BookingSettingsPanel';
import { TwoFactorPanel } from './TwoFactorPanel';
import { TeamPanel } from './TeamPanel';
import { useAdminUser } from '../shell/session';
import { Field, Panel, Spinner } from '../common/ui';
import { isRole, ROLE_LABELS, roleAllows } from '#shared/auth/roles';

export function SettingsView() {
  const user = useAdminUser();
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Panel title="Profil" className="xl:col-span-2">
        <dl className="grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-slate-500">Nom d'utilisateur</dt>
            <dd className="mt-1 font-semibold text-slate-900">{user.username}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-500">E-mail</dt>
            <dd className="mt-1 font-semibold break-all text-slate-900">{user.email}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-500">Rôle</dt>
            <dd className="mt-1 font-semibold text-slate-900">{isRole(user.role) ? ROLE_LABELS[user.role] : user.role}</dd>
          </div>
        </dl>
      </Panel>
      <ChangePasswordForm />
      <ChangeEmailForm />
      <TwoFactorPanel />
      {user.role === 'admin' ? <CreateAdminForm /> : null}
      {user.role === 'admin' ? <TeamPanel /> : null}
      {roleAllows(user.role, ['editor']) ? <CategoriesPanel /> : null}
      {user.role === 'admin' ? <ApiKeysPanel /> : null}
      {user.role === 'admin' ? <BookingSettingsPanel /> : null}
    </div>
  );
}

function ChangePasswordForm() {
  const { toast } = useToast();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(ChangePasswordInput),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const change = trpc.auth.changePassword.useMutation({
    onSuccess: () => {
      form.reset();
      toast({ title: 'Mot de passe modifié', description: 'Vos autres sessions ont été fermées.', variant: 'success' });
    },
    onError: (error) => {
      if (error.data?.httpStatus === 403) form.setError('currentPassword', { message: error.message });
      toast({ title: 'Erreur', description: error.message || 'Impossible de modifier le mot de passe.', variant: 'destructive' });
    },
  });
  const { errors } = form.formState;
  return (
    <Panel title="Changer mon mot de passe">
      <form noValidate onSubmit={form.handleSubmit((values) => change.mutate(values))} className="grid gap-4">
        <Field label="Mot de passe actuel" error={errors.currentPassword?.message}>
          {(p) => <input {...p} {...form.register('currentPassword')} type="password" autoComplete="current-password" />}
        </Field>
        <Field label="Nouveau mot de passe" error={errors.newPassword?.message} hint={PASSWORD_HINT}>
          {(p) => <input {...p} {...form.register('newPassword')} type="password" autoComplete="new-password" />}
        </Field>
        <SubmitButton pending={change.isPending} pendingLabel={PENDING.save}>
          {'Modifier le mot de passe'}
        </SubmitButton>
      </form>
    </Panel>
  );
}

/** One's own e-mail address (reset links and notifications go there): the password is asked when the login is old. */
function ChangeEmailForm() {
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const form = useForm<ChangeEmailInput>({ resolver: zodResolver(ChangeEmailInput), defaultValues: { email: '', currentPassword: '' } });
  const change = trpc.account.changeEmail.useMutation({
    onSuccess: async (user) => {
      form.reset();
      toast({ title: 'Adresse e-mail modifiée', description: user.email, variant: 'success' });
      await utils.auth.session.invalidate();
    },
    onError: (error) => {
      if (error.data?.httpStatus === 403) form.setError('currentPassword', { message: error.message });
      else form.setError('email', { message: error.message });
    },
  });
  const { errors } = form.formState;
  return (
    <Panel title="Changer mon adresse e-mail" description="Les liens de réinitialisation et les notifications y sont envoyés.">
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => change.mutate({ email: values.email, currentPassword: values.currentPassword || undefined }))}
        className="grid gap-4"
      >
        <Field label="Nouvelle adresse e-mail" error={errors.email?.message}>
          {(p) => <input {...p} {...form.register('email')} type="email" autoComplete="email" />}
        </Field>
        <Field label="Mot de passe actuel" error={errors.currentPassword?.message} hint="Demandé lorsque votre connexion date de plus de 10 minutes.">
          {(p) => <input {...p} {...form.register('currentPassword')} type="password" autoComplete="current-password" />}
        </Field>
        <SubmitButton pending={change.isPending} pendingLabel={PENDING.save}>
          {"Modifier l'adresse"}
        </SubmitButton>
      </form>
    </Panel>
  );
}

function CreateAdminForm() {
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(RegisterInput),
    defaultValues: { username: '', email: '', password: '' },
  });
  const register = trpc.auth.register.useMutation({
    onSuccess: ({ user }) => {
      form.reset();
      void utils.staff.list.invalidate();
      toast({ title: MESSAGES.auth.registerSuccess.title, description: `Le compte « ${user.username} » a été créé.`, variant: 'success' });
    },
    onError: (error) => {
      toast({
        title: MESSAGES.auth.registerError.title,
        description: error.message || MESSAGES.auth.registerError.description,
        variant: 'destructive',
      });
    },
  });
  const { errors } = form.formState;
  return (
    <Panel
      title="Créer un compte administrateur"
      description="Les inscriptions libres sont fermées après le premier compte : créez ici le compte d'un collègue."
    >
      <form noValidate onSubmit={form.handleSubmit((values) => register.mutate(values))} className="grid gap-4">
        <Field label="Nom d'utilisateur du nouveau compte" error={errors.username?.message}>
          {(p) => <input {...p} {...form.register('username')} autoComplete="off" />}
        </Field>
        <Field label="E-mail du nouveau compte" error={errors.email?.message}>
          {(p) => <input {...p} {...form.register('email')} type="email" autoComplete="off" />}
        </Field>
        <Field label="Mot de passe du nouveau compte" error={errors.password?.message} hint={PASSWORD_HINT}>
          {(p) => <input {...p} {...form.register('password')} type="password" autoComplete="new-password" />}
        </Field>
        <SubmitButton pending={register.isPending} pendingLabel={PENDING.register}>
          {'Créer le compte'}
        </SubmitButton>
      </form>
    </Panel>
  );
}

/** A form's submit button: disabled and showing the spec's pending label while its request runs. */
function SubmitButton({ pending, pendingLabel, children }: { pending: boolean; pendingLabel: string; children: ReactNode }) {
  return (
    <div>
      <Button type="submit" disabled={pending}>
        {pending ? (
          <>
            <Spinner /> {pendingLabel}
          </>
        ) : (
          children
        )}
      </Button>
    </div>
  );
}
