/**
 * Invitations (admin): an e-mail through the outbox with a link `/admin/invitation/{token}`, valid
 * 72 h and single use (the token is stored hashed). Accepting it creates the account with the
 * invitation's role and logs the person in. An invitation still waiting can be revoked; it is
 * revoked on its own when its sender is removed or is no longer an administrator. Revoking deletes
 * the row: the link is then unknown.
 */
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { staffInvitations, users } from '#db/schema';
import { INVITATION_HOURS, STAFF_MESSAGES, type InvitationInput } from '#shared/auth/staff';
import type { PageInput } from '#shared/api/page';
import type { AccountSetupInput, SessionUser } from '#shared/auth/schemas';
import { ROLE_LABELS, type Role } from '#shared/auth/roles';
import { DomainError } from '../platform/errors';
import { changesOf, transaction, type DB } from '../platform/db';
import { afterCursor, mapPage, pageFetchSize, pageOf } from '../platform/pagination';
import type { Deps } from '../platform/deps';
import { assertPasswordAllowed } from './password-policy';
import { hashPassword } from './password';
import { hashLinkToken, newLinkToken } from './link-tokens';
import { enqueueStaffEmail } from './emails/channel';
import { recordAudit, type AuditContext } from './audit-log';
import type { AuthResult } from './accounts';

type StaffCtx = Deps & AuditContext & { user: SessionUser };

export async function inviteStaff(ctx: StaffCtx, input: InvitationInput) {
  const [member] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (member) throw new DomainError('conflict', STAFF_MESSAGES.alreadyMember);
  const token = newLinkToken();
  const expiresAt = new Date(Date.now() + INVITATION_HOURS * 3_600_000);
  const link = `${ctx.config.SITE_URL}/admin/invitation/${token}`;
  const { row, pending } = await transaction(ctx.db, async (tx) => {
    const [created] = await tx
      .insert(staffInvitations)
      .values({ email: input.email, role: input.role, tokenHash: hashLinkToken(token), invitedBy: ctx.user.id, expiresAt })
      .returning();
    const queued = await enqueueStaffEmail(tx, ctx.config, 'staff-invitation', input.email, {
      siteUrl: ctx.config.SITE_URL,
      link,
      role: input.role,
      invitedBy: ctx.user.username,
      ...(ctx.requestId ? { requestId: ctx.requestId } : {}),
    });
    return { row: created!, pending: queued };
  });
  if (pending) ctx.outbox.wake();
  await recordAudit(ctx, { action: 'staff.invited', target: `${input.email} (${roleLabel(input.role)})` });
  return { id: row.id, email: row.email, role: row.role, expiresAt: row.expiresAt };
}

/** An invitation still waiting: neither used nor expired (a revoked one no longer exists). */
const stillWaiting = (now: Date) => and(isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, now));

const roleLabel = (role: string) => ROLE_LABELS[role as Role] ?? role;

/** The invitations still waiting, newest first, by pages (`?limit=&cursor=`), with who sent them. */
export async function listPendingInvitations(deps: { db: DB }, page: PageInput) {
  const rows = await deps.db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      role: staffInvitations.role,
      inviterId: users.id,
      inviterName: users.username,
      createdAt: staffInvitations.createdAt,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .leftJoin(users, eq(users.id, staffInvitations.invitedBy))
    .where(and(stillWaiting(new Date()), afterCursor(page, staffInvitations.createdAt, staffInvitations.id)))
    .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id))
    .limit(pageFetchSize(page) ?? -1);
  return mapPage(pageOf(rows, page), (items) =>
    items.map(({ inviterId, inviterName, ...row }) => ({
      ...row,
      invitedBy: inviterId !== null && inviterName !== null ? { id: inviterId, username: inviterName } : null,
    })),
  );
}

/** Revokes one invitation still waiting (404 when there is none with this id): its link dies at once. */
export async function revokeInvitation(ctx: AuditContext, id: number) {
  const [revoked] = await ctx.db
    .delete(staffInvitations)
    .where(and(eq(staffInvitations.id, id), stillWaiting(new Date())))
    .returning({ email: staffInvitations.email, role: staffInvitations.role });
  if (!revoked) throw new DomainError('not-found', STAFF_MESSAGES.invitationNotFound);
  await recordAudit(ctx, { action: 'staff.invitation-revoked', target: `${revoked.email} (${roleLabel(revoked.role)})` });
  return { success: true as const, id };
}

/**
 * Inside the transaction that removes or demotes an administrator: revokes the invitations still
 * waiting that they sent (before the removal, which would leave them without a sender). Returns
 * what was revoked, for the audit log once the transaction has committed.
 */
export async function revokeInvitationsSentBy(tx: DB, userId: number): Promise<{ email: string; role: string }[]> {
  return tx
    .delete(staffInvitations)
    .where(and(eq(staffInvitations.invitedBy, userId), stillWaiting(new Date())))
    .returning({ email: staffInvitations.email, role: staffInvitations.role });
}

/** Records each invitation `revokeInvitationsSentBy` revoked, with why. */
export async function recordRevokedInvitations(ctx: AuditContext, revoked: { email: string; role: string }[], reason: string) {
  for (const invitation of revoked) {
    await recordAudit(ctx, { action: 'staff.invitation-revoked', target: `${invitation.email} (${roleLabel(invitation.role)}) : ${reason}` });
  }
}

/** The invitation a token opens, if still valid (unused and not expired). */
async function validInvitation(deps: Pick<Deps, 'db'>, token: string) {
  const [found] = await deps.db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, hashLinkToken(token)), stillWaiting(new Date())));
  if (!found) throw new DomainError('not-found', STAFF_MESSAGES.invitationInvalid);
  return found;
}

/** What the invitation page shows: the address and the role (404 once used or expired). */
export async function previewInvitation(deps: Pick<Deps, 'db'>, token: string) {
  const found = await validInvitation(deps, token);
  return { email: found.email, role: found.role };
}

export async function acceptInvitation(ctx: Deps & AuditContext, token: string, input: AccountSetupInput): Promise<AuthResult> {
  const invitation = await validInvitation(ctx, token);
  const taken = await ctx.db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(eq(users.username, input.username), eq(users.email, invitation.email)));
  if (taken.some((u) => u.username === input.username)) throw new DomainError('conflict', "Ce nom d'utilisateur est déjà pris.");
  if (taken.length > 0) throw new DomainError('conflict', STAFF_MESSAGES.alreadyMember);
  assertPasswordAllowed(input.password, { username: input.username, email: invitation.email });
  const password = await hashPassword(input.password);
  const now = new Date();
  const created = await transaction(ctx.db, async (tx) => {
    // Single use: of two acceptances at once, one marks the invitation used, the other is refused.
    const claimed = await tx
      .update(staffInvitations)
      .set({ usedAt: now })
      .where(and(eq(staffInvitations.id, invitation.id), isNull(staffInvitations.usedAt)));
    if (changesOf(claimed) !== 1) throw new DomainError('not-found', STAFF_MESSAGES.invitationInvalid);
    const [row] = await tx
      .insert(users)
      .values({ username: input.username, email: invitation.email, password, role: invitation.role, lastLoginAt: now })
      .returning();
    return row!;
  });
  const session = await ctx.lucia.createSession(created.id, {});
  const user = { id: created.id, username: created.username, email: created.email, role: created.role };
  await recordAudit(ctx, {
    action: 'staff.joined',
    target: `${user.username} <${user.email}> (${roleLabel(user.role)})`,
    actor: { id: user.id, name: user.username },
  });
  return { token: session.id, user };
}
