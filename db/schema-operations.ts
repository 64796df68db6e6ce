/**
 * The tables the product runs on besides the spec's: database facts, the durable outbox, webhook
 * endpoints and deliveries, the lead desk's notes and status history, page views, field data
 * (web vitals and dead clicks).
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt } from './columns';
import { users } from './schema-auth';

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
    /** A scheduled message (a reminder): not sent before this time; its 24 h of retries count from it. */
    notBefore: integer('not_before', { mode: 'timestamp_ms' }),
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

/**
 * Field data (Core Web Vitals) without cookies or identifiers: per UTC day, page and metric
 * (`lcp`, `inp`, `cls`, `ttfb`), how many page views fell in each bucket of the metric's fixed
 * histogram (`shared/vitals/histogram.ts`); only buckets with a count have a row. A p75 over N
 * days is read from the summed buckets. No IP, no user agent, no raw sample.
 */
export const vitalBuckets = sqliteTable(
  'vital_buckets',
  {
    day: text('day').notNull(),
    path: text('path').notNull(),
    metric: text('metric').notNull(),
    /** Index of the bucket in the metric's `VITAL_BUCKETS` edges. */
    bucket: integer('bucket').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.metric, t.bucket] })],
);

/**
 * Dead clicks: a click on a button, link or form control followed by no DOM change and no
 * navigation within 3 s, counted per UTC day, page and control label (at most
 * `DEAD_CLICK_LABELS_PER_DAY` labels per page and day, the rest under one « autres » label).
 */
export const deadClicks = sqliteTable(
  'dead_clicks',
  {
    day: text('day').notNull(),
    path: text('path').notNull(),
    label: text('label').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path, t.label] })],
);

/**
 * Rate-limit counters per bucket and client (`forms:203.0.113.7`), shared by every app node
 * (rate-limiter-flexible's drizzle store). Expired rows go with the daily purge.
 */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: integer('expire', { mode: 'timestamp_ms' }),
});
