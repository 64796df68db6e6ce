/**
 * Password reset: asked for by e-mail address (always the same 202 reply, so nobody learns
 * whether an account exists), a link `/admin/reinitialiser/{token}` valid 1 h and single use (the
 * token is stored hashed). Only the newest link of an account works: a new request, and any change
 * of the password, ends the older ones. The new password ends every session of the account and
 * revokes its API keys: whoever took the account over keeps no way in.
 */
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { apiKeys, loginTickets, passwordResets, sessions, users } from '#db/schema';
import { PASSWORD_RESET_MINUTES, STAFF_MESSAGES } from '#shared/auth/staff';
import { DomainError } from '../platform/errors';
import { changesOf, transaction, type DB } from '../platform/db';
import type { Deps } from '../platform/deps';
import { assertPasswordAllowed } from './password-policy';
import { hashPassword } from './password';
import { hashLinkToken, newLinkToken } from './link-tokens';
import { enqueueStaffEmail } from './emails/channel';
import { recordAudit, type AuditContext } from './audit-log';

/** An address gets at most this many reset e-mails per hour (the form is no relay). */
const RESETS_PER_HOUR = 3;

/**
 * Ends the account's reset links not used yet (marked used, so they still count towards the hourly
 * limit): inside the transaction that changes the password or sends a newer link.
 */
async function endResetLinks(tx: DB, userId: number, now: Date = new Date()): Promise<void> {
  await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/**
 * What a new password ends, inside the transaction that stores it: the account's reset links and
 * its login tickets waiting for a second factor (each proves the old password).
 */
export async function endOldPasswordProofs(tx: DB, userId: number): Promise<void> {
  await endResetLinks(tx, userId);
  await tx.delete(loginTickets).where(eq(loginTickets.userId, userId));
}

export async function requestPasswordReset(ctx: Deps & AuditContext, email: string) {
  const reply = { success: true as const, message: STAFF_MESSAGES.resetRequested };
  const [account] = await ctx.db.select({ id: users.id, username: users.username, email: users.email }).from(users).where(eq(users.email, email));
  if (!account) return reply;
  const now = new Date();
  const [recent] = await ctx.db
    .select({ n: count() })
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, account.id), gt(passwordResets.createdAt, new Date(now.getTime() - 3_600_000))));
  if ((recent?.n ?? 0) >= RESETS_PER_HOUR) return reply;
  const token = newLinkToken();
  const pending = await transaction(ctx.db, async (tx) => {
    await endResetLinks(tx, account.id, now);
    await tx.insert(passwordResets).values({
      userId: account.id,
      tokenHash: hashLinkToken(token),
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000),
      createdAt: now,
    });
    return enqueueStaffEmail(tx, ctx.config, 'password-reset', account.email, {
      siteUrl: ctx.config.SITE_URL,
      link: `${ctx.config.SITE_URL}/admin/reinitialiser/${token}`,
      username: account.username,
      ...(ctx.requestId ? { requestId: ctx.requestId } : {}),
    });
  });
  if (pending) ctx.outbox.wake();
  return reply;
}

export async function resetPassword(ctx: Deps & AuditContext, token: string, password: string) {
  const [found] = await ctx.db
    .select({ id: passwordResets.id, userId: passwordResets.userId, username: users.username, email: users.email })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(eq(passwordResets.tokenHash, hashLinkToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())));
  if (!found) throw new DomainError('not-found', STAFF_MESSAGES.resetInvalid);
  assertPasswordAllowed(password, { username: found.username, email: found.email });
  const hash = await hashPassword(password);
  const keysRevoked = await transaction(ctx.db, async (tx) => {
    const claimed = await tx.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.id, found.id), isNull(passwordResets.usedAt)));
    if (changesOf(claimed) !== 1) throw new DomainError('not-found', STAFF_MESSAGES.resetInvalid);
    // The account's other reset links die with this one; every session of the account ends, and
    // every API key it made is revoked.
    await endOldPasswordProofs(tx, found.userId);
    await tx.update(users).set({ password: hash }).where(eq(users.id, found.userId));
    await tx.delete(sessions).where(eq(sessions.userId, found.userId));
    return changesOf(await tx.delete(apiKeys).where(eq(apiKeys.userId, found.userId)));
  });
  await recordAudit(ctx, {
    action: 'auth.password-reset',
    target: keysRevoked > 0 ? `${found.username} (${keysRevoked} clé${keysRevoked > 1 ? 's' : ''} d’API révoquée${keysRevoked > 1 ? 's' : ''})` : found.username,
    actor: { id: found.userId, name: found.username },
  });
  return { success: true as const, message: STAFF_MESSAGES.resetDone };
}
