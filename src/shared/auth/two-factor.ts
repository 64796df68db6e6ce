/**
 * Two-factor login (TOTP, RFC 6238; issue 29 item 5): its settings, inputs, replies and French
 * messages. One source for server, back office and tests.
 */
import { z } from '../zod';
import { AuthReply } from './replies';
import { currentPasswordField } from './step-up';

/** TOTP parameters every authenticator app understands: 6 digits, 30-second steps, HMAC-SHA1. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Steps accepted either side of now (clock drift of the phone): ±30 s. */
export const TOTP_DRIFT_STEPS = 1;
/** Recovery codes given when 2FA is turned on, each usable once. */
export const RECOVERY_CODE_COUNT = 10;
/** A login ticket (between the password and the code) lives 5 minutes… */
export const LOGIN_TICKET_MINUTES = 5;
/** …and dies after this many wrong codes. */
export const LOGIN_TICKET_MAX_FAILURES = 5;
/** The issuer shown by authenticator apps. */
export const TOTP_ISSUER = 'Avocat Visible';

export const TWO_FACTOR_MESSAGES = {
  codeRequired: "Saisissez le code à 6 chiffres de votre application d'authentification, ou un code de secours.",
  wrongCode: 'Code incorrect ou déjà utilisé : saisissez le code affiché en ce moment par votre application.',
  ticketExpired: 'Votre connexion a expiré : saisissez à nouveau votre nom d’utilisateur et votre mot de passe.',
  alreadyEnabled: 'La double authentification est déjà activée sur ce compte.',
  notSetUp: 'Commencez par afficher le QR code (configuration), puis saisissez le code de votre application.',
  notEnabled: "La double authentification n'est pas activée sur ce compte.",
  requiredCannotDisable: 'La double authentification est obligatoire pour tous les comptes : elle ne peut pas être désactivée.',
  enableOwnFirst: 'Activez d’abord la double authentification sur votre propre compte avant de l’exiger de tous.',
  setupRequired:
    'La double authentification est obligatoire pour tous les comptes : activez-la dans Paramètres avant de continuer.',
  keyOwnerSetupRequired:
    "La double authentification est obligatoire pour tous les comptes : cette clé d'API ne fonctionnera qu'une fois la double authentification activée sur le compte qui l'a créée.",
} as const;

/** A code typed by a person: TOTP digits or a recovery code, spaces and dashes allowed. */
const code = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.codeRequired)
  .max(40, TWO_FACTOR_MESSAGES.codeRequired);

/** Turning 2FA on or off: a code, and the current password when the session's login is older than 10 minutes. */
export const TwoFactorCodeInput = z.object({ code, currentPassword: currentPasswordField() });
export type TwoFactorCodeInput = z.infer<typeof TwoFactorCodeInput>;

/** An admin resetting a colleague's 2FA: their own password when their login is older than 10 minutes. */
export const TwoFactorResetInput = z.object({
  id: z.coerce.number({ error: 'Identifiant invalide.' }).int().positive(),
  data: z.object({ currentPassword: currentPasswordField() }).default({}),
});

export const TwoFactorLoginInput = z.object({
  ticket: z.string({ error: TWO_FACTOR_MESSAGES.ticketExpired }).min(1, TWO_FACTOR_MESSAGES.ticketExpired).max(100, TWO_FACTOR_MESSAGES.ticketExpired),
  code,
});
export type TwoFactorLoginInput = z.infer<typeof TwoFactorLoginInput>;

export const TwoFactorRequiredInput = z.object({
  required: z.boolean({ error: 'Indiquez si la double authentification est obligatoire (true ou false).' }),
});

/** Only TOTP digits (after removing spaces): otherwise the code is tried as a recovery code. */
export const isTotpCode = (value: string) => new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(value.replace(/\s/g, ''));

/** The login's second step is due: no session yet, the ticket goes with the code to `/api/admin/login/2fa`. */
const TwoFactorChallengeReply = z.strictObject({ twoFactorRequired: z.literal(true), ticket: z.string() });
/** `POST /api/admin/login`: `{ token, user }` as the spec says, or the challenge when the account has 2FA on. */
export const LoginReply = z.union([AuthReply, TwoFactorChallengeReply]);

export const TwoFactorSetupReply = z.strictObject({ secret: z.string(), otpauthUrl: z.string() });
export const RecoveryCodesReply = z.strictObject({ recoveryCodes: z.array(z.string()) });
export const TwoFactorStatusReply = z.strictObject({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export const TwoFactorRequiredReply = z.strictObject({ required: z.boolean() });
