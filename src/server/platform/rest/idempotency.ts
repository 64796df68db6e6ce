/**
 * Safe retries (IETF draft « The Idempotency-Key HTTP Header Field »): a POST that carries
 * `Idempotency-Key` is answered once; its first answer is stored 24 h and replayed, with
 * `Idempotent-Replayed: true`, to a retry **by the same caller** with the same key and the same
 * body. The same key with another body → 422; while the first request is still running → 409.
 * The key is claimed by an insert on the (scope, key) primary key before the procedure runs, so
 * two identical requests at once store one lead, send one set of e-mails and one webhook. An
 * unexpected failure (5xx) forgets the key: the client may retry.
 *
 * Whose key it is: the scope names the caller — the session (by a hash of it), the API key (by
 * its id) or `public` for an anonymous caller. An anonymous caller holds no secret that tells it
 * apart from another, so its answer is never replayed: a repeat is refused (409 « déjà traitée »)
 * and nothing of the answer is stored. A known caller's answer is stored encrypted with a key
 * derived from its own credential (AES-256-GCM), and its body's fingerprint is an HMAC under the
 * same credential: the store holds no secret (a webhook's secret, a booking's link, a password in
 * a body) that the database alone would give away.
 */
import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
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
  alreadyDone:
    'Cette requête a déjà été reçue et traitée avec cette clé Idempotency-Key : elle n’a pas été refaite. Sans authentification, sa réponse n’est pas rejouée.',
} as const;

export type StoredReply = { status: number; body: unknown };

/**
 * Who is asking: `credential` is the secret the caller proved (its session token or API key),
 * from which the fingerprint's and the reply's keys are derived; null for an anonymous caller.
 */
export type IdempotencyCaller = { scope: string; credential: string | null };

type Claim =
  | { kind: 'claimed'; finish: (reply: StoredReply) => Promise<void> }
  | { kind: 'replay'; reply: StoredReply }
  | { kind: 'refused'; reply: StoredReply };

const refused = (status: number, code: string, error: string): Claim => ({ kind: 'refused', reply: { status, body: { error, code } } });

/** A key as the draft allows it: a short visible-ASCII string (a structured-field string's content). */
export const validKey = (key: string) => key.length >= 1 && key.length <= KEY_MAX && /^[\x20-\x7e]+$/.test(key) && !key.includes('"');

/** The scope part naming a session: a hash, never the session's token itself. */
export const sessionScope = (sessionId: string) => `session:${createHash('sha256').update(sessionId).digest('base64url').slice(0, 32)}`;

/** The caller's two keys for one stored request: one for the body's HMAC, one for the reply's encryption. */
function derivedKeys(credential: string, scope: string, key: string) {
  const material = Buffer.from(hkdfSync('sha256', credential, 'avocat-visible idempotency', `${scope}\n${key}`, 64));
  return { mac: material.subarray(0, 32), cipher: material.subarray(32) };
}

function seal(cipherKey: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', cipherKey, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The stored reply's JSON, or null when it cannot be opened (another credential, a tampered row). */
function open(cipherKey: Buffer, stored: string): string | null {
  try {
    const bytes = Buffer.from(stored, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', cipherKey, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * Claims `key` for the request of `caller`, or says what to answer instead: the stored reply
 * (same caller, same body), 409 « déjà traitée » (an anonymous repeat), 422 (another body) or
 * 409 (the first one still running).
 */
export async function claimKey(db: DB, caller: IdempotencyCaller, key: string, requestBody: unknown, now = Date.now()): Promise<Claim> {
  const { scope, credential } = caller;
  const keys = credential ? derivedKeys(credential, scope, key) : null;
  const json = JSON.stringify(requestBody ?? null);
  const fingerprint = keys ? createHmac('sha256', keys.mac).update(json).digest('base64url') : createHash('sha256').update(json).digest('base64url');
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
          else await db.update(idempotencyKeys).set({ status: reply.status, body: keys ? seal(keys.cipher, JSON.stringify(reply.body)) : null }).where(where);
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
    const body = keys && row.body !== null ? open(keys.cipher, row.body) : null;
    if (body === null) return refused(409, 'CONFLICT', IDEMPOTENCY_MESSAGES.alreadyDone);
    return { kind: 'replay', reply: { status: row.status, body: JSON.parse(body) as unknown } };
  }
  return refused(409, 'CONFLICT', IDEMPOTENCY_MESSAGES.inFlight);
}
