/**
 * Two-factor login and API keys (issue 29 items 5 and 6). Every path here is a person's own
 * session's: no `scope`, so an API key gets 403 (a key never manages keys or 2FA).
 */
import { DeletedReply, SuccessReply } from '#shared/api/replies';
import { PageInput, pageReply } from '#shared/api/page';
import { AuthReply } from '#shared/auth/replies';
import { ApiKeyIdInput, ApiKeyItem, CreateApiKeyInput, CreatedApiKeyReply } from '#shared/auth/api-keys';
import {
  RecoveryCodesReply,
  TwoFactorCodeInput,
  TwoFactorLoginInput,
  TwoFactorRequiredInput,
  TwoFactorRequiredReply,
  TwoFactorResetInput,
  TwoFactorSetupReply,
  TwoFactorStatusReply,
} from '#shared/auth/two-factor';
import { checked } from '../platform/trpc/meta';
import { adminProcedure, rateLimitedProcedure, rateLimitedStaffProcedure, router, staffProcedure } from '../platform/trpc/init';
import { recordAudit } from '../auth/audit-log';
import { openSession } from '../auth/accounts';
import * as apiKeys from './api-keys';
import { changeEmail, confirmIdentity } from './step-up';
import { ChangeEmailInput, STEP_UP_MESSAGES, STEP_UP_MINUTES } from '#shared/auth/step-up';
import { SessionUser } from '#shared/auth/schemas';
import * as twoFactor from './two-factor';

const tag = 'Authentification' as const;
const STEP_UP_DOC = `Mot de passe actuel (\`currentPassword\`) exigé si la connexion date de plus de ${STEP_UP_MINUTES} minutes (403 sinon).`;
const SESSION_ONLY = "Réservé à une session du back-office : une clé d'API reçoit 403.";

/** Every staff member manages their own second factor. */
const EVERY_ROLE = ['editor', 'sales'] as const;
/** Setting up 2FA stays open while « 2FA obligatoire » waits for this account (trpc/init.ts). */
const setupProcedure = staffProcedure(EVERY_ROLE).meta({ twoFactorSetup: true });
const ownTwoFactorProcedure = rateLimitedStaffProcedure('auth', EVERY_ROLE);

export const twoFactorRouter = router({
  status: setupProcedure
    .meta({
      rest: {
        method: 'get', path: '/api/admin/2fa', tag,
        summary: 'État de la double authentification du compte connecté : { enabled, required, recoveryCodesLeft }.',
      },
    })
    .output(checked(TwoFactorStatusReply))
    .query(({ ctx }) => twoFactor.status(ctx, ctx.user.id)),
  setup: ownTwoFactorProcedure
    .meta({
      twoFactorSetup: true,
      rest: {
        method: 'post', path: '/api/admin/2fa/setup', tag,
        summary: 'Prépare la double authentification (TOTP) : renvoie { secret, otpauthUrl } à scanner ; elle ne vaut qu’après /api/admin/2fa/enable.',
        errors: { 403: SESSION_ONLY, 409: 'Double authentification déjà activée' },
      },
    })
    .output(checked(TwoFactorSetupReply))
    .mutation(({ ctx }) => twoFactor.setup(ctx, ctx.user)),
  enable: ownTwoFactorProcedure
    .meta({
      twoFactorSetup: true,
      rest: {
        method: 'post', path: '/api/admin/2fa/enable', tag,
        summary: 'Active la double authentification avec un code de l’application : renvoie { recoveryCodes } (10 codes de secours, affichés une seule fois, chacun utilisable une fois).',
        description: STEP_UP_DOC,
        errors: { 403: `${SESSION_ONLY} ${STEP_UP_MESSAGES.required}`, 409: 'Pas de configuration en cours, ou déjà activée' },
      },
    })
    .input(TwoFactorCodeInput)
    .output(checked(RecoveryCodesReply))
    .mutation(async ({ ctx, input }) => {
      await confirmIdentity(ctx, ctx, input.currentPassword);
      const reply = await twoFactor.enable(ctx, ctx.user.id, input.code);
      await recordAudit(ctx, { action: 'auth.2fa-enabled', target: ctx.user.username });
      return reply;
    }),
  disable: ownTwoFactorProcedure
    .meta({
      rest: {
        method: 'post', path: '/api/admin/2fa/disable', tag,
        summary: 'Désactive la double authentification : un code de l’application ou un code de secours est exigé.',
        description: STEP_UP_DOC,
        errors: { 403: `${SESSION_ONLY} ${STEP_UP_MESSAGES.required}`, 409: 'Non activée, ou obligatoire pour tous' },
      },
    })
    .input(TwoFactorCodeInput)
    .output(checked(SuccessReply))
    .mutation(async ({ ctx, input }) => {
      await confirmIdentity(ctx, ctx, input.currentPassword);
      const reply = await twoFactor.disable(ctx, ctx.user.id, input.code);
      await recordAudit(ctx, { action: 'auth.2fa-disabled', target: ctx.user.username });
      return reply;
    }),
  setRequired: adminProcedure
    .meta({
      rest: {
        method: 'put', path: '/api/admin/2fa/required', tag,
        summary:
          'Exige (ou non) la double authentification de tous les comptes { required } : un compte sans 2FA ne peut alors que la configurer (403 ailleurs).',
        errors: { 403: SESSION_ONLY, 409: 'Activez d’abord la double authentification sur votre propre compte' },
      },
    })
    .input(TwoFactorRequiredInput)
    .output(checked(TwoFactorRequiredReply))
    .mutation(async ({ ctx, input }) => {
      const reply = await twoFactor.setRequired(ctx, ctx.user.id, input.required);
      await recordAudit(ctx, { action: input.required ? 'auth.2fa-required' : 'auth.2fa-not-required', target: 'Tous les comptes' });
      return reply;
    }),
  /** An admin turns a colleague's 2FA off (a lost phone): they log in with the password and set it up again. */
  resetFor: adminProcedure
    .meta({
      rest: {
        method: 'post', path: '/api/admin/users/:id/2fa/reset', tag,
        summary: 'Réinitialise la double authentification d’un membre de l’équipe (téléphone perdu) : son secret et ses codes de secours sont effacés ; inscrit au journal.',
        description: STEP_UP_DOC,
        errors: { 403: `${SESSION_ONLY} ${STEP_UP_MESSAGES.required}`, 404: 'Compte introuvable' },
      },
    })
    .input(TwoFactorResetInput)
    .output(checked(SuccessReply))
    .mutation(async ({ ctx, input }) => {
      await confirmIdentity(ctx, ctx, input.data.currentPassword);
      const target = await twoFactor.resetFor(ctx, input.id);
      await recordAudit(ctx, { action: 'auth.2fa-reset', target: target.username });
      return { success: true as const };
    }),
  /** The login's second step: the session (token and cookie) opens here. */
  login: rateLimitedProcedure('auth')
    .meta({
      rest: {
        method: 'post', path: '/api/admin/login/2fa', tag, idempotent: false,
        summary:
          'Seconde étape de la connexion avec double authentification : { ticket, code } (code TOTP à 6 chiffres ou code de secours) → { token, user }. ' +
          'Le ticket vaut 5 minutes, une seule fois, 5 codes faux au plus.',
        errors: { 401: 'Code incorrect ou déjà utilisé, ou ticket expiré' },
      },
    })
    .input(TwoFactorLoginInput)
    .output(checked(AuthReply))
    .mutation(async ({ ctx, input }) => {
      const result = await openSession(ctx, await twoFactor.finishLogin(ctx, input.ticket, input.code, (user) => recordAudit(ctx, { action: 'auth.2fa-failed', actor: { id: user.id, name: user.username } })));
      await recordAudit(ctx, { action: 'auth.login', actor: { id: result.user.id, name: result.user.username }, target: 'Double authentification' });
      ctx.setCookie(ctx.lucia.createSessionCookie(result.token).serialize());
      return result;
    }),
});

