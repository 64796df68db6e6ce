/**
 * Two-factor login (TOTP, RFC 6238, with @oslojs/otp; issue 29 item 5). Setup writes a secret
 * not yet in force; a first good code turns it on and gives the recovery codes (SHA-256 stored,
 * each usable once). With 2FA on, a login that passed the password gets a ticket (5 minutes,
 * single use, 5 wrong codes at most) instead of a session; the ticket and a code open the session.
 * A TOTP step once accepted is never accepted again for the account (`lastStep`).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';
import { accessSettings, loginTickets, twoFactorRecoveryCodes, twoFactorSecrets, users } from '#db/schema';
import {
  isTotpCode,
  LOGIN_TICKET_MAX_FAILURES,
  LOGIN_TICKET_MINUTES,
  RECOVERY_CODE_COUNT,
  TOTP_DIGITS,
  TOTP_DRIFT_STEPS,
  TOTP_ISSUER,
  TOTP_PERIOD_SECONDS,
  TWO_FACTOR_MESSAGES as M,
} from '#shared/auth/two-factor';
import type { SessionUser } from '#shared/auth/schemas';
import { transaction, type DB } from '../platform/db';
import type { Deps } from '../platform/deps';
import { DomainError } from '../platform/errors';
import { LIMIT_MESSAGES } from '#shared/site/limits';
import { STAFF_MESSAGES } from '#shared/auth/staff';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Recovery codes: 10 characters of an alphabet without look-alikes, shown as `xxxxx-xxxxx`. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function newRecoveryCode(): string {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** The TOTP step of `code` within the drift window around `now`, or null. */
function matchingStep(secret: string, code: string, now: number): number | null {
  const key = decodeBase32IgnorePadding(secret);
  const typed = Buffer.from(code.replace(/\s/g, ''));
  const current = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
  for (let step = current - TOTP_DRIFT_STEPS; step <= current + TOTP_DRIFT_STEPS; step++) {
    const expected = Buffer.from(generateHOTP(key, BigInt(step), TOTP_DIGITS));
    if (expected.length === typed.length && timingSafeEqual(expected, typed)) return step;
  }
  return null;
}

/**
 * Accepts a TOTP code once: the step is recorded only if it is after the last one accepted (one
 * conditional UPDATE, so two requests with the same code cannot both pass).
 */
async function consumeTotp(db: DB, userId: number, secret: string, code: string, now: number): Promise<boolean> {
  const step = matchingStep(secret, code, now);
  if (step === null) return false;
  const updated = await db
    .update(twoFactorSecrets)
    .set({ lastStep: step })
    .where(and(eq(twoFactorSecrets.userId, userId), or(isNull(twoFactorSecrets.lastStep), lt(twoFactorSecrets.lastStep, step))))
    .returning({ userId: twoFactorSecrets.userId });
  return updated.length > 0;
}

async function consumeRecoveryCode(db: DB, userId: number, code: string, now: number): Promise<boolean> {
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, sha256(normaliseRecoveryCode(code))),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorRecoveryCodes.id });
  return used.length > 0;
}

/** A TOTP code or a recovery code of an account with 2FA on; each is accepted once. */
async function consumeCode(db: DB, userId: number, code: string, now = Date.now()): Promise<boolean> {
  const [row] = await db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  if (!row?.enabled) return false;
  return isTotpCode(code) ? consumeTotp(db, userId, row.secret, code, now) : consumeRecoveryCode(db, userId, code, now);
}

async function isEnabled(db: DB, userId: number): Promise<boolean> {
  const [row] = await db.select({ enabled: twoFactorSecrets.enabled }).from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  return row?.enabled === true;
}

async function isRequired(db: DB): Promise<boolean> {
  const [row] = await db.select().from(accessSettings).where(eq(accessSettings.id, 1));
  return row?.twoFactorRequired === true;
}

export async function status(deps: Pick<Deps, 'db'>, userId: number) {
  const [left] = await deps.db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return { enabled: await isEnabled(deps.db, userId), required: await isRequired(deps.db), recoveryCodesLeft: left?.n ?? 0 };
}

/** A new secret, not in force until `enable` accepts a code from it (a setup again replaces it). */
export async function setup(deps: Pick<Deps, 'db'>, user: SessionUser) {
  if (await isEnabled(deps.db, user.id)) throw new DomainError('conflict', M.alreadyEnabled);
  const key = randomBytes(20);
  const secret = encodeBase32UpperCaseNoPadding(key);
  await deps.db
    .insert(twoFactorSecrets)
    .values({ userId: user.id, secret, enabled: false })
    .onConflictDoUpdate({ target: twoFactorSecrets.userId, set: { secret, enabled: false, lastStep: null, enabledAt: null } });
  return { secret, otpauthUrl: createTOTPKeyURI(TOTP_ISSUER, user.username, key, TOTP_PERIOD_SECONDS, TOTP_DIGITS) };
}

/** Turns 2FA on with a code of the pending secret; returns the recovery codes, shown this once. */
export async function enable(deps: Pick<Deps, 'db'>, userId: number, code: string, now = Date.now()) {
  const [row] = await deps.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  if (!row) throw new DomainError('conflict', M.notSetUp);
  if (row.enabled) throw new DomainError('conflict', M.alreadyEnabled);
  if (!isTotpCode(code) || !(await consumeTotp(deps.db, userId, row.secret, code, now))) throw new DomainError('invalid', M.wrongCode);
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await transaction(deps.db, async (tx) => {
    await tx.update(twoFactorSecrets).set({ enabled: true, enabledAt: new Date(now) }).where(eq(twoFactorSecrets.userId, userId));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx.insert(twoFactorRecoveryCodes).values(recoveryCodes.map((c) => ({ userId, codeHash: sha256(normaliseRecoveryCode(c)) })));
  });
  return { recoveryCodes };
}

