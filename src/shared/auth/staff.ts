/**
 * Staff management, invitations, password resets and the audit log (issue 29): inputs, replies,
 * durations and the French texts the server and the back office share.
 */
import { z } from '../zod';
import { requiredEmail } from '../zod-fields';
import { VALIDATION } from '../messages';
import { PageInput } from '../api/page';
import { AccountSetupInput, newPassword } from './schemas';
import { ROLES } from './roles';

/** An invitation's link is valid 72 h, a password reset's 1 h; both once. */
export const INVITATION_HOURS = 72;
export const PASSWORD_RESET_MINUTES = 60;
/** The audit log is kept 13 months. */
export const AUDIT_LOG_MONTHS = 13;

const role = z.enum(ROLES, { error: 'Rôle invalide : admin, editor ou sales.' });
const id = z.coerce.number({ error: 'Identifiant invalide' }).int('Identifiant invalide').positive('Identifiant invalide');
/** A link's token: base64url, 43 characters for 256 bits (a longer or odd one is simply unknown). */
const token = z.string({ error: 'Lien invalide' }).min(1, 'Lien invalide').max(100, 'Lien invalide');

export const StaffIdInput = z.object({ id });
export const StaffRoleInput = z.object({ id, data: z.object({ role }) });
export const InvitationInput = z.object({ email: requiredEmail(VALIDATION.emailRequired), role });
export type InvitationInput = z.infer<typeof InvitationInput>;
export const InvitationTokenInput = z.object({ token });
export const AcceptInvitationInput = z.object({ token, data: AccountSetupInput });
export const PasswordResetRequestInput = z.object({ email: requiredEmail(VALIDATION.emailRequired) });
export const PasswordResetInput = z.object({ token, data: z.object({ password: newPassword() }) });
export const AuditLogInput = PageInput;

/** A staff member as the admin sees it (never a hash). */
export const StaffRow = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  twoFactorEnabled: z.boolean(),
  createdAt: z.date(),
  lastLoginAt: z.date().nullable(),
});
export const InvitationReply = z.strictObject({ id: z.number().int(), email: z.string(), role: z.string(), expiresAt: z.date() });
/** An invitation still waiting (neither used, expired nor revoked), as the admin sees it: never its link. */
export const PendingInvitationRow = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  role: z.string(),
  /** Who sent it; null once that account no longer exists. */
  invitedBy: z.strictObject({ id: z.number().int(), username: z.string() }).nullable(),
  createdAt: z.date(),
  expiresAt: z.date(),
});
/** What the invitation page shows before the account is made. */
export const InvitationPreview = z.strictObject({ email: z.string(), role: z.string() });
export const AcceptedReply = z.strictObject({ success: z.literal(true), message: z.string() });

const AuditEntry = z.strictObject({
  at: z.date(),
  actor: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  ip: z.string().optional(),
});
export const AuditLogReply = z.strictObject({ items: z.array(AuditEntry), nextCursor: z.string().nullable() });

export const STAFF_MESSAGES = {
  lastAdmin: 'Impossible : ce compte est le dernier administrateur. Nommez d’abord un autre administrateur.',
  notFound: 'Membre de l’équipe introuvable',
  selfRemove: 'Vous ne pouvez pas supprimer votre propre compte.',
  alreadyMember: 'Un compte existe déjà avec cette adresse e-mail.',
  invitationNotFound: 'Invitation introuvable',
  invitationInvalid: 'Cette invitation est invalide, expirée ou déjà utilisée. Demandez une nouvelle invitation à un administrateur.',
  resetInvalid: 'Ce lien de réinitialisation est invalide, expiré ou déjà utilisé. Faites une nouvelle demande.',
  resetRequested:
    'Si un compte correspond à cette adresse, un e-mail contenant un lien de réinitialisation (valable 1 heure) vient de lui être envoyé.',
  resetDone:
    'Votre mot de passe a été modifié. Toutes vos sessions ont été fermées et vos clés d’API révoquées : connectez-vous avec le nouveau mot de passe.',
} as const;

/** The audit log's actions and their French labels (the « Journal » view). */
export const AUDIT_ACTIONS = {
  'auth.login': 'Connexion',
  'auth.login-failed': 'Échec de connexion',
  'auth.password-reset': 'Mot de passe réinitialisé',
  'auth.password-changed': 'Mot de passe modifié',
  'auth.2fa-enabled': 'Double authentification activée',
  'auth.2fa-disabled': 'Double authentification désactivée',
  'auth.2fa-required': 'Double authentification exigée de tous',
  'auth.2fa-not-required': 'Double authentification plus exigée de tous',
  'auth.2fa-failed': 'Code de double authentification refusé',
  'auth.2fa-reset': 'Double authentification réinitialisée par un administrateur',
  'auth.email-changed': 'Adresse e-mail modifiée',
  'staff.invited': 'Invitation envoyée',
  'staff.joined': 'Invitation acceptée',
  'staff.invitation-revoked': 'Invitation révoquée',
  'staff.role-changed': 'Rôle modifié',
  'staff.removed': 'Compte supprimé',
  'api-key.created': 'Clé d’API créée',
  'api-key.revoked': 'Clé d’API révoquée',
  'article.published': 'Article publié',
  'article.unpublished': 'Article dépublié',
  'article.deleted': 'Article supprimé',
  'lead.status-changed': 'Statut d’un prospect modifié',
  'leads.exported': 'Export CSV des prospects',
  'people.exported': "Données d'une personne consultées",
  'people.erased': "Données d'une personne effacées",
  'webhook.created': 'Webhook ajouté',
  'webhook.deleted': 'Webhook supprimé',
  'redirect.created': 'Redirection créée',
  'redirect.deleted': 'Redirection supprimée',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
