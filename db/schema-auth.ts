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
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export type User = typeof users.$inferSelect;
