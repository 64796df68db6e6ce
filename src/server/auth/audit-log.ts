/**
 * The audit log (issue 29): who did what, to what, from where. Features record their actions with
 * `recordAudit(ctx, { action, target })` after the action succeeded; the admin reads the log newest
 * first (`GET /api/admin/audit-log`). Rows older than 13 months go with the daily purge.
 */
import { desc } from 'drizzle-orm';
import { auditLog } from '#db/schema';
import type { AuditAction } from '#shared/auth/staff';
import type { PageInput } from '#shared/api/page';
import type { DB } from '../platform/db';
import { afterCursor, mapPage, pageFetchSize, pageOf } from '../platform/pagination';

/** What recording needs from a procedure's context: the database, the client's address, the person logged in. */
export type AuditContext = {
  db: DB;
  ip?: string;
  user?: { id: number; username: string } | null;
  /** A third party's API key acting for its owner: the log names the key too. */
  apiKey?: { name: string } | null;
};

export type AuditEntryInput = {
  action: AuditAction;
  /** What the action was done to, in words ('Article « … » (#12)', 'marie (editor → sales)'…). */
  target?: string | null;
  /** Who did it, when not the person logged in (a failed login: the name typed). */
  actor?: { id: number | null; name: string };
};

export async function recordAudit(ctx: AuditContext, entry: AuditEntryInput): Promise<void> {
  const actor =
    entry.actor ??
    (ctx.user
      ? { id: ctx.user.id, name: ctx.apiKey ? `${ctx.user.username} (clé d'API « ${ctx.apiKey.name} »)` : ctx.user.username }
      : { id: null, name: 'anonyme' });
  await ctx.db.insert(auditLog).values({
    actor: actor.name.slice(0, 200),
    actorId: actor.id,
    action: entry.action,
    target: entry.target?.slice(0, 500) ?? null,
    ip: ctx.ip && ctx.ip !== 'unknown' ? ctx.ip : null,
  });
}

/** The log, newest first, by pages (`?limit=&cursor=`). */
export async function listAuditLog(deps: { db: DB }, page: PageInput) {
  const rows = await deps.db
    .select()
    .from(auditLog)
    .where(afterCursor(page, auditLog.createdAt, auditLog.id))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(pageFetchSize(page) ?? -1);
  return mapPage(pageOf(rows, page), (items) =>
    items.map((row) => ({ at: row.createdAt, actor: row.actor, action: row.action, target: row.target, ...(row.ip ? { ip: row.ip } : {}) })),
  );
}
