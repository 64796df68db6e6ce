/**
 * Every table of spec §3, plus the `sessions` table that lucia needs; the tables the product runs
 * on (outbox, webhooks, lead notes and history, page views) are in `schema-operations.ts`.
 * TypeScript property names follow the spec (camelCase); SQL columns are snake_case.
 * Timestamps are stored as integers (milliseconds since epoch); lists and JSON as JSON text.
 */
import { integer, sqliteTable, text, uniqueIndex, index } from 'drizzle-orm/sqlite-core';
import type { LeadStatus } from '../src/shared/leads/lead-desk';
import { createdAt, updatedAt } from './columns';
import { users } from './schema-auth';

/**
 * What the lead desk adds to contacts and quiz leads (src/shared/leads/lead-desk.ts): the status
 * (nouveau → contacte, rdv, gagne, perdu), where the visit that sent the lead began (no cookie),
 * and when the agency first answered (first status change or note).
 */
const leadDeskColumns = () => ({
  status: text('status').$type<LeadStatus>().notNull().default('nouveau'),
  sourcePage: text('source_page'),
  referrer: text('referrer'),
  utmSource: text('utm_source'),
  utmMedium: text('utm_medium'),
  utmCampaign: text('utm_campaign'),
  firstResponseAt: integer('first_response_at', { mode: 'timestamp_ms' }),
  /** The priority score (0–100, src/shared/leads/score.ts) and the factors that make it. */
  score: integer('score').notNull().default(0),
  scoreFactors: text('score_factors', { mode: 'json' }).$type<{ label: string; points: number }[]>(),
});

export const blogPosts = sqliteTable(
  'blog_posts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    content: text('content').notNull(),
    excerpt: text('excerpt').notNull(),
    practiceType: text('practice_type').notNull(),
    firmSize: text('firm_size').notNull(),
    topic: text('topic').notNull(),
    metaDescription: text('meta_description'),
    keywords: text('keywords', { mode: 'json' }).$type<string[]>(),
    published: integer('published', { mode: 'boolean' }).notNull().default(false),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    generatedWithAI: integer('generated_with_ai', { mode: 'boolean' }).notNull().default(false),
    generationPrompt: text('generation_prompt'),
    imageUrl: text('image_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** « Mot-clé principal »: the focus keyword of the SEO analysis (null: none chosen). */
    focusKeyword: text('focus_keyword'),
    /** Scheduled publication: public only once published and `publishAt` ≤ now (null: at once). */
    publishAt: integer('publish_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('blog_posts_published_created_idx').on(t.published, t.createdAt)],
);

export const blogCategories = sqliteTable('blog_categories', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description'),
  createdAt: createdAt(),
});

export const blogPostCategories = sqliteTable(
  'blog_post_categories',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    postId: integer('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('blog_post_categories_pair_idx').on(t.postId, t.categoryId)],
);

export const contacts = sqliteTable('contacts', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email').notNull(),
  phone: text('phone'),
  firmName: text('firm_name'),
  specialization: text('specialization'),
  objectives: text('objectives'),
  consent: integer('consent', { mode: 'boolean' }).notNull().default(false),
  ...leadDeskColumns(),
  createdAt: createdAt(),
});

export const auditRequests = sqliteTable('audit_requests', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  websiteUrl: text('website_url').notNull(),
  specialization: text('specialization').notNull(),
  results: text('results', { mode: 'json' }).$type<unknown>(),
  /** The report's address, `/audit/{token}`: 144 random bits (base64url); null for audits made before reports existed. */
  token: text('token').unique(),
  createdAt: createdAt(),
});

/** Visitors who asked for the full audit report by e-mail: leads of kind `audit` in the lead desk. */
export const auditLeads = sqliteTable('audit_leads', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email').notNull(),
  phone: text('phone'),
  firmName: text('firm_name'),
  consent: integer('consent', { mode: 'boolean' }).notNull().default(false),
  /** The audit the report is of (gone when the audit is purged, 2 years after it was made). */
  auditId: integer('audit_id').references(() => auditRequests.id, { onDelete: 'set null' }),
  ...leadDeskColumns(),
  createdAt: createdAt(),
});

export const visibilityCalculations = sqliteTable('visibility_calculations', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  city: text('city').notNull(),
  radius: integer('radius').notNull(),
  competitors: text('competitors').notNull(),
  results: text('results', { mode: 'json' }).$type<unknown>(),
  createdAt: createdAt(),
});

export const roiCalculations = sqliteTable('roi_calculations', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  firmType: text('firm_type').notNull(),
  currentRevenue: integer('current_revenue').notNull(),
  currentLeads: integer('current_leads').notNull(),
  conversionRate: integer('conversion_rate').notNull(),
  averageCase: integer('average_case').notNull(),
  results: text('results', { mode: 'json' }).$type<unknown>(),
  createdAt: createdAt(),
});

export const subscriptionPlans = sqliteTable('subscription_plans', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
  description: text('description'),
  /** cents */
  price: integer('price').notNull(),
  currency: text('currency').notNull().default('eur'),
  stripePriceId: text('stripe_price_id'),
  features: text('features', { mode: 'json' }).$type<string[]>(),
  maxAudits: integer('max_audits'),
  maxCalculations: integer('max_calculations'),
  priority: integer('priority').notNull().default(0),
  active: integer('active', { mode: 'boolean' }).notNull().default(true),
  createdAt: createdAt(),
});

export const subscriptions = sqliteTable('subscriptions', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  planId: integer('plan_id')
    .notNull()
    .references(() => subscriptionPlans.id),
  stripeSubscriptionId: text('stripe_subscription_id'),
  status: text('status').notNull(),
  currentPeriodStart: integer('current_period_start', { mode: 'timestamp_ms' }),
  currentPeriodEnd: integer('current_period_end', { mode: 'timestamp_ms' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const quizLeads = sqliteTable('quiz_leads', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email'),
  phone: text('phone'),
  firmName: text('firm_name'),
  practiceArea: text('practice_area'),
  quizAnswers: text('quiz_answers', { mode: 'json' })
    .notNull()
    .$type<{ questionId: number; answer: string | string[] }[]>(),
  quizScore: integer('quiz_score').notNull(),
  leadSource: text('lead_source').notNull().default('facebook-quiz'),
  consent: integer('consent', { mode: 'boolean' }).notNull().default(false),
  ...leadDeskColumns(),
  createdAt: createdAt(),
});

export type BlogPost = typeof blogPosts.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;
export type Contact = typeof contacts.$inferSelect;
export type QuizLead = typeof quizLeads.$inferSelect;
export type AuditLead = typeof auditLeads.$inferSelect;

export * from './schema-auth';
export * from './schema-operations';
export * from './schema-access';
export * from './schema-ai';
export * from './schema-booking';
export * from './schema-staff';
export * from './schema-idempotency';
export * from './schema-seo';
