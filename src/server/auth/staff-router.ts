/**
 * The staff (issue 29): the team's accounts and roles, invitations, password resets and the audit
 * log. Admin-only but for the links' own paths, which the person arriving by e-mail calls.
 */
import { AuthReply } from '#shared/auth/replies';
import { DeletedReply } from '#shared/api/replies';
import { PageInput, pageReply } from '#shared/api/page';
import {
  AcceptInvitationInput, AcceptedReply, AuditLogInput, AuditLogReply, InvitationInput, InvitationPreview, InvitationReply, InvitationTokenInput,
  PasswordResetInput, PasswordResetRequestInput, PendingInvitationRow, StaffIdInput, StaffRoleInput, StaffRow, STAFF_MESSAGES,
} from '#shared/auth/staff';
import { checked } from '../platform/trpc/meta';
import { adminProcedure, rateLimitedProcedure, readLimitedProcedure, router } from '../platform/trpc/init';
import { listStaff, removeStaff, setStaffRole } from './staff';
import { acceptInvitation, inviteStaff, listPendingInvitations, previewInvitation, revokeInvitation } from './invitations';
import { requestPasswordReset, resetPassword } from './password-reset';
import { listAuditLog } from './audit-log';

const tag = 'Équipe' as const;
const NOT_FOUND = { 404: STAFF_MESSAGES.notFound };
const LAST_ADMIN = { 409: STAFF_MESSAGES.lastAdmin };

export const staffRouter = router({
  list: adminProcedure
    .meta({
      rest: {
        method: 'get', path: '/api/admin/users', tag, paginated: true,
        summary: "L'équipe, les plus récents en premier : id, username, email, role (admin, editor, sales), twoFactorEnabled, createdAt, lastLoginAt ; jamais de mot de passe.",
      },
    })
    .input(PageInput)
    .output(checked(pageReply(StaffRow)))
    .query(({ ctx, input }) => listStaff(ctx, input)),
  setRole: adminProcedure
    .meta({
      rest: {
        method: 'patch', path: '/api/admin/users/:id', tag, errors: { ...NOT_FOUND, ...LAST_ADMIN },
        summary:
          "Change le rôle d'un membre ({ role }: admin, editor ou sales) ; 409 si c'est le dernier administrateur. Un administrateur qui perd ce rôle perd aussi les invitations en attente qu'il a envoyées (révoquées).",
      },
    })
    .input(StaffRoleInput)
    .output(checked(StaffRow))
    .mutation(({ ctx, input }) => setStaffRole(ctx, input.id, input.data.role)),
  remove: adminProcedure
    .meta({
      rest: {
        method: 'delete', path: '/api/admin/users/:id', tag, errors: { ...NOT_FOUND, ...LAST_ADMIN },
        summary:
          "Supprime un membre : toutes ses sessions sont fermées aussitôt et les invitations en attente qu'il a envoyées sont révoquées ; 409 si c'est le dernier administrateur.",
      },
    })
    .input(StaffIdInput)
    .output(checked(DeletedReply))
    .mutation(({ ctx, input }) => removeStaff(ctx, input.id)),
  invite: adminProcedure
    .meta({
      rest: {
        method: 'post', path: '/api/admin/users/invitations', tag, status: 201, errors: { 409: STAFF_MESSAGES.alreadyMember },
        summary: "Invite une personne ({ email, role }) : un e-mail lui apporte le lien /admin/invitation/{token}, valable 72 h et une seule fois.",
      },
    })
    .input(InvitationInput)
    .output(checked(InvitationReply))
    .mutation(({ ctx, input }) => inviteStaff(ctx, input)),
  invitations: adminProcedure
    .meta({
      rest: {
        method: 'get', path: '/api/admin/users/invitations', tag, paginated: true,
        summary:
          "Les invitations en attente (ni utilisées, ni expirées, ni révoquées), les plus récentes en premier : id, email, role, invitedBy ({ id, username } de l'auteur, null si son compte n'existe plus), createdAt, expiresAt ; jamais le lien.",
      },
    })
    .input(PageInput)
    .output(checked(pageReply(PendingInvitationRow)))
    .query(({ ctx, input }) => listPendingInvitations(ctx, input)),
  revokeInvitation: adminProcedure
    .meta({
      rest: {
        method: 'delete', path: '/api/admin/users/invitations/:id', tag, errors: { 404: STAFF_MESSAGES.invitationNotFound },
        summary: "Révoque une invitation en attente : son lien ne sert plus (404 comme une invitation expirée) ; 404 si elle n'est plus en attente.",
      },
    })
    .input(StaffIdInput)
    .output(checked(DeletedReply))
    .mutation(({ ctx, input }) => revokeInvitation(ctx, input.id)),
  invitation: readLimitedProcedure
    .meta({
      rest: {
        method: 'get', path: '/api/invitations/:token', tag, errors: { 404: STAFF_MESSAGES.invitationInvalid },
        summary: "L'invitation d'un lien encore valable : { email, role } ; 404 si elle est expirée, utilisée ou inconnue.",
      },
    })
    .input(InvitationTokenInput)
    .output(checked(InvitationPreview))
    .query(({ ctx, input }) => previewInvitation(ctx, input.token)),
  acceptInvitation: rateLimitedProcedure('auth')
    .meta({
      rest: {
        method: 'post', path: '/api/invitations/:token', tag, status: 201, idempotent: false,
        errors: { 404: STAFF_MESSAGES.invitationInvalid, 409: "Nom d'utilisateur déjà pris" },
        summary: "Accepte une invitation ({ username, password }) : crée le compte avec son rôle et ouvre sa session ({ token, user }, et le cookie).",
      },
    })
    .input(AcceptInvitationInput)
    .output(checked(AuthReply))
    .mutation(async ({ ctx, input }) => {
      const result = await acceptInvitation(ctx, input.token, input.data);
      ctx.setCookie(ctx.lucia.createSessionCookie(result.token).serialize());
      return result;
    }),
  requestPasswordReset: rateLimitedProcedure('auth')
    .meta({
      rest: {
        method: 'post', path: '/api/password-reset', tag, status: 202,
        summary:
          "Demande de réinitialisation ({ email }) : toujours 202 et la même réponse ; une adresse connue reçoit le lien /admin/reinitialiser/{token}, valable 1 h et une seule fois (les liens envoyés avant ne servent plus).",
      },
    })
    .input(PasswordResetRequestInput)
    .output(checked(AcceptedReply))
    .mutation(({ ctx, input }) => requestPasswordReset(ctx, input.email)),
  resetPassword: rateLimitedProcedure('auth')
    .meta({
      rest: {
        method: 'post', path: '/api/password-reset/:token', tag, idempotent: false, errors: { 404: STAFF_MESSAGES.resetInvalid },
        summary: "Choisit le nouveau mot de passe ({ password }) : toutes les sessions du compte sont fermées et toutes ses clés d'API révoquées ; les autres liens de réinitialisation du compte ne servent plus.",
      },
    })
    .input(PasswordResetInput)
    .output(checked(AcceptedReply))
    .mutation(({ ctx, input }) => resetPassword(ctx, input.token, input.data.password)),
  auditLog: adminProcedure
    .meta({
      rest: {
        method: 'get', path: '/api/admin/audit-log', tag,
        summary:
          "Le journal d'audit, le plus récent en premier : { items: [{ at, actor, action, target, ip? }], nextCursor } ; ?limit=&cursor= (nextCursor de la page précédente). Conservé 13 mois.",
      },
    })
    .input(AuditLogInput)
    .output(checked(AuditLogReply))
    .query(({ ctx, input }) => listAuditLog(ctx, input)),
});
