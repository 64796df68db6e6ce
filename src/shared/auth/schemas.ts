/** Admin login and registration (spec §5 "Login", "Registration"; §7 /api/admin/*). */
import { z } from '../zod';
import { requiredEmail } from '../zod-fields';
import { VALIDATION } from '../messages';
import { cleanText } from '../format/text';
import { PASSWORD_MAX, PASSWORD_MIN } from './password-policy';

const USERNAME_MIN = 3;
const USERNAME_MAX = 50;

/** Login: username and password required; the username is trimmed, the password kept as typed. */
export const LoginInput = z.object({
  username: z
    .string({ error: VALIDATION.usernameRequired })
    .overwrite(cleanText)
    .min(1, VALIDATION.usernameRequired)
    .max(USERNAME_MAX, VALIDATION.tooLong(USERNAME_MAX)),
  password: z
    .string({ error: VALIDATION.passwordRequired })
    .min(1, VALIDATION.passwordRequired)
    .max(PASSWORD_MAX, VALIDATION.tooLong(PASSWORD_MAX)),
});
export type LoginInput = z.infer<typeof LoginInput>;

/**
 * Registration: username of 3 to 50 letters, digits, '.', '_' or '-'; a valid e-mail
 * (stored lowercased); a password of 8 to 200 characters.
 */
const username = () =>
  z
    .string({ error: VALIDATION.usernameRequired })
    .overwrite(cleanText)
    .min(1, { error: VALIDATION.usernameRequired, abort: true })
    .min(USERNAME_MIN, VALIDATION.usernameLength)
    .max(USERNAME_MAX, VALIDATION.usernameLength)
    .regex(/^[A-Za-z0-9._-]+$/, VALIDATION.usernameChars);
/** A new password: 10 to 200 characters (the rest of the policy is checked on the server). */
export const newPassword = () =>
  z
    .string({ error: VALIDATION.passwordRequired })
    .min(1, { error: VALIDATION.passwordRequired, abort: true })
    .min(PASSWORD_MIN, VALIDATION.passwordLength)
    .max(PASSWORD_MAX, VALIDATION.passwordLength);

export const RegisterInput = z.object({
  username: username(),
  email: requiredEmail(VALIDATION.emailRequired),
  password: newPassword(),
});

/** Accepting an invitation: the account's name and password (its e-mail and role come from the invitation). */
export const AccountSetupInput = z.object({ username: username(), password: newPassword() });
export type AccountSetupInput = z.infer<typeof AccountSetupInput>;
export type RegisterInput = z.infer<typeof RegisterInput>;

/** The logged-in administrator as the client sees it (never the password). */
export const SessionUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/**
 * Change one's own password (settings view): the current password, and a new one following the
 * registration rules, different from the current one.
 */
export const ChangePasswordInput = z
  .object({
    currentPassword: z
      .string({ error: 'Veuillez saisir votre mot de passe actuel.' })
      .min(1, 'Veuillez saisir votre mot de passe actuel.')
      .max(PASSWORD_MAX, VALIDATION.tooLong(PASSWORD_MAX)),
    newPassword: z
      .string({ error: 'Veuillez saisir le nouveau mot de passe.' })
      .min(1, { error: 'Veuillez saisir le nouveau mot de passe.', abort: true })
      .min(PASSWORD_MIN, VALIDATION.passwordLength)
      .max(PASSWORD_MAX, VALIDATION.passwordLength),
  })
  .refine((input) => input.newPassword !== input.currentPassword, {
    error: "Le nouveau mot de passe doit être différent de l'actuel.",
    path: ['newPassword'],
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

/** Wrong current password when changing it. */
export const WRONG_CURRENT_PASSWORD = 'Le mot de passe actuel est incorrect.';
