/**
 * Invitations (admin): an e-mail through the outbox with a link `/admin/invitation/{token}`, valid
 * 72 h and single use (the token is stored hashed). Accepting it creates the account with the
 * invitation's role and logs the person in.
 */
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { staffInvitations, users } from '#db/schema';
import { INVITATION_HOURS, STAFF_MESSAGES, type InvitationInput } from '#shared/auth/staff';
import type { AccountSetupInput, SessionUser } from '#shared/auth/schemas';
import { ROLE_LABELS, type Role } from '#shared/auth/roles';
import { DomainError } from '../platform/errors';
import { changesOf, transaction } from '../platform/db';
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
  await recordAudit(ctx, { action: 'staff.invited', target: `${input.email} (${ROLE_LABELS[input.role]})` });
  return { id: row.id, email: row.email, role: row.role, expiresAt: row.expiresAt };
}

/** The invitation a token opens, if still valid (unused and not expired). */
async function validInvitation(deps: Pick<Deps, 'db'>, token: string) {
  const [found] = await deps.db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, hashLinkToken(token)), isNull(staffInvitations.usedAt), gt(staffInvitations.expiresAt, new Date())));
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
    target: `${user.username} <${user.email}> (${ROLE_LABELS[user.role as Role] ?? user.role})`,
    actor: { id: user.id, name: user.username },
  });
  return { token: session.id, user };
}
