/**
 * The webhook channel: POSTs the message's body to its endpoint with the Standard Webhooks
 * headers (webhook-id stays the row's message id on every retry; a new timestamp and signature
 * per attempt), records the attempt, and throws unless the receiver answered 2xx in time (the
 * outbox retries with backoff). The endpoint must resolve to a public address, checked where the
 * connection is made (the one outbound guard, src/server/http/outbound.ts), so a name rebound to a private address is refused.
 */
import { request } from 'undici';
import type { OutboxRow } from '#db/schema';
import type { DB } from '../platform/db';
import { assertAllowedHost, isPrivateAddressError, outboundAgent } from '../platform/http/outbound';
import { recordDelivery, webhookById, type WebhookPayload } from './webhooks';
import { signWebhook } from './signature';
import type { ChannelHandler } from '../platform/outbox/channel';

export type WebhookChannelConfig = {
  db: DB;
  timeoutMs: number;
  allowPrivateHosts: boolean;
  userAgent: string;
};

const WEBHOOK_DELETED = 'Webhook supprimé : message non envoyé.';

function describeFailure(error: unknown, timeoutMs: number): string {
  const cause = (error as { cause?: unknown })?.cause;
  if (isPrivateAddressError(error)) {
    return "Adresse non publique refusée : le webhook doit désigner un serveur public.";
  }
  const name = (error as { name?: string })?.name ?? '';
  const code = (error as { code?: string })?.code ?? (cause as { code?: string })?.code ?? '';
  if (name === 'TimeoutError' || name === 'AbortError' || /TIMEOUT/.test(code)) {
    return `Délai dépassé : aucune réponse complète en ${Math.round(timeoutMs / 1000)} s.`;
  }
  if (code) return `Connexion impossible (${code}).`;
  return `Échec de l'envoi : ${(error as Error)?.message ?? String(error)}`;
}

export function createWebhookChannel(config: WebhookChannelConfig): ChannelHandler {
  return async (row: OutboxRow) => {
    const payload = row.payload as unknown as WebhookPayload;
    const hook = await webhookById(config.db, payload.webhookId);
    if (!hook) return { skipped: WEBHOOK_DELETED };
    const timestamp = Math.floor(Date.now() / 1000);
    const started = performance.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    const agent = outboundAgent(config);
    try {
      const url = new URL(hook.url);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`Protocole non pris en charge (${url.protocol}).`);
      assertAllowedHost(url, config);
      const res = await request(url, {
        method: 'POST',
        dispatcher: agent,
        signal: AbortSignal.timeout(config.timeoutMs),
        headers: {
          'content-type': 'application/json',
          'user-agent': config.userAgent,
          'webhook-id': row.messageId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signWebhook(hook.secret, row.messageId, timestamp, payload.body),
        },
        body: payload.body,
      });
      statusCode = res.statusCode;
      await res.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
      if (statusCode < 200 || statusCode > 299) error = `Réponse HTTP ${statusCode} (un code 2xx est attendu).`;
    } catch (failure) {
      error = describeFailure(failure, config.timeoutMs);
    } finally {
      void agent.destroy().catch(() => undefined);
    }
    await recordDelivery(config.db, {
      webhookId: hook.id,
      messageId: row.messageId,
      event: row.kind,
      attempt: row.attempts,
      statusCode,
      success: error === null,
      error,
      durationMs: Math.round(performance.now() - started),
    });
    if (error) throw new Error(error);
  };
}
