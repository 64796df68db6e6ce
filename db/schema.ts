/**
 * Every table of spec §3, plus the `sessions` table that lucia needs.
 * TypeScript property names follow the spec (camelCase); SQL columns are snake_case.
 * Timestamps are stored as integers (milliseconds since epoch); lists and JSON as JSON text.
 */
import { sql } from 'drizzle-orm';
import { integer, primaryKey, sqliteTable, text, uniqueIndex, index } from 'drizzle-orm/sqlite-core';
import type { LeadStatus } from '../src/shared/constants/leads';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`);
const updatedAt = () =>
  integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(CAST(unixepoch('subsec') * 1000 AS INTEGER))`);

/**
 * What the lead desk adds to contacts and quiz leads (src/shared/constants/leads.ts): the status
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
});

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

export type User = typeof users.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;
export type Contact = typeof contacts.$inferSelect;
export type QuizLead = typeof quizLeads.$inferSelect;
export type AuditLead = typeof auditLeads.$inferSelect;

/** Internal key/value facts about the database itself (e.g. when demo content was seeded). */
export const appMeta = sqliteTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * The durable outbox: every message a lead (or an article) triggers — e-mails now, webhook
 * deliveries later — is a row written in the same transaction as what triggered it. Each app
 * process's sender claims due rows with a lease (`lease_owner`, `lease_until`), so two processes
 * never send the same row at once and a row claimed by a dead process is taken over when its
 * lease runs out (src/server/outbox/).
 */
export const outbox = sqliteTable(
  'outbox',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** 'email' | 'webhook': which channel handler delivers it. */
    channel: text('channel').notNull(),
    /** What it is: an e-mail template ('agency-notification', 'contact-ack', 'quiz-analysis'…) or a webhook event. */
    kind: text('kind').notNull(),
    /** 'agency' (the agency's own inbox) or 'visitor' (a person who filled a form): the per-recipient cap counts visitors. */
    audience: text('audience').notNull(),
    /** E-mail address, or webhook endpoint URL. */
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    /** What the channel needs to build the message when it sends it (template props, event body). */
    payload: text('payload', { mode: 'json' }).notNull().$type<Record<string, unknown>>(),
    /** 'pending' | 'sent' | 'failed' | 'skipped' */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** Stable across retries: the e-mail's Message-ID, the webhook's webhook-id. */
    /** Random (UUID), so unique without an index to maintain. */
    messageId: text('message_id').notNull(),
    nextAttemptAt: integer('next_attempt_at', { mode: 'timestamp_ms' }).notNull(),
    leaseOwner: text('lease_owner'),
    leaseUntil: integer('lease_until', { mode: 'timestamp_ms' }),
    /** The lead it belongs to ('contact' | 'quiz' …), purged with it. */
    leadKind: text('lead_kind'),
    leadId: integer('lead_id'),
    createdAt: createdAt(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  },
  // Partial indexes: a lead's insert only touches the ones its rows belong to (queries that use
  // them write the same condition as a literal, so SQLite can pick them).
  (t) => [
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`status = 'pending'`),
    // What the per-recipient cap counts: visitor messages sent or to be sent (a skipped one is not).
    index('outbox_visitor_recipient_idx').on(t.recipient, t.createdAt).where(sql`audience = 'visitor' AND status <> 'skipped'`),
    index('outbox_lead_idx').on(t.leadKind, t.leadId),
  ],
);
export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Outgoing webhooks (Standard Webhooks): an endpoint of a third party (CRM, Zapier, Make…) and
 * the events it subscribed to. Each event becomes one `outbox` row per subscribed endpoint
 * (channel 'webhook'), delivered and retried by the outbox sender.
 */
export const webhooks = sqliteTable('webhooks', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  url: text('url').notNull(),
  /** Subscribed event types ('lead.created', 'lead.updated', 'article.published'). */
  events: text('events', { mode: 'json' }).notNull().$type<string[]>(),
  /** 'whsec_' + base64 of the signing key; shown once, at creation. */
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
export type WebhookRow = typeof webhooks.$inferSelect;

/** One delivery attempt of a webhook message: HTTP status (null when no reply), error, time. */
export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    /** The message's webhook-id, the same on every retry. */
    messageId: text('message_id').notNull(),
    event: text('event').notNull(),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    success: integer('success', { mode: 'boolean' }).notNull(),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_deliveries_webhook_idx').on(t.webhookId, t.id)],
);
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Notes of the lead desk on a contact or quiz lead (`lead_kind` 'contact' | 'quiz'). */
export const leadNotes = sqliteTable(
  'lead_notes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    leadKind: text('lead_kind').notNull(),
    leadId: integer('lead_id').notNull(),
    text: text('text').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.leadKind, t.leadId)],
);

/** Status changes of a lead: who moved it from what to what, and when. */
export const leadStatusChanges = sqliteTable(
  'lead_status_changes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    leadKind: text('lead_kind').notNull(),
    leadId: integer('lead_id').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('lead_status_changes_lead_idx').on(t.leadKind, t.leadId)],
);

/** Page views counted without cookies or identifiers: one row per page and day (no IP, no user agent). */
export const pageViews = sqliteTable(
  'page_views',
  {
    day: text('day').notNull(),
    path: text('path').notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);