export const apiKeysRouter = router({
  create: adminProcedure
    .meta({
      rest: {
        method: 'post', path: '/api/admin/api-keys', tag, status: 201,
        summary: "Crée une clé d'API { name, scopes, expiresAt? } : renvoie { id, name, scopes, prefix, key } ; la clé n'est affichée qu'une fois.",
        description:
          'La clé (`av_` suivi de 43 caractères) s’envoie dans l’en-tête `Authorization: Bearer av_…` et ouvre les chemins dont le droit figure dans `scopes` ' +
          '(`leads:read`, `leads:write`, `blog:read`, `blog:write`, `webhooks:write`, `stats:read`) ; ailleurs 403. Expirée ou révoquée : 401. ' +
          'Elle survit à la fin de la session qui l’a créée, mais pas à une réinitialisation du mot de passe. ' +
          STEP_UP_DOC,
        errors: { 403: `${SESSION_ONLY} ${STEP_UP_MESSAGES.required}`, 409: "Nombre maximal de clés d'API atteint" },
      },
    })
    .input(CreateApiKeyInput)
    .output(checked(CreatedApiKeyReply))
    .mutation(async ({ ctx, input }) => {
      await confirmIdentity(ctx, ctx, input.currentPassword);
      const created = await apiKeys.createApiKey(ctx, ctx.user.id, input);
      await recordAudit(ctx, { action: 'api-key.created', target: `${created.name} (${created.scopes.join(', ')})` });
      return created;
    }),
  list: adminProcedure
    .meta({
      rest: {
        method: 'get', path: '/api/admin/api-keys', tag, paginated: true,
        summary: "Les clés d'API, les plus récentes en premier : nom, droits, préfixe, dates de création, de dernière utilisation et d'expiration (jamais la clé).",
        errors: { 403: SESSION_ONLY },
      },
    })
    .input(PageInput)
    .output(checked(pageReply(ApiKeyItem)))
    .query(({ ctx, input }) => apiKeys.listApiKeys(ctx, input)),
  revoke: adminProcedure
    .meta({
      rest: {
        method: 'delete', path: '/api/admin/api-keys/:id', tag,
        summary: "Révoque une clé d'API : elle est refusée (401) dès la requête suivante.",
        errors: { 403: SESSION_ONLY, 404: "Clé d'API introuvable" },
      },
    })
    .input(ApiKeyIdInput)
    .output(checked(DeletedReply))
    .mutation(async ({ ctx, input }) => {
      const revoked = await apiKeys.revokeApiKey(ctx, input.id);
      await recordAudit(ctx, { action: 'api-key.revoked', target: `Clé #${input.id}` });
      return revoked;
    }),
});

/** A person's own account: their e-mail address. */
export const accountRouter = router({
  changeEmail: staffProcedure(EVERY_ROLE)
    .meta({
      rest: {
        method: 'put', path: '/api/admin/user/email', tag,
        summary: 'Change l’adresse e-mail du compte connecté { email, currentPassword? } : renvoie l’utilisateur ; inscrit au journal (sans l’adresse).',
        description: STEP_UP_DOC,
        errors: { 403: `${SESSION_ONLY} ${STEP_UP_MESSAGES.required}`, 409: 'Un compte existe déjà avec cette adresse e-mail.' },
      },
    })
    .input(ChangeEmailInput)
    .output(checked(SessionUser))
    .mutation(async ({ ctx, input }) => {
      const user = await changeEmail(ctx, ctx, input);
      await recordAudit(ctx, { action: 'auth.email-changed', target: user.username });
      return user;
    }),
});
