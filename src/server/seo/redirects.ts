/**
 * Redirect rules: written automatically when an article or a category changes its slug (301) or
 * an article is deleted (410), by staff in « Redirections », and answered before the page cache
 * (`redirect-route.ts`). Rules never chain: when an address moves again, every rule that led to
 * it is pointed at the newest one (one hop), and a rule whose address is live again goes.
 * Every write moves the content version, so each node reloads its rules and its page cache.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { redirects } from '#db/schema';
import { REDIRECT_MESSAGES, type RedirectCreateInput, type RedirectItem, type RedirectStatus } from '#shared/seo/redirects';
import type { PageInput } from '#shared/api/page';
import type { DB } from '../platform/db';
import { transaction } from '../platform/db';
import type { Deps } from '../platform/deps';
import { DomainError } from '../platform/errors';
import { afterCursor, pageFetchSize, pageOf, type Page } from '../platform/pagination';
import { bumpContentVersion } from '../blog/content-version';

/** What a path answers: a status and where to (null for 410). */
export type RedirectRule = { id: number; status: RedirectStatus; to: string | null };

const toItem = (row: typeof redirects.$inferSelect): RedirectItem => ({
  id: row.id,
  from: row.fromPath,
  to: row.toTarget,
  status: row.status as RedirectStatus,
  source: row.source,
  hits: row.hits,
  lastHitAt: row.lastHitAt,
  createdAt: row.createdAt,
});

/**
 * `from` has moved to `to` (a renamed slug): an automatic 301, the rules that led to `from` now
 * lead to `to` in one hop, and a rule of `to` itself (renamed back) goes: it would loop.
 * Call inside the transaction of the change.
 */
export async function recordMove(tx: DB, from: string, to: string): Promise<void> {
  if (from === to) return;
  await tx.delete(redirects).where(eq(redirects.fromPath, to));
  await tx.update(redirects).set({ toTarget: to }).where(eq(redirects.toTarget, from));
  await tx
    .insert(redirects)
    .values({ fromPath: from, toTarget: to, status: 301, source: 'auto' })
    .onConflictDoUpdate({ target: redirects.fromPath, set: { toTarget: to, status: 301, source: 'auto' } });
}

/**
 * `path` is gone for good (a deleted article): 410, and the rules that led to it answer 410 too,
 * unless staff already sent that path elsewhere. Call inside the transaction of the change.
 */
export async function recordGone(tx: DB, path: string): Promise<void> {
  await tx.update(redirects).set({ toTarget: null, status: 410 }).where(and(eq(redirects.toTarget, path), eq(redirects.source, 'auto')));
  await tx.insert(redirects).values({ fromPath: path, toTarget: null, status: 410, source: 'auto' }).onConflictDoNothing();
}

/** `path` is a live page again (an article published at an address that had a rule): its rule goes. */
export async function recordLive(tx: DB, path: string): Promise<void> {
  await tx.delete(redirects).where(eq(redirects.fromPath, path));
}

/** Every rule by its path: what each node keeps in memory (reloaded when the content version moves). */
export async function loadRules(db: DB): Promise<Map<string, RedirectRule>> {
  const rows = await db.select({ id: redirects.id, from: redirects.fromPath, to: redirects.toTarget, status: redirects.status }).from(redirects);
  return new Map(rows.map((row) => [row.from, { id: row.id, to: row.to, status: row.status as RedirectStatus }]));
}

/** One more answer through the rule `id`. */
export async function countHit(db: DB, id: number, now = new Date()): Promise<void> {
  await db.update(redirects).set({ hits: sql`${redirects.hits} + 1`, lastHitAt: now }).where(eq(redirects.id, id));
}

/** The rule of one path, if any (the editor's link check). */
export async function ruleOf(deps: Pick<Deps, 'db'>, path: string): Promise<RedirectRule | null> {
  const [row] = await deps.db.select({ id: redirects.id, to: redirects.toTarget, status: redirects.status }).from(redirects).where(eq(redirects.fromPath, path));
  return row ? { id: row.id, to: row.to, status: row.status as RedirectStatus } : null;
}

export async function listRedirects(deps: Pick<Deps, 'db'>, page: PageInput = undefined): Promise<Page<RedirectItem>> {
  const rows = await deps.db
    .select()
    .from(redirects)
    .where(afterCursor(page, redirects.createdAt, redirects.id))
    .orderBy(desc(redirects.createdAt), desc(redirects.id))
    .limit(pageFetchSize(page) ?? -1);
  const { items, nextCursor } = pageOf(rows, page);
  return { items: items.map(toItem), nextCursor };
}

/** The path of a local target (`/blog/x`), without its query or fragment; null for an absolute address. */
const localPath = (target: string) => (target.startsWith('/') ? target.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1') : null);

export type LivePage = (path: string) => Promise<boolean>;

/**
 * A rule written by staff: 409 for a live page, for a loop or a chain (its target redirected, or
 * its `from` the target of other rules), or for a path that already has one; a rule written
 * automatically for that path (a 410 of a deleted article) gives way to it.
 */
export async function createRedirect(deps: Pick<Deps, 'db'>, input: RedirectCreateInput & { status: RedirectStatus; from: string }, isLive: LivePage): Promise<RedirectItem> {
  const { from, status } = input;
  const to = status === 410 ? null : (input.to ?? null);
  if (await isLive(from)) throw new DomainError('conflict', REDIRECT_MESSAGES.livePage(from));
  const target = to ? localPath(to) : null;
  if (target === from) throw new DomainError('conflict', REDIRECT_MESSAGES.loop);
  return transaction(deps.db, async (tx) => {
    const [existing] = await tx.select().from(redirects).where(eq(redirects.fromPath, from));
    if (existing?.source === 'manual') throw new DomainError('conflict', REDIRECT_MESSAGES.exists(from));
    if (target) {
      const [onward] = await tx.select({ to: redirects.toTarget }).from(redirects).where(eq(redirects.fromPath, target));
      if (onward) throw new DomainError('conflict', onward.to && localPath(onward.to) === from ? REDIRECT_MESSAGES.loop : REDIRECT_MESSAGES.chain(target));
    }
    const [incoming] = await tx.select({ id: redirects.id }).from(redirects).where(eq(redirects.toTarget, from)).limit(1);
    if (incoming) throw new DomainError('conflict', REDIRECT_MESSAGES.pointsHere(from));
    if (existing) await tx.delete(redirects).where(eq(redirects.id, existing.id));
    const row = await tx.insert(redirects).values({ fromPath: from, toTarget: to, status, source: 'manual' }).returning().get();
    await bumpContentVersion(tx);
    return toItem(row!);
  });
}

export async function deleteRedirect(deps: Pick<Deps, 'db'>, id: number): Promise<RedirectItem> {
  return transaction(deps.db, async (tx) => {
    const [row] = await tx.delete(redirects).where(eq(redirects.id, id)).returning();
    if (!row) throw new DomainError('not-found', REDIRECT_MESSAGES.notFound);
    await bumpContentVersion(tx);
    return toItem(row);
  });
}

/** The paths among `paths` that a rule covers (the 404 log leaves them out). */
export async function coveredPaths(db: DB, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await db.select({ from: redirects.fromPath }).from(redirects).where(inArray(redirects.fromPath, [...paths]));
  return new Set(rows.map((row) => row.from));
}
