/**
 * Staff access (issue 29): invitations by e-mail, password resets, and the audit log of what the
 * staff did. Tokens are stored as their SHA-256 only (the link's token is shown once, in the e-mail).
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { users } from './schema-auth';

/** An invitation to join the back office with a role: valid 72 h, single use. */
export const staffInvitations = sqliteTable('staff_invitations', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  email: text('email').notNull(),
  /** 'admin' | 'editor' | 'sales' (src/shared/auth/roles.ts). */
  role: text('role').notNull(),
  /** SHA-256 (base64url) of the link's token. */
  tokenHash: text('token_hash').notNull().unique(),
  invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  usedAt: integer('used_at', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
});

/** A password reset asked for by e-mail: valid 1 h, single use. */
export const passwordResets = sqliteTable(
  'password_resets',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 (base64url) of the link's token. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_id_idx').on(t.userId)],
);

/** What the staff did (logins, role changes, publications…), kept 13 months. */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Who did it: the account's name when it was done (kept after the account is removed), or what was typed at a failed login. */
    actor: text('actor').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'auth.login', 'staff.role-changed', 'article.published'… (src/shared/auth/audit.ts). */
    action: text('action').notNull(),
    /** What it was done to, in words: an account, an article, a lead, a webhook… */
    target: text('target'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
