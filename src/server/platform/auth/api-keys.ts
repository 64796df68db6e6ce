/**
 * API keys at the door: `Authorization: Bearer av_…` is looked up by its SHA-256 (the key itself
 * is never stored) with the account it acts for. Expired or revoked (deleted) → no identity, so
 * the admin procedures answer 401; the scopes are checked by `authorizeStaff` (trpc/init.ts, run
 * by every staff procedure) against the procedure's `rest.scope`. Creating and revoking keys is the access feature's work.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { apiKeys, users } from '#db/schema';
import { API_KEY_SCOPES, isApiKeyFormat, type ApiKeyScope } from '#shared/auth/api-keys';
import type { SessionUser } from '#shared/auth/schemas';
import type { DB } from '../db';
import { processLog } from '../log';

export type ApiKeyIdentity = { id: number; name: string; scopes: ApiKeyScope[]; owner: SessionUser };

/** `lastUsedAt` is written at most once a minute per key, not on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** The key of an `Authorization: Bearer av_…` header, or null (a session token, or nothing). */
export function readApiKey(authorization: string): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return match && match[1]!.startsWith('av_') ? match[1]! : null;
}

export async function resolveApiKey(db: DB, key: string, now = new Date()): Promise<ApiKeyIdentity | null> {
  if (!isApiKeyFormat(key)) return null;
  const [row] = await db
    .select({ key: apiKeys, owner: { id: users.id, username: users.username, email: users.email, role: users.role } })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, hashApiKey(key)));
  if (!row || (row.key.expiresAt && row.key.expiresAt.getTime() <= now.getTime())) return null;
  if (!row.key.lastUsedAt || now.getTime() - row.key.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    try {
      await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.key.id));
    } catch (err) {
      // A busy database must not refuse the call for a bookkeeping date.
      processLog('api-keys').warn({ err }, "date de dernière utilisation d'une clé non enregistrée");
    }
  }
  const known = new Set<string>(API_KEY_SCOPES);
  return {
    id: row.key.id,
    name: row.key.name,
    scopes: row.key.scopes.filter((scope): scope is ApiKeyScope => known.has(scope)),
    owner: row.owner,
  };
}
