/**
 * Safe retries (IETF draft « The Idempotency-Key HTTP Header Field »): a POST that carries
 * `Idempotency-Key` is answered once; its first answer is stored 24 h and replayed, with
 * `Idempotent-Replayed: true`, to a retry with the same key and the same body. The same key with
 * another body → 422; while the first request is still running → 409. The key is claimed by an
 * insert on the (scope, key) primary key before the procedure runs, so two identical requests at
 * once store one lead, send one set of e-mails and one webhook. An unexpected failure (5xx)
 * forgets the key: the client may retry.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { idempotencyKeys } from '#db/schema';
import type { DB } from '../db';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_MAX = 255;

export const IDEMPOTENCY_MESSAGES = {
  badKey: `En-tête Idempotency-Key invalide : 1 à ${KEY_MAX} caractères visibles (un UUID par exemple).`,
  otherBody: 'Cette clé Idempotency-Key a déjà servi pour une autre requête : utilisez une nouvelle clé.',
  inFlight: 'Une requête avec cette clé Idempotency-Key est encore en cours : réessayez dans un instant.',
} as const;

export type StoredReply = { status: number; body: unknown };

type Claim =
  | { kind: 'claimed'; finish: (reply: StoredReply) => Promise<void> }
  | { kind: 'replay'; reply: StoredReply }
  | { kind: 'refused'; reply: StoredReply };

const refused = (status: number, code: string, error: string): Claim => ({ kind: 'refused', reply: { status, body: { error, code } } });

/** A key as the draft allows it: a short visible-ASCII string (a structured-field string's content). */
export const validKey = (key: string) => key.length >= 1 && key.length <= KEY_MAX && /^[\x20-\x7e]+$/.test(key) && !key.includes('"');

/**
 * Claims `key` for the request, or says what to answer instead: the stored reply (same body),
 * 422 (another body) or 409 (the first one still running).
 */
export async function claimKey(db: DB, scope: string, key: string, requestBody: unknown, now = Date.now()): Promise<Claim> {
  const fingerprint = createHash('sha256').update(JSON.stringify(requestBody ?? null)).digest('base64url');
  const where = and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));
  for (let attempt = 0; attempt < 2; attempt++) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ scope, key, fingerprint, status: null, body: null, expiresAt: now + IDEMPOTENCY_TTL_MS })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length > 0) {
      return {
        kind: 'claimed',
        finish: async (reply) => {
          if (reply.status >= 500) await db.delete(idempotencyKeys).where(where);
          else await db.update(idempotencyKeys).set({ status: reply.status, body: JSON.stringify(reply.body) }).where(where);
        },
      };
    }
    const [row] = await db.select().from(idempotencyKeys).where(where);
    if (!row) continue;
    if (row.expiresAt <= now) {
      await db.delete(idempotencyKeys).where(and(where, lt(idempotencyKeys.expiresAt, now + 1)));
      continue;
    }
    if (row.fingerprint !== fingerprint) return refused(422, 'UNPROCESSABLE_CONTENT', IDEMPOTENCY_MESSAGES.otherBody);
    if (row.status === null) return refused(409, 'CONFLICT', IDEMPOTENCY_MESSAGES.inFlight);
    return { kind: 'replay', reply: { status: row.status, body: JSON.parse(row.body ?? 'null') as unknown } };
  }
  return refused(409, 'CONFLICT', IDEMPOTENCY_MESSAGES.inFlight);
}
