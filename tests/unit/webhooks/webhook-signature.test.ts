import { describe, expect, it } from 'vitest';
import { newWebhookSecret, signWebhook, verifyWebhook } from '#server/webhooks/signature';

/** The Standard Webhooks specification's test vector. */
const VECTOR = {
  secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
  timestamp: 1614265330,
  body: '{"test": 2432232314}',
  signature: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
};

describe('Standard Webhooks signatures', () => {
  it('signs the specification test vector', () => {
    expect(signWebhook(VECTOR.secret, VECTOR.id, VECTOR.timestamp, VECTOR.body)).toBe(VECTOR.signature);
  });

  it('verifies a matching signature among several, within the tolerance only', () => {
    const headers = { id: VECTOR.id, timestamp: String(VECTOR.timestamp), signature: `v1,bm9wZQ== ${VECTOR.signature}` };
    expect(verifyWebhook(VECTOR.secret, headers, VECTOR.body, VECTOR.timestamp + 10)).toBe(true);
    expect(verifyWebhook(VECTOR.secret, headers, VECTOR.body, VECTOR.timestamp + 301)).toBe(false);
    expect(verifyWebhook(VECTOR.secret, headers, `${VECTOR.body} `, VECTOR.timestamp)).toBe(false);
    expect(verifyWebhook(VECTOR.secret, { ...headers, id: 'msg_autre' }, VECTOR.body, VECTOR.timestamp)).toBe(false);
    expect(verifyWebhook(newWebhookSecret(), headers, VECTOR.body, VECTOR.timestamp)).toBe(false);
  });

  it("makes secrets of 'whsec_' + base64 of 32 random bytes", () => {
    const a = newWebhookSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(a.slice(6), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(a);
  });
});
