import { createHash } from 'node:crypto';
import { DomainError } from '../platform/errors';
import { and, count, eq, ne, or } from 'drizzle-orm';
import { appMeta, sessions, users } from '#db/schema';
import { LIMIT_MESSAGES } from '#shared/site/limits';
import { transaction, type DB } from '../platform/db';
import { WRONG_CURRENT_PASSWORD, type ChangePasswordInput, type LoginInput, type RegisterInput, type SessionUser } from '#shared/auth/schemas';
import { hashPassword, verifyPassword } from './password';
import { assertPasswordAllowed } from './password-policy';
import type { Deps } from '../platform/deps';
import { recordAudit, type AuditContext } from './audit-log';
import { endOldPasswordProofs } from './password-reset';

export type AuthResult = { token: string; user: SessionUser };

const toSessionUser = (u: { id: number; username: string; email: string; role: string }): SessionUser => ({
  id: u.id,
  username: u.username,
  email: u.email,
  role: u.role,
});

const REGISTRATION_RESERVED = "Les inscriptions sont réservées : demandez à un administrateur connecté de créer votre compte.";

/** The `app_meta` row the first self-registered account claims: its primary key lets one claim win. */
const FIRST_ADMIN_KEY = 'first_admin_registered_at';

/**
 * Applies `ADMIN_REGISTRATION`: first-user (default), open or closed. Returns true when this is a
 * first-user self-registration, which must then claim the first account (`insertAccount`).
 */
async function assertRegistrationAllowed(deps: Deps, currentUser: SessionUser | null): Promise<boolean> {
  const policy = deps.config.ADMIN_REGISTRATION;
  if (policy === 'open') return false;
  if (policy === 'closed') {
    throw new DomainError('forbidden', 'Les inscriptions sont fermées.');
  }
  if (currentUser) return false;
  if (await hasAccounts(deps.db)) throw new DomainError('forbidden', REGISTRATION_RESERVED);
  return true;
}

async function hasAccounts(db: DB): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) > 0;
}

type NewAccount = { username: string; email: string; password: string };

/**
 * Stores the account. A first self-registration does it in one transaction that first writes the
 * guard row (a write: it holds the database's one writer, on either driver and across processes),
 * then checks again that no account exists: of simultaneous first registrations, one creates
 * the account, the others are refused like any registration after it.
 */
async function insertAccount(db: DB, values: NewAccount, first: boolean) {
  if (!first) return (await db.insert(users).values(values).returning())[0];
  return transaction(db, async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: FIRST_ADMIN_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0 || (await hasAccounts(tx))) throw new DomainError('forbidden', REGISTRATION_RESERVED);
    return (await tx.insert(users).values(values).returning())[0];
  });
}

export async function register(
  deps: Deps,
  input: RegisterInput,
  /** The admin creating a colleague's account, or null for a self-registration. */
  currentUser: SessionUser | null,
): Promise<AuthResult> {
  const first = await assertRegistrationAllowed(deps, currentUser);
  const existing = await deps.db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(eq(users.username, input.username), eq(users.email, input.email)));
  if (existing.some((u) => u.username === input.username)) {
    throw new DomainError('conflict', "Ce nom d'utilisateur est déjà pris.");
  }
  if (existing.some((u) => u.email === input.email)) {
    throw new DomainError('conflict', 'Un compte existe déjà avec cette adresse e-mail.');
  }
  assertPasswordAllowed(input.password, { username: input.username, email: input.email });
  const password = await hashPassword(input.password);
  const created = await insertAccount(deps.db, { username: input.username, email: input.email, password }, first);
  if (!created) throw new Error('The new account was not stored.');
  const user = toSessionUser(created);
  const token = (await deps.lucia.createSession(created.id, {})).id;
  return { token, user };
}

const BAD_CREDENTIALS = "Nom d'utilisateur ou mot de passe incorrect.";

/** Verified against when the username is unknown, so both failures take the same time. */
let dummyHash: Promise<string> | null = null;

/** A new session of `user`: its token and the user (the end of a login, after its second factor if any). */
export async function openSession(deps: Pick<Deps, 'lucia' | 'db'>, user: SessionUser): Promise<AuthResult> {
  await deps.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  const token = (await deps.lucia.createSession(user.id, {})).id;
  return { token, user };
}

/**
 * The account of a username and password, without opening a session (`openSession` does, at once
 * or after the second factor). Besides the per-IP limit of the procedure, failures are counted
 * per account name from any address (`LOGIN_PER_ACCOUNT`): past the threshold the name's logins
 * are refused (429) until the window ends, whether the account exists or not and whatever the
 * password; a success resets the count.
 */
export async function checkCredentials(deps: Deps, input: LoginInput): Promise<SessionUser> {
  // The counter's key: a hash of the name, so what someone typed as a name (a password by mistake)
  // is never stored in the rate-limit table.
  const account = createHash('sha256').update(input.username).digest('base64url');
  const wait = await deps.rateLimiter.blockedFor('login-account', account);
  if (wait > 0) throw new DomainError('rate-limited', LIMIT_MESSAGES.tooManyAttempts(wait), wait);
  const [found] = await deps.db.select().from(users).where(eq(users.username, input.username));
  if (!found) {
    dummyHash ??= hashPassword('mot-de-passe-factice');
    await verifyPassword(await dummyHash, input.password);
    await deps.rateLimiter.fail('login-account', account);
    throw new DomainError('unauthorized', BAD_CREDENTIALS);
  }
  if (!(await verifyPassword(found.password, input.password))) {
    await deps.rateLimiter.fail('login-account', account);
    throw new DomainError('unauthorized', BAD_CREDENTIALS);
  }
  await deps.rateLimiter.reset('login-account', account);
  return toSessionUser(found);
}

export async function logout(deps: Deps, sessionId: string | null) {
  if (sessionId) await deps.lucia.invalidateSession(sessionId);
  return { success: true as const };
}

/**
 * Changes the logged-in person's own password after checking the current one (403 with a French
 * message if wrong). Their other sessions are closed (the current one stays open), and so are
 * their reset links; their API keys stay (the person changing it is the account's owner).
 */
export async function changePassword(
  deps: Deps & AuditContext,
  input: ChangePasswordInput,
  ctx: { user: SessionUser; sessionId: string | null },
): Promise<{ success: true }> {
  const [found] = await deps.db.select().from(users).where(eq(users.id, ctx.user.id));
  if (!found) throw new DomainError('unauthorized', 'Authentification requise');
  if (!(await verifyPassword(found.password, input.currentPassword))) {
    throw new DomainError('forbidden', WRONG_CURRENT_PASSWORD);
  }
  assertPasswordAllowed(input.newPassword, { username: found.username, email: found.email });
  const hash = await hashPassword(input.newPassword);
  await transaction(deps.db, async (tx) => {
    await tx.update(users).set({ password: hash }).where(eq(users.id, found.id));
    await tx
      .delete(sessions)
      .where(ctx.sessionId ? and(eq(sessions.userId, found.id), ne(sessions.id, ctx.sessionId)) : eq(sessions.userId, found.id));
    await endOldPasswordProofs(tx, found.id);
  });
  await recordAudit(deps, { action: 'auth.password-changed', target: found.username });
  return { success: true };
}
