/**
 * Outgoing webhooks: the endpoints (POST/GET/DELETE /api/admin/webhooks), their delivery log,
 * and `enqueueWebhookEvent`, which writes one outbox row per subscribed endpoint inside the
 * caller's transaction (the outbox's 'webhook' channel delivers and retries them).
 */
import dns from 'node:dns/promises';
import { DomainError } from '../platform/errors';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { webhookDeliveries, webhooks, type BlogPost, type WebhookDeliveryRow as DeliveryRecord } from '#db/schema';
import { WEBHOOK_MAX, type WebhookEvent } from '#shared/webhooks/events';
import { WEBHOOK_PAYLOADS, type WebhookData } from '#shared/webhooks/payloads';
import { type PageInput } from '#shared/api/page';
import { WEBHOOK_MESSAGES, type WebhookCreated, type WebhookCreateInput, type WebhookDeliveryRow, type WebhookRow } from '#shared/webhooks/schemas';
import { preparedFor, type DB } from '../platform/db';
import { enqueue, type NewOutboxMessage } from '../platform/outbox/index';
import type { Deps } from '../platform/deps';
import { ipLiteral, isPublicAddress } from '../platform/http/outbound';
import { afterCursor, pageFetchSize, pageOf, type Page } from '#server/platform/pagination';
import { newWebhookSecret } from './signature';


const notFound = () => new DomainError('not-found', WEBHOOK_MESSAGES.notFound);

/**
 * Refuses an endpoint that is not public when it is registered (the same check runs again at
 * every connection, in the channel: a name may later resolve elsewhere).
 */
async function assertPublicUrl(url: string, allowPrivateHosts: boolean): Promise<void> {
  if (allowPrivateHosts) return;
  const { hostname } = new URL(url);
  const literal = ipLiteral(hostname);
  let addresses: string[];
  if (literal) addresses = [literal];
  else {
    try {
      addresses = (await dns.lookup(hostname, { all: true })).map((a) => a.address);
    } catch {
      throw new DomainError('invalid', `L'adresse du webhook est introuvable : le nom « ${hostname} » ne correspond à aucun serveur.`);
    }
  }
  if (addresses.length === 0 || addresses.some((address) => !isPublicAddress(address))) {
    throw new DomainError('invalid', WEBHOOK_MESSAGES.urlPrivate);
  }
}

export async function createWebhook(deps: Pick<Deps, 'db' | 'config'>, input: WebhookCreateInput): Promise<WebhookCreated> {
  await assertPublicUrl(input.url, deps.config.OUTBOUND_ALLOW_PRIVATE_HOSTS);
  const [{ total } = { total: 0 }] = await deps.db.select({ total: count() }).from(webhooks);
  if (total >= WEBHOOK_MAX) throw new DomainError('conflict', WEBHOOK_MESSAGES.tooMany);
  const [row] = await deps.db
    .insert(webhooks)
    .values({ url: input.url, events: input.events, secret: newWebhookSecret() })
    .returning();
  if (!row) throw new Error('webhook insert returned no row');
  return { id: row.id, url: row.url, events: row.events as WebhookEvent[], secret: row.secret, createdAt: row.createdAt };
}

function toDelivery(row: DeliveryRecord): WebhookDeliveryRow {
  return {
    id: row.id,
    messageId: row.messageId,
    event: row.event as WebhookEvent,
    attempt: row.attempt,
    statusCode: row.statusCode,
    success: row.success,
    error: row.error,
    durationMs: row.durationMs,
    createdAt: row.createdAt,
  };
}

/** Endpoints, newest first, each with its last delivery attempt (never the secret). */
export async function listWebhooks(deps: Pick<Deps, 'db'>, page: PageInput = undefined): Promise<Page<WebhookRow>> {
  const { items: rows, nextCursor } = pageOf(
    await deps.db
      .select()
      .from(webhooks)
      .where(afterCursor(page, webhooks.createdAt, webhooks.id))
      .orderBy(desc(webhooks.createdAt), desc(webhooks.id))
      .limit(pageFetchSize(page) ?? -1),
    page,
  );
  const last = await deps.db
    .select()
    .from(webhookDeliveries)
    .where(
      sql`${webhookDeliveries.id} IN (SELECT max(id) FROM ${webhookDeliveries} GROUP BY ${webhookDeliveries.webhookId})`,
    );
  const lastBy = new Map(last.map((d) => [d.webhookId, d]));
  const items = rows.map((row) => {
    const delivery = lastBy.get(row.id);
    return {
      id: row.id,
      url: row.url,
      events: row.events as WebhookEvent[],
      createdAt: row.createdAt,
      lastDelivery: delivery ? toDelivery(delivery) : null,
    };
  });
  return { items, nextCursor };
}

