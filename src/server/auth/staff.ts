/**
 * Staff management (admin only): the list of accounts, a role change, a removal that ends every
 * session of the person at once. The last administrator can be neither demoted nor removed (409).
 * An administrator removed or demoted takes the invitations still waiting that they sent with them.
 */
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { PageInput } from '#shared/api/page';
import { afterCursor, mapPage, pageFetchSize, pageOf } from '../platform/pagination';
import { sessions, twoFactorSecrets, users } from '#db/schema';
import { ROLE_LABELS, type Role } from '#shared/auth/roles';
import { STAFF_MESSAGES } from '#shared/auth/staff';
import { DomainError } from '../platform/errors';
import { transaction, type DB } from '../platform/db';
import { recordAudit, type AuditContext } from './audit-log';
import { recordRevokedInvitations, revokeInvitationsSentBy } from './invitations';

const staffColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
  twoFactorEnabled: twoFactorSecrets.enabled,
};

type StaffRecord = {
  id: number;
  username: string;
  email: string;
  role: string;
  createdAt: Date;
  lastLoginAt: Date | null;
  twoFactorEnabled: boolean | null;
};

/** The accounts with whether their two-factor login is on (a secret set up but not enabled is off). */
const selectStaff = (db: DB) =>
  db.select(staffColumns).from(users).leftJoin(twoFactorSecrets, eq(twoFactorSecrets.userId, users.id));

/** The admin's view of an account. */
const toStaffRow = (row: StaffRecord) => ({ ...row, twoFactorEnabled: row.twoFactorEnabled === true });

/** The team, newest first, by pages (`?limit=&cursor=`). */
export async function listStaff(deps: { db: DB }, page: PageInput) {
  const rows = await selectStaff(deps.db)
    .where(afterCursor(page, users.createdAt, users.id))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(pageFetchSize(page) ?? -1);
  return mapPage(pageOf(rows, page), (items) => items.map(toStaffRow));
}

const roleLabel = (role: string) => ROLE_LABELS[role as Role] ?? role;

/** Inside the transaction of a change: refuses it when it would leave no administrator. */
async function assertAnotherAdmin(tx: DB, userId: number) {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, userId)));
  if ((row?.n ?? 0) === 0) throw new DomainError('conflict', STAFF_MESSAGES.lastAdmin);
}

async function findStaff(tx: DB, id: number): Promise<StaffRecord> {
  const [found] = await selectStaff(tx).where(eq(users.id, id));
  if (!found) throw new DomainError('not-found', STAFF_MESSAGES.notFound);
  return found;
}

export async function setStaffRole(ctx: AuditContext, id: number, role: Role) {
  const { before, after, revoked } = await transaction(ctx.db, async (tx) => {
    const found = await findStaff(tx, id);
    const demoted = found.role === 'admin' && role !== 'admin';
    if (demoted) await assertAnotherAdmin(tx, id);
    await tx.update(users).set({ role }).where(eq(users.id, id));
    return { before: found, after: { ...found, role }, revoked: demoted ? await revokeInvitationsSentBy(tx, id) : [] };
  });
  if (before.role !== role) {
    await recordAudit(ctx, { action: 'staff.role-changed', target: `${before.username} (${roleLabel(before.role)} → ${roleLabel(role)})` });
  }
  await recordRevokedInvitations(ctx, revoked, `envoyée par ${before.username}, qui n’est plus administrateur`);
  return toStaffRow(after);
}

/** Removes the account and, with it, every session it had (its articles stay, without author). */
export async function removeStaff(ctx: AuditContext, id: number) {
  const { removed, revoked } = await transaction(ctx.db, async (tx) => {
    const found = await findStaff(tx, id);
    if (found.role === 'admin') await assertAnotherAdmin(tx, id);
    // Before the account goes: its removal would leave its invitations without a sender.
    const invitations = await revokeInvitationsSentBy(tx, id);
    await tx.delete(sessions).where(eq(sessions.userId, id));
    await tx.delete(users).where(eq(users.id, id));
    return { removed: found, revoked: invitations };
  });
  await recordAudit(ctx, { action: 'staff.removed', target: `${removed.username} <${removed.email}> (${roleLabel(removed.role)})` });
  await recordRevokedInvitations(ctx, revoked, `envoyée par ${removed.username}, dont le compte a été supprimé`);
  return { success: true as const, id };
}
