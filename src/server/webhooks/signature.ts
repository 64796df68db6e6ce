/**
 * Standard Webhooks signatures: `webhook-signature: v1,<base64 HMAC-SHA256(key, "id.timestamp.body")>`
 * where the key is the base64 after 'whsec_' in the endpoint's secret.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '#shared/webhooks/events';

/** A new secret: 'whsec_' + base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return WEBHOOK_SECRET_PREFIX + randomBytes(32).toString('base64');
}

function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret, 'base64');
}

/** The `webhook-signature` value of a message. */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${digest}`;
}

/**
 * What a receiver does: true when one of the space-separated signatures of the header matches
 * and the timestamp is within `toleranceSeconds` of now.
 */
export function verifyWebhook(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
  now: number = Date.now() / 1000,
  toleranceSeconds = 300,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(now - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signWebhook(secret, headers.id, timestamp, body));
  return headers.signature.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
