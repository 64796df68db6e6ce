/**
 * An integrator's receiver verifies our deliveries with the official `standardwebhooks` library
 * (issue 31): lead.created, lead.updated with its `changes`, and lead.note_added are accepted with
 * the endpoint's whsec_ secret; a tampered body and a stale timestamp are refused by the library.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerAdmin, useTestServer } from '../../helpers/server';
import { until } from '../../helpers/until';

type Received = { headers: Record<string, string>; body: string };

describe('deliveries verified with the standardwebhooks library', () => {
  const s = useTestServer({ OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true', WEBHOOK_TIMEOUT_SECONDS: '2', OUTBOX_RETRY_BASE_SECONDS: '0.2' });
  const received: Received[] = [];
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  let token = '';
  let url = '';
  beforeAll(async () => {
    token = await registerAdmin(s.url);
    receiver.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => receiver.once('listening', () => resolve()));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  });
  afterAll(async () => {
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  it('accepts every event with the secret, refuses a tampered body and an old timestamp', async () => {
    const hook = await api<{ secret: string }>(s.url, 'POST', '/api/admin/webhooks', {
      token,
      body: { url, events: ['lead.created', 'lead.updated', 'lead.note_added'] },
    });
    expect(hook.status).toBe(201);
    const verifier = new Webhook(hook.body.secret);

    const lead = await api<{ id: number }>(s.url, 'POST', '/api/contacts', {
      body: { firstName: 'Claire', lastName: 'Martin', email: 'claire@cabinet-martin.fr', firmName: 'Cabinet Martin', consent: true },
    });
    expect(lead.status).toBe(201);
    expect((await api(s.url, 'PATCH', `/api/admin/leads/contact/${lead.body.id}`, { token, body: { status: 'contacte' } })).status).toBe(200);
    expect((await api(s.url, 'POST', `/api/admin/leads/contact/${lead.body.id}/notes`, { token, body: { text: 'Rappeler lundi.' } })).status).toBe(201);

    const deliveries = await until(() => (received.length >= 3 ? received : null), 'three deliveries');
    const messages = deliveries.map((d) => verifier.verify(d.body, d.headers) as { type: string; data: Record<string, unknown> });
    expect(messages.map((m) => m.type).sort()).toEqual(['lead.created', 'lead.note_added', 'lead.updated']);
    expect(messages.find((m) => m.type === 'lead.created')!.data).toMatchObject({ id: lead.body.id, firmName: 'Cabinet Martin' });
    expect(messages.find((m) => m.type === 'lead.updated')!.data).toMatchObject({ changes: { status: { from: 'nouveau', to: 'contacte' } } });

    const first = deliveries[messages.findIndex((m) => m.type === 'lead.created')];
    expect(() => verifier.verify(first!.body.replace('Claire', 'Clara'), first!.headers)).toThrow(WebhookVerificationError);
    const stale = { ...first!.headers, 'webhook-timestamp': String(Math.floor(Date.now() / 1000) - 3600) };
    expect(() => verifier.verify(first!.body, stale)).toThrow(WebhookVerificationError);
    expect(() => new Webhook(`whsec_${Buffer.from('une autre clé de 32 octets !!!!!').toString('base64')}`).verify(first!.body, first!.headers)).toThrow(
      WebhookVerificationError,
    );
  });
});
