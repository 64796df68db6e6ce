/**
 * Idempotency-Key (IETF draft « The Idempotency-Key HTTP Header Field »): the first answer of a
 * keyed POST, kept 24 h and replayed for the same key and the same body (platform/rest/idempotency.ts).
 */
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    /**
     * Who may replay it and where: `POST /api/contacts public` (an anonymous caller: never
     * replayed), `… session:<SHA-256 of the session>` or `… key:<API key id>`.
     */
    scope: text('scope').notNull(),
    /** The client's Idempotency-Key. */
    key: text('key').notNull(),
    /**
     * The request's JSON body, as an HMAC keyed by the caller's credential (a plain SHA-256 for an
     * anonymous caller): the same key with another body is refused (422).
     */
    fingerprint: text('fingerprint').notNull(),
    /** The stored answer's status; null while the first request is still being answered. */
    status: integer('status'),
    /**
     * The stored answer's JSON body, encrypted (AES-256-GCM) with a key derived from the caller's
     * credential, so only that caller can read it back; null for an anonymous caller.
     */
    body: text('body'),
    /** Unix milliseconds after which the key is forgotten. */
    expiresAt: integer('expires_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
