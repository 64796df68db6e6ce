/** The back office's accounts and their lucia sessions. */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';

export const users = sqliteTable('users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  username: text('username').notNull().unique(),
  /** argon2id hash, never the clear password. */
  password: text('password').notNull(),
  email: text('email').notNull().unique(),
  role: text('role').notNull().default('admin'),
  stripeCustomerId: text('stripe_customer_id'),
  stripeSubscriptionId: text('stripe_subscription_id'),
  createdAt: createdAt(),
  /** The last successful login (null: never since it was recorded). */
  lastLoginAt: integer('last_login_at', { mode: 'timestamp_ms' }),
});

/** lucia sessions: `expiresAt` is in seconds, as the drizzle adapter expects. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at').notNull(),
    /**
     * When the person proved who they are (password, then the second factor) for this session: the
     * sensitive actions (2FA, API keys, e-mail) accept a session logged in within 10 minutes without
     * the password again. Null for a session made before the column: never recent.
     */
    authenticatedAt: integer('authenticated_at', { mode: 'timestamp_ms' }).$defaultFn(() => new Date()),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export type User = typeof users.$inferSelect;
