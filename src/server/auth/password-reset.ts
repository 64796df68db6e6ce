/**
 * Password reset: asked for by e-mail address (always the same 202 reply, so nobody learns
 * whether an account exists), a link `/admin/reinitialiser/{token}` valid 1 h and single use (the
 * token is stored hashed); the new password ends every session of the account.
 */
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { passwordResets, sessions, users } from '#db/schema';
import { PASSWORD_RESET_MINUTES, STAFF_MESSAGES } from '#shared/auth/staff';
import { DomainError } from '../platform/errors';
import { changesOf, transaction } from '../platform/db';
import type { Deps } from '../platform/deps';
import { assertPasswordAllowed } from './password-policy';
import { hashPassword } from './password';
import { hashLinkToken, newLinkToken } from './link-tokens';
import { enqueueStaffEmail } from './emails/channel';
import { recordAudit, type AuditContext } from './audit-log';

/** An address gets at most this many reset e-mails per hour (the form is no relay). */
const RESETS_PER_HOUR = 3;

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
  await transaction(ctx.db, async (tx) => {
    const claimed = await tx.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.id, found.id), isNull(passwordResets.usedAt)));
    if (changesOf(claimed) !== 1) throw new DomainError('not-found', STAFF_MESSAGES.resetInvalid);
    // The account's other reset links die with this one; every session of the account ends.
    await tx.update(passwordResets).set({ usedAt: new Date() }).where(and(eq(passwordResets.userId, found.userId), isNull(passwordResets.usedAt)));
    await tx.update(users).set({ password: hash }).where(eq(users.id, found.userId));
    await tx.delete(sessions).where(eq(sessions.userId, found.userId));
  });
  await recordAudit(ctx, { action: 'auth.password-reset', target: found.username, actor: { id: found.userId, name: found.username } });
  return { success: true as const, message: STAFF_MESSAGES.resetDone };
}
