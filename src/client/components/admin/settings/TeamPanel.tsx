/**
 * « Équipe » (Paramètres, admin): the team with each person's role (changeable), last login and a
 * removal that ends their sessions; the invitation of a new person by e-mail with a role, and the
 * invitations still waiting, each revocable (its link then no longer works).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ROLES, ROLE_LABELS, isRole, type Role } from '#shared/auth/roles';
import { InvitationInput } from '#shared/auth/staff';
import { formatDateShortFr, formatDateTimeFr } from '#shared/format/dates';
import { trpc } from '#client/trpc/trpc-react';
import { Button } from '#client/ui/button';
import { useToast } from '#client/ui/toast';
import { DataTable, TD } from '../common/DataTable';
import { Field, Panel, Spinner } from '../common/ui';
import { useAdminUser } from '../shell/session';
import { StepUpField, useStepUp } from './StepUp';

export function TeamPanel() {
  const me = useAdminUser();
  const team = trpc.staff.list.useQuery(undefined, { select: (page) => page.items });
  const utils = trpc.useUtils();
  const { toast } = useToast();
  const fail = (error: { message: string }) => toast({ title: 'Erreur', description: error.message, variant: 'destructive' });
  // A demoted or removed administrator's invitations are revoked with them: both lists change.
  const refresh = () => Promise.all([utils.staff.list.invalidate(), utils.staff.invitations.invalidate()]);
  const setRole = trpc.staff.setRole.useMutation({
    onSuccess: async (user) => {
      toast({ title: 'Rôle modifié', description: `${user.username} est désormais « ${ROLE_LABELS[user.role as Role] ?? user.role} ».`, variant: 'success' });
      await refresh();
    },
    onError: async (error) => {
      fail(error);
      await utils.staff.list.invalidate();
    },
  });
  const stepUp = useStepUp();
  const [resetting, setResetting] = useState<{ id: number; username: string } | null>(null);
  const resetTwoFactor = trpc.twoFactor.resetFor.useMutation({
    onSuccess: async () => {
      toast({ title: 'Double authentification réinitialisée', description: `${resetting?.username ?? ''} se connectera avec son mot de passe et la configurera de nouveau.`, variant: 'success' });
      stepUp.reset();
      setResetting(null);
      await utils.staff.list.invalidate();
    },
    onError: (error) => {
      if (!stepUp.handle(error.message)) fail(error);
    },
  });
  const askReset = (user: { id: number; username: string }) => {
    if (!window.confirm(`Réinitialiser la double authentification de ${user.username} ? Son application et ses codes de secours ne serviront plus ; il la configurera de nouveau.`)) return;
    setResetting(user);
    resetTwoFactor.mutate({ id: user.id, data: { currentPassword: stepUp.value } });
  };
  const remove = trpc.staff.remove.useMutation({
    onSuccess: async () => {
      toast({ title: 'Compte supprimé', description: 'Ses sessions ont été fermées et ses invitations en attente révoquées.', variant: 'success' });
      await refresh();
    },
    onError: fail,
  });
  return (
    <Panel title="Équipe" description="Les comptes du back-office et leur rôle : Administrateur (tout), Rédacteur (blog), Commercial (prospects)." className="xl:col-span-2">
      <DataTable
        caption="Équipe"
        columns={["Nom d'utilisateur", 'E-mail', 'Rôle', 'Dernière connexion', { label: 'Actions', hidden: true }]}
        status={team.status}
        rows={team.data}
        error="Erreur lors du chargement de l'équipe"
        empty="Aucun compte."
        row={(user) => (
          <tr key={user.id}>
            <td className={`${TD} font-medium`}>{user.username}</td>
            <td className={`${TD} break-all`}>{user.email}</td>
            <td className={TD}>
              <label className="sr-only" htmlFor={`role-${user.id}`}>
                Rôle de {user.username}
              </label>
              <select
                id={`role-${user.id}`}
                value={user.role}
                disabled={setRole.isPending}
                onChange={(event) => setRole.mutate({ id: user.id, data: { role: event.target.value as Role } })}
                className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm"
              >
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
                {isRole(user.role) ? null : <option value={user.role}>{user.role}</option>}
              </select>
            </td>
            <td className={`${TD} whitespace-nowrap`}>{user.lastLoginAt ? formatDateShortFr(user.lastLoginAt) : 'Jamais'}</td>
            <td className={`${TD} flex flex-wrap gap-2`}>
              {user.twoFactorEnabled && user.id !== me.id ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={resetTwoFactor.isPending}
                  aria-label={`Réinitialiser la double authentification de ${user.username}`}
                  onClick={() => askReset(user)}
                >
                  <ShieldOff aria-hidden="true" /> Réinitialiser la 2FA
                </Button>
              ) : null}
              {user.id === me.id ? null : (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={remove.isPending}
                  aria-label={`Supprimer le compte de ${user.username}`}
                  onClick={() => {
                    if (window.confirm(`Supprimer le compte de ${user.username} ? Ses sessions seront fermées et ses invitations en attente révoquées.`)) {
                      remove.mutate({ id: user.id });
                    }
                  }}
                >
                  <Trash2 aria-hidden="true" /> Supprimer
                </Button>
              )}
            </td>
          </tr>
        )}
      />
      {resetting && stepUp.needed ? (
        <form
          noValidate
          className="mt-4 grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            resetTwoFactor.mutate({ id: resetting.id, data: { currentPassword: stepUp.value } });
          }}
        >
          <p className="text-sm font-medium text-amber-900">Réinitialiser la double authentification de {resetting.username}</p>
          <StepUpField stepUp={stepUp} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={resetTwoFactor.isPending}>
              {resetTwoFactor.isPending ? <Spinner /> : null} Confirmer
            </Button>
            <Button type="button" size="sm" variant="outline" onClick={() => (stepUp.reset(), setResetting(null))}>
              Annuler
            </Button>
          </div>
        </form>
      ) : null}
      <InviteForm />
      <PendingInvitations />
    </Panel>
  );
}

/** The invitations still waiting, newest first, each with « Révoquer » (after a confirmation). */
function PendingInvitations() {
  const invitations = trpc.staff.invitations.useQuery(undefined, { select: (page) => page.items });
  const utils = trpc.useUtils();
  const { toast } = useToast();
  const revoke = trpc.staff.revokeInvitation.useMutation({
    onSuccess: () => toast({ title: 'Invitation révoquée', description: 'Son lien ne fonctionne plus.', variant: 'success' }),
    onError: (error) => toast({ title: 'Erreur', description: error.message, variant: 'destructive' }),
    onSettled: () => utils.staff.invitations.invalidate(),
  });
  return (
    <section aria-labelledby="pending-invitations" className="mt-8 grid gap-3">
      <h3 id="pending-invitations" className="text-base font-semibold text-slate-900">
        Invitations en attente
      </h3>
      <DataTable
        caption="Invitations en attente"
        columns={['E-mail', 'Rôle', 'Invitée par', 'Expire le', { label: 'Actions', hidden: true }]}
        status={invitations.status}
        rows={invitations.data}
        error="Erreur lors du chargement des invitations"
        empty="Aucune invitation en attente."
        row={(invitation) => (
          <tr key={invitation.id}>
            <td className={`${TD} break-all`}>{invitation.email}</td>
            <td className={TD}>{ROLE_LABELS[invitation.role as Role] ?? invitation.role}</td>
            <td className={TD}>{invitation.invitedBy?.username ?? 'Compte supprimé'}</td>
            <td className={`${TD} whitespace-nowrap`}>{formatDateTimeFr(invitation.expiresAt)}</td>
            <td className={TD}>
              <Button
                variant="outline"
                size="sm"
                disabled={revoke.isPending}
                aria-label={`Révoquer l'invitation de ${invitation.email}`}
                onClick={() => {
                  if (window.confirm(`Révoquer l'invitation de ${invitation.email} ? Son lien ne fonctionnera plus.`)) revoke.mutate({ id: invitation.id });
                }}
              >
                <Trash2 aria-hidden="true" /> Révoquer
              </Button>
            </td>
          </tr>
        )}
      />
    </section>
  );
}

function InviteForm() {
  const { toast } = useToast();
  const utils = trpc.useUtils();
  const form = useForm<InvitationInput>({ resolver: zodResolver(InvitationInput), defaultValues: { email: '', role: 'editor' } });
  const invite = trpc.staff.invite.useMutation({
    onSuccess: async (invitation) => {
      form.reset();
      toast({ title: 'Invitation envoyée', description: `Un lien valable 72 h a été envoyé à ${invitation.email}.`, variant: 'success' });
      await utils.staff.invitations.invalidate();
    },
    onError: (error) => toast({ title: 'Erreur', description: error.message, variant: 'destructive' }),
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => invite.mutate(values))} className="mt-6 grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end">
      <Field label="Inviter par e-mail" error={errors.email?.message}>
        {(p) => <input {...p} {...form.register('email')} type="email" autoComplete="off" />}
      </Field>
      <Field label="Rôle" error={errors.role?.message}>
        {(p) => (
          <select {...p} {...form.register('role')}>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? <Spinner /> : null} Inviter
        </Button>
      </div>
    </form>
  );
}