export async function deleteWebhook(deps: Pick<Deps, 'db'>, id: number): Promise<{ success: true; id: number }> {
  const deleted = await deps.db.delete(webhooks).where(eq(webhooks.id, id)).returning({ id: webhooks.id });
  if (deleted.length === 0) throw notFound();
  return { success: true, id };
}

/** Delivery attempts of an endpoint, newest first. */
export async function listDeliveries(
  deps: Pick<Deps, 'db'>,
  id: number,
  page: PageInput = undefined,
): Promise<Page<WebhookDeliveryRow>> {
  const [hook] = await deps.db.select({ id: webhooks.id }).from(webhooks).where(eq(webhooks.id, id));
  if (!hook) throw notFound();
  const rows = await deps.db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.webhookId, id), afterCursor(page, webhookDeliveries.createdAt, webhookDeliveries.id)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(pageFetchSize(page) ?? -1);
  const { items, nextCursor } = pageOf(rows, page);
  return { items: items.map(toDelivery), nextCursor };
}

/** Writes one attempt of a delivery (called by the channel after each try). */
export async function recordDelivery(db: DB, values: typeof webhookDeliveries.$inferInsert): Promise<void> {
  await db.insert(webhookDeliveries).values(values);
}

/** The endpoint a message goes to (its secret signs it); undefined once deleted. */
export async function webhookById(db: DB, id: number) {
  return db.select().from(webhooks).where(eq(webhooks.id, id)).get();
}

/** The body of a webhook message (Standard Webhooks): `{ type, timestamp, data }`. */
type WebhookBody = { type: WebhookEvent; timestamp: string; data: unknown };

/** The outbox payload of a webhook message: its endpoint and the exact body that is signed and sent. */
export type WebhookPayload = { webhookId: number; body: string; requestId?: string };

/**
 * Writes one outbox row per endpoint subscribed to `type`. Call it inside the transaction that
 * writes what the event is about, with its `tx`, then `deps.outbox.wake()`
 * after the commit when it returned true. Used for lead.created (leads), article.published
 * (blog), lead.updated and lead.note_added (the lead desk).
 */
export async function enqueueWebhookEvent<E extends WebhookEvent>(
  tx: DB,
  type: E,
  data: WebhookData<E>,
  options: { leadKind?: string; leadId?: number; now?: Date; requestId?: string } = {},
): Promise<boolean> {
  const endpoints = await preparedFor(tx, 'webhook-subscribers', (handle) =>
    handle
      .select({ id: webhooks.id, url: webhooks.url })
      .from(webhooks)
      .where(sql`EXISTS (SELECT 1 FROM json_each(${webhooks.events}) WHERE value = ${sql.placeholder('event')})`)
      .prepare(),
  ).all({ event: type });
  if (endpoints.length === 0) return false;
  const now = options.now ?? new Date();
  // The event's schema shapes what is sent: only its declared fields, checked before anything is queued.
  const payload: unknown = WEBHOOK_PAYLOADS[type].parse(data);
  const body = JSON.stringify({ type, timestamp: now.toISOString(), data: payload } satisfies WebhookBody);
  const messages: NewOutboxMessage[] = endpoints.map((endpoint) => ({
    channel: 'webhook',
    kind: type,
    audience: 'third-party',
    recipient: endpoint.url,
    payload: { webhookId: endpoint.id, body, ...(options.requestId ? { requestId: options.requestId } : {}) } satisfies WebhookPayload,
    leadKind: options.leadKind ?? null,
    leadId: options.leadId ?? null,
  }));
  return enqueue(tx, messages, now);
}

/** The `data` of article.published. */
export function articleEventData(post: BlogPost, siteUrl: string): WebhookData<'article.published'> {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    url: `${siteUrl}/blog/${post.slug}`,
    imageUrl: post.imageUrl,
    topic: post.topic,
    practiceType: post.practiceType,
    publishedAt: post.updatedAt.toISOString(),
  };
}
