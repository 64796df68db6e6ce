/**
 * Access beyond a password (issue 29 items 5 and 6): two-factor login (TOTP, RFC 6238) with its
 * recovery codes and the short-lived tickets between the password and the code, the scoped API
 * keys of third parties, and the one setting « 2FA obligatoire pour tous ». The `users` table is
 * left as it is: each row here points at its account and goes with it.
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { users } from './schema-auth';

/**
 * An account's TOTP secret: written by `2fa/setup` (`enabled` false), switched on by `2fa/enable`
 * once a code from it was accepted. `lastStep`: the 30-second step of the last code accepted,
 * so the same code (or an older one) is never accepted twice.
 */
export const twoFactorSecrets = sqliteTable('two_factor_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The TOTP key, base32 (RFC 4648, no padding), as the authenticator app got it. */
  secret: text('secret').notNull(),
  enabled: integer('enabled', { mode: 'boolean' }).notNull().default(false),
  lastStep: integer('last_step'),
  enabledAt: integer('enabled_at', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
});

/** Recovery codes: SHA-256 of each code (random, shown once), each usable once (`usedAt`). */
export const twoFactorRecoveryCodes = sqliteTable(
  'two_factor_recovery_codes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('two_factor_recovery_codes_user_idx').on(t.userId)],
);

/**
 * What `POST /api/admin/login` hands out instead of a session when the account has 2FA on: the
 * SHA-256 of a random ticket, valid a few minutes, used once, a few wrong codes at most.
 */
export const loginTickets = sqliteTable(
  'login_tickets',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    failures: integer('failures').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('login_tickets_expires_idx').on(t.expiresAt)],
);

/**
 * API keys of third parties: `av_` + random characters, stored as their SHA-256 (`keyHash`), with
 * the first characters (`prefix`) to recognise them in the list. A key acts for the account that
 * created it (`userId`), within its `scopes`; revoking deletes the row.
 */
export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes', { mode: 'json' }).notNull().$type<string[]>(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('api_keys_user_idx').on(t.userId)],
);

/** The settings of access, one row (`id` 1): whether every account must use 2FA. */
export const accessSettings = sqliteTable('access_settings', {
  id: integer('id').primaryKey(),
  twoFactorRequired: integer('two_factor_required', { mode: 'boolean' }).notNull().default(false),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
});
