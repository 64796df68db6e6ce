/**
 * What the AI writer keeps (src/server/ai/): one row per provider call (tokens, duration, who and
 * what for: the month's budget and the usage report read them), and the SEO record of each draft
 * it stored (focus keyword's analysis score, revisions asked).
 */
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { blogPosts } from './schema';
import { users } from './schema-auth';

export const aiUsage = sqliteTable(
  'ai_usage',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** Who asked (null once the account is deleted). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The model that answered ('hors-ligne' for the offline composers). */
    model: text('model').notNull(),
    /** 'ideas' | 'article' | 'revision' | 'image' */
    purpose: text('purpose').$type<'ideas' | 'article' | 'revision' | 'image'>().notNull(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    durationMs: integer('duration_ms').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('ai_usage_created_idx').on(t.createdAt)],
);

/** The SEO record of a draft the writer stored: its analysis score and the revisions it took. */
export const aiDrafts = sqliteTable('ai_drafts', {
  postId: integer('post_id')
    .primaryKey()
    .references(() => blogPosts.id, { onDelete: 'cascade' }),
  seoScore: integer('seo_score').notNull(),
  revisions: integer('revisions').notNull().default(0),
  createdAt: createdAt(),
});
