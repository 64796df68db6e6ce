/**
 * Sensitive actions of one's own account (turning two-factor login on or off, creating an API key,
 * changing the e-mail address, an admin resetting a colleague's 2FA) ask again who is there: the
 * current password, or a session logged in within `STEP_UP_MINUTES`. A stolen session alone
 * cannot lock its owner out or mint a lasting credential.
 */
import { z } from '../zod';
import { PASSWORD_MAX } from './password-policy';
import { WRONG_CURRENT_PASSWORD } from './schemas';
import { requiredEmail } from '../zod-fields';
import { VALIDATION } from '../messages';

export const STEP_UP_MINUTES = 10;

export const STEP_UP_MESSAGES = {
  required: `Pour cette action, confirmez votre mot de passe actuel (ou reconnectez-vous : une connexion de moins de ${STEP_UP_MINUTES} minutes suffit).`,
  wrongPassword: WRONG_CURRENT_PASSWORD,
} as const;

/** The current password, when the session's login is older than `STEP_UP_MINUTES`. */
export const currentPasswordField = () =>
  z
    .string()
    .max(PASSWORD_MAX, STEP_UP_MESSAGES.wrongPassword)
    .optional()
    .meta({ description: `Mot de passe actuel : exigé si la connexion date de plus de ${STEP_UP_MINUTES} minutes.` });

/** True when a refusal asks for the password again (the back office then shows the field). */
export const isStepUpRefusal = (message: string | undefined) => message === STEP_UP_MESSAGES.required || message === STEP_UP_MESSAGES.wrongPassword;

/** Changing one's own e-mail address (Paramètres): the new address, and the password when the login is old. */
export const ChangeEmailInput = z.object({
  email: requiredEmail(VALIDATION.emailRequired),
  currentPassword: currentPasswordField(),
});
export type ChangeEmailInput = z.infer<typeof ChangeEmailInput>;
