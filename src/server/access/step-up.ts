/**
 * The sensitive actions' second look at who is there (`src/shared/auth/step-up.ts`): the current
 * password, or a session whose login (password, then the second factor) is under 10 minutes old.
 * A wrong password counts as a failed login of the account (`login-account`), so a stolen session
 * cannot guess it faster than the login form.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sessions, users } from '#db/schema';
import { STEP_UP_MESSAGES, STEP_UP_MINUTES, type ChangeEmailInput } from '#shared/auth/step-up';
import { STAFF_MESSAGES } from '#shared/auth/staff';
import type { SessionUser } from '#shared/auth/schemas';
import { LIMIT_MESSAGES } from '#shared/site/limits';
import type { Deps } from '../platform/deps';
import { DomainError } from '../platform/errors';
import { verifyPassword } from '../auth/password';

type Caller = { user: SessionUser; sessionId: string | null };

export async function confirmIdentity(deps: Pick<Deps, 'db' | 'rateLimiter'>, caller: Caller, currentPassword: string | undefined, now = Date.now()): Promise<void> {
  if (currentPassword) {
    const account = createHash('sha256').update(caller.user.username).digest('base64url');
    const wait = await deps.rateLimiter.blockedFor('login-account', account);
    if (wait > 0) throw new DomainError('rate-limited', LIMIT_MESSAGES.tooManyAttempts(wait), wait);
    const [found] = await deps.db.select({ password: users.password }).from(users).where(eq(users.id, caller.user.id));
    if (found && (await verifyPassword(found.password, currentPassword))) return;
    await deps.rateLimiter.fail('login-account', account);
    throw new DomainError('forbidden', STEP_UP_MESSAGES.wrongPassword);
  }
  if (caller.sessionId) {
    const [session] = await deps.db.select({ at: sessions.authenticatedAt }).from(sessions).where(eq(sessions.id, caller.sessionId));
    if (session?.at && now - session.at.getTime() <= STEP_UP_MINUTES * 60_000) return;
  }
  throw new DomainError('forbidden', STEP_UP_MESSAGES.required);
}

/**
 * Changes the logged-in person's own e-mail address (where their reset links and notifications go):
 * after `confirmIdentity`, 409 when another account has it.
 */
export async function changeEmail(deps: Pick<Deps, 'db' | 'rateLimiter'>, caller: Caller, input: ChangeEmailInput): Promise<SessionUser> {
  await confirmIdentity(deps, caller, input.currentPassword);
  const [taken] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (taken && taken.id !== caller.user.id) throw new DomainError('conflict', STAFF_MESSAGES.alreadyMember);
  await deps.db.update(users).set({ email: input.email }).where(eq(users.id, caller.user.id));
  return { ...caller.user, email: input.email };
}
