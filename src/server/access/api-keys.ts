/**
 * API keys of third parties (issue 29 item 6): created by an admin's session, shown once, stored
 * as their SHA-256 (`platform/auth/api-keys.ts` checks them at the door), listed without the key,
 * revoked by deleting the row (the next request with it answers 401).
 */
import { randomBytes } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import { apiKeys } from '#db/schema';
import { API_KEY_PREFIX, API_KEY_SHOWN_PREFIX_LENGTH, type ApiKeyItem, type ApiKeyScope } from '#shared/auth/api-keys';
import type { PageInput } from '#shared/api/page';
import { hashApiKey } from '../platform/auth/api-keys';
import type { Deps } from '../platform/deps';
import { DomainError } from '../platform/errors';
import { afterCursor, pageFetchSize, pageOf, mapPage, type Page } from '../platform/pagination';

/** More keys than this is a leak waiting to happen: revoke the old ones first. */
const MAX_KEYS = 100;

type ParsedCreateInput = { name: string; scopes: ApiKeyScope[]; expiresAt?: Date | null | undefined };

export async function createApiKey(deps: Pick<Deps, 'db'>, userId: number, input: ParsedCreateInput) {
  const [existing] = await deps.db.select({ n: count() }).from(apiKeys);
  if ((existing?.n ?? 0) >= MAX_KEYS) {
    throw new DomainError('conflict', `Nombre maximal de clés d'API atteint (${MAX_KEYS}) : révoquez celles qui ne servent plus.`);
  }
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const prefix = key.slice(0, API_KEY_SHOWN_PREFIX_LENGTH);
  const [row] = await deps.db
    .insert(apiKeys)
    .values({ userId, name: input.name, scopes: input.scopes, prefix, keyHash: hashApiKey(key), expiresAt: input.expiresAt ?? null })
    .returning({ id: apiKeys.id });
  if (!row) throw new Error('The API key was not stored.');
  return { id: row.id, name: input.name, scopes: input.scopes, prefix, key };
}

export async function listApiKeys(deps: Pick<Deps, 'db'>, page: PageInput = undefined): Promise<Page<ApiKeyItem>> {
  const rows = await deps.db
    .select()
    .from(apiKeys)
    .where(afterCursor(page, apiKeys.createdAt, apiKeys.id))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(pageFetchSize(page) ?? -1);
  return mapPage(pageOf(rows, page), (items) =>
    items.map((row) => ({
      id: row.id,
      name: row.name,
      scopes: row.scopes as ApiKeyScope[],
      prefix: row.prefix,
      createdAt: row.createdAt,
      lastUsedAt: row.lastUsedAt,
      expiresAt: row.expiresAt,
    })),
  );
}

export async function revokeApiKey(deps: Pick<Deps, 'db'>, id: number) {
  const deleted = await deps.db.delete(apiKeys).where(eq(apiKeys.id, id)).returning({ id: apiKeys.id });
  if (deleted.length === 0) throw new DomainError('not-found', "Clé d'API introuvable (déjà révoquée ?).");
  return { success: true as const, id };
}
