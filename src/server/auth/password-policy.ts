/**
 * The server's half of the password policy (src/shared/auth/password-policy.ts): the length is
 * the schemas'; here, a password among the most common or equal to the account's name or e-mail
 * is refused with a French 400. Applied wherever a password is chosen: registration and change
 * (invitations and resets will call it too).
 */
import { DomainError } from '#server/platform/errors';
import { PASSWORD_POLICY_MESSAGES } from '#shared/auth/password-policy';
import { COMMON_PASSWORDS } from './common-passwords';

let common: Set<string> | undefined;

export function assertPasswordAllowed(password: string, account: { username?: string; email?: string }): void {
  common ??= new Set(COMMON_PASSWORDS.split(/\s+/).filter(Boolean));
  const lower = password.toLowerCase();
  if (common.has(lower)) throw new DomainError('invalid', PASSWORD_POLICY_MESSAGES.common);
  const personal = [account.username, account.email].filter((value): value is string => Boolean(value)).map((value) => value.toLowerCase());
  if (personal.includes(lower)) throw new DomainError('invalid', PASSWORD_POLICY_MESSAGES.personal);
}
