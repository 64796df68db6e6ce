/**
 * Idempotency-Key (IETF draft « The Idempotency-Key HTTP Header Field »): the first answer of a
 * keyed POST, kept 24 h and replayed for the same key and the same body (platform/rest/idempotency.ts).
 */
import { integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    /** Who may replay it and where: `POST /api/contacts public` or `… user:<id>`. */
    scope: text('scope').notNull(),
    /** The client's Idempotency-Key. */
    key: text('key').notNull(),
    /** SHA-256 of the request's JSON body: the same key with another body is refused (422). */
    fingerprint: text('fingerprint').notNull(),
    /** The stored answer's status; null while the first request is still being answered. */
    status: integer('status'),
    /** The stored answer's JSON body. */
    body: text('body'),
    /** Unix milliseconds after which the key is forgotten. */
    expiresAt: integer('expires_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