/** Turns 2FA off with a code (TOTP or recovery): the secret and the recovery codes are deleted. */
export async function disable(deps: Pick<Deps, 'db' | 'rateLimiter'>, userId: number, code: string) {
  if (!(await isEnabled(deps.db, userId))) throw new DomainError('conflict', M.notEnabled);
  if (await isRequired(deps.db)) throw new DomainError('conflict', M.requiredCannotDisable);
  await refuseWhileLocked(deps, userId);
  if (!(await consumeCode(deps.db, userId, code))) {
    await deps.rateLimiter.fail('two-factor-account', accountKey(userId));
    throw new DomainError('invalid', M.wrongCode);
  }
  await transaction(deps.db, async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
  });
  return { success: true as const };
}

/** « 2FA obligatoire pour tous »: only an admin who has it on may switch it on. */
export async function setRequired(deps: Pick<Deps, 'db'>, userId: number, required: boolean) {
  if (required && !(await isEnabled(deps.db, userId))) throw new DomainError('conflict', M.enableOwnFirst);
  await deps.db
    .insert(accessSettings)
    .values({ id: 1, twoFactorRequired: required, updatedAt: new Date() })
    .onConflictDoUpdate({ target: accessSettings.id, set: { twoFactorRequired: required, updatedAt: new Date() } });
  return { required };
}

/**
 * After a good password: null when the account has no 2FA (the session opens at once), else a
 * new login ticket (only its hash is stored). Expired tickets are swept here.
 */
export async function startLogin(deps: Pick<Deps, 'db'>, userId: number, now = Date.now()): Promise<string | null> {
  if (!(await isEnabled(deps.db, userId))) return null;
  await deps.db.delete(loginTickets).where(lt(loginTickets.expiresAt, new Date(now)));
  const ticket = randomBytes(32).toString('base64url');
  await deps.db.insert(loginTickets).values({ id: sha256(ticket), userId, expiresAt: new Date(now + LOGIN_TICKET_MINUTES * 60_000) });
  return ticket;
}

/** The key of an account in the `two-factor-account` bucket. */
const accountKey = (userId: number) => `user:${userId}`;

/** 429 while the account has had `TWO_FACTOR_PER_ACCOUNT.maxFailures` wrong codes in the window, from anywhere. */
async function refuseWhileLocked(deps: Pick<Deps, 'rateLimiter'>, userId: number): Promise<void> {
  const wait = await deps.rateLimiter.blockedFor('two-factor-account', accountKey(userId));
  if (wait > 0) throw new DomainError('rate-limited', LIMIT_MESSAGES.tooManyAttempts(wait), wait);
}

/**
 * The login's second step: the account of a valid ticket and a good code. The ticket is used up
 * by a success (deleted: single use) or by its fifth wrong code. Wrong codes are also counted per
 * account over every ticket and address (`TWO_FACTOR_PER_ACCOUNT`): past the limit, 429 even with
 * the right code until the window ends. `onFailure` records each wrong code (the audit log).
 */
export async function finishLogin(
  deps: Pick<Deps, 'db' | 'rateLimiter'>,
  ticket: string,
  code: string,
  onFailure: (user: SessionUser) => Promise<void>,
  now = Date.now(),
): Promise<SessionUser> {
  const id = sha256(ticket);
  const [found] = await deps.db
    .select({ ticket: loginTickets, user: { id: users.id, username: users.username, email: users.email, role: users.role } })
    .from(loginTickets)
    .innerJoin(users, eq(users.id, loginTickets.userId))
    .where(eq(loginTickets.id, id));
  if (!found || found.ticket.expiresAt.getTime() <= now) throw new DomainError('unauthorized', M.ticketExpired);
  await refuseWhileLocked(deps, found.user.id);
  if (!(await consumeCode(deps.db, found.user.id, code, now))) {
    await deps.rateLimiter.fail('two-factor-account', accountKey(found.user.id));
    await onFailure(found.user);
    const [counted] = await deps.db
      .update(loginTickets)
      .set({ failures: sql`${loginTickets.failures} + 1` })
      .where(eq(loginTickets.id, id))
      .returning({ failures: loginTickets.failures });
    if (!counted || counted.failures >= LOGIN_TICKET_MAX_FAILURES) {
      await deps.db.delete(loginTickets).where(eq(loginTickets.id, id));
      throw new DomainError('unauthorized', M.ticketExpired);
    }
    throw new DomainError('unauthorized', M.wrongCode);
  }
  const used = await deps.db.delete(loginTickets).where(eq(loginTickets.id, id)).returning({ id: loginTickets.id });
  if (used.length === 0) throw new DomainError('unauthorized', M.ticketExpired);
  await deps.rateLimiter.reset('two-factor-account', accountKey(found.user.id));
  return found.user;
}

/** An admin clears a colleague's 2FA (secret, recovery codes, pending tickets); 404 for an unknown account. */
export async function resetFor(deps: Pick<Deps, 'db' | 'rateLimiter'>, userId: number): Promise<{ username: string }> {
  const [target] = await deps.db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  if (!target) throw new DomainError('not-found', STAFF_MESSAGES.notFound);
  await transaction(deps.db, async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
    await tx.delete(loginTickets).where(eq(loginTickets.userId, userId));
  });
  await deps.rateLimiter.reset('two-factor-account', accountKey(userId));
  return target;
}
