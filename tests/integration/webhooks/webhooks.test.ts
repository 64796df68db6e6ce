/**
 * Outgoing webhooks end to end: a real receiver (node http on 127.0.0.1) gets signed Standard
 * Webhooks messages through the durable outbox; a failed or hung delivery is retried with the same
 * webhook-id; private addresses are refused when the test flag is off.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhooks } from '#db/schema';
import { WEBHOOK_MESSAGES } from '#shared/webhooks/schemas';
import { loadConfig } from '#server/platform/env';
import { verifyWebhook } from '#server/webhooks/signature';
import { api, registerAdmin, useTestServer } from '../../helpers/server';
import { until } from '../../helpers/until';

type Received = { path: string; headers: http.IncomingHttpHeaders; body: string; at: number };
type Reply = 'ok' | 'error' | 'hang';

/** A webhook receiver: records every request; answers each path with the next reply of its script (then 200). */
async function startReceiver() {
  const received: Received[] = [];
  const scripts = new Map<string, Reply[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      const reply = scripts.get(path)?.shift() ?? 'ok';
      if (reply === 'hang') return; // never answers: the sender must cut it
      res.writeHead(reply === 'ok' ? 204 : 500).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    script: (path: string, replies: Reply[]) => scripts.set(path, replies),
    at: (path: string) => received.filter((r) => r.path === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
type Created = { id: number; url: string; events: string[]; secret: string };
type Delivery = { messageId: string; event: string; attempt: number; statusCode: number | null; success: boolean; error: string | null; durationMs: number };

const CONTACT = { firstName: 'Claire', lastName: 'Martin', email: 'claire@cabinet-martin.fr', consent: true };

function verified(hook: Created, r: Received): boolean {
  return verifyWebhook(
    hook.secret,
    { id: String(r.headers['webhook-id']), timestamp: String(r.headers['webhook-timestamp']), signature: String(r.headers['webhook-signature']) },
    r.body,
  );
}

describe('outgoing webhooks', () => {
  const s = useTestServer({ OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true', WEBHOOK_TIMEOUT_SECONDS: '1', OUTBOX_RETRY_BASE_SECONDS: '0.2' });
  let token = '';
  let receiver: Receiver;
  beforeAll(async () => {
    token = await registerAdmin(s.url);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  const create = async (path: string, events: string[]) => {
    const res = await api<Created>(s.url, 'POST', '/api/admin/webhooks', { token, body: { url: receiver.url + path, events } });
    expect(res.status).toBe(201);
    return res.body;
  };

  it('registers an endpoint: 201 with a whsec_ secret shown once, listed without it', async () => {
    const hook = await create('/liste', ['lead.created', 'lead.created', 'article.published']);
    expect(hook).toMatchObject({ url: `${receiver.url}/liste`, events: ['lead.created', 'article.published'] });
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const list = await api<Record<string, unknown>[]>(s.url, 'GET', '/api/admin/webhooks', { token });
    expect(list.status).toBe(200);
    const listed = list.body.find((w) => w.id === hook.id)!;
    expect(listed).toMatchObject({ url: hook.url, events: hook.events, lastDelivery: null });
    expect(JSON.stringify(list.body)).not.toContain(hook.secret.slice(6));
    expect((await api(s.url, 'DELETE', `/api/admin/webhooks/${hook.id}`, { token })).status).toBe(200);
  });

  it('answers bad input with 400 or 404 and a French error, never a 5xx', async () => {
    const cases: [unknown, string][] = [
      [{ url: `${receiver.url}/x`, events: ['lead.archived'] }, WEBHOOK_MESSAGES.eventUnknown],
      [{ url: `${receiver.url}/x`, events: [] }, WEBHOOK_MESSAGES.eventsRequired],
      [{ url: `${receiver.url}/x` }, WEBHOOK_MESSAGES.eventsRequired],
      [{ url: 'ftp://exemple.fr/hook', events: ['lead.created'] }, WEBHOOK_MESSAGES.urlInvalid],
      [{ url: 'javascript:alert(1)', events: ['lead.created'] }, WEBHOOK_MESSAGES.urlInvalid],
      [{ url: 'exemple.fr/hook', events: ['lead.created'] }, WEBHOOK_MESSAGES.urlInvalid],
      [{ url: 'https://moi:secret@exemple.fr/hook', events: ['lead.created'] }, WEBHOOK_MESSAGES.urlCredentials],
      [{ url: '', events: ['lead.created'] }, WEBHOOK_MESSAGES.urlRequired],
      [{ events: ['lead.created'] }, WEBHOOK_MESSAGES.urlRequired],
    ];
    for (const [body, message] of cases) {
      const res = await api<{ error: string }>(s.url, 'POST', '/api/admin/webhooks', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error, JSON.stringify(body)).toBe(message);
    }
    for (const [method, path] of [['DELETE', '/api/admin/webhooks/9999'], ['GET', '/api/admin/webhooks/9999/deliveries']]) {
      const res = await api<{ error: string }>(s.url, method!, path!, { token });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(WEBHOOK_MESSAGES.notFound);
    }
    expect((await api(s.url, 'DELETE', '/api/admin/webhooks/abc', { token })).status).toBe(400);
    expect((await api(s.url, 'POST', '/api/admin/webhooks', { body: { url: `${receiver.url}/x`, events: ['lead.created'] } })).status).toBe(401);
  });

  it('sends lead.created for a contact, signed, written with the lead in its transaction', async () => {
    const hook = await create('/contact', ['lead.created']);
    const sent = await api<{ id: number }>(s.url, 'POST', '/api/contacts', { body: { ...CONTACT, email: 'signe@cabinet.fr' } });
    expect(sent.status).toBe(201);
    const [row] = s.query<{ channel: string; kind: string; recipient: string }>(
      "SELECT channel, kind, recipient FROM outbox WHERE channel = 'webhook' AND lead_kind = 'contact' AND lead_id = ?",
      sent.body.id,
    );
    expect(row).toEqual({ channel: 'webhook', kind: 'lead.created', recipient: `${receiver.url}/contact` });
    const [got] = await until(() => (receiver.at('/contact').length > 0 ? receiver.at('/contact') : null), 'the lead.created delivery');
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.headers['webhook-id']).toMatch(/^msg_\w+$/);
    expect(got!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(verified(hook, got!)).toBe(true);
    const message = JSON.parse(got!.body) as { type: string; timestamp: string; data: Record<string, unknown> };
    expect(message).toMatchObject({ type: 'lead.created', data: { kind: 'contact', id: sent.body.id, email: 'signe@cabinet.fr', firstName: 'Claire' } });
    expect(Date.parse(message.timestamp)).not.toBeNaN();

    const deliveries = await until(async () => {
      const res = await api<Delivery[]>(s.url, 'GET', `/api/admin/webhooks/${hook.id}/deliveries`, { token });
      return res.body.length > 0 ? res.body : null;
    }, 'the delivery record');
    expect(deliveries[0]).toMatchObject({ messageId: got!.headers['webhook-id'], event: 'lead.created', attempt: 1, statusCode: 204, success: true, error: null });
    await until(() => s.query("SELECT 1 FROM outbox WHERE channel = 'webhook' AND status = 'sent' AND lead_id = ?", sent.body.id).length === 1, 'status sent');
    const list = await api<{ id: number; lastDelivery: Delivery | null }[]>(s.url, 'GET', '/api/admin/webhooks', { token });
    expect(list.body.find((w) => w.id === hook.id)?.lastDelivery).toMatchObject({ statusCode: 204, success: true });
    await api(s.url, 'DELETE', `/api/admin/webhooks/${hook.id}`, { token });
  });

  it('retries a refused delivery with the same webhook-id, and sends quiz leads too', async () => {
    const hook = await create('/quiz', ['lead.created']);
    receiver.script('/quiz', ['error']);
    const sent = await api<{ id: number }>(s.url, 'POST', '/api/quiz-leads', {
      body: { ...CONTACT, email: 'quiz@cabinet.fr', quizAnswers: [{ questionId: 1, answer: 'Oui, mais il a plus de 3 ans' }] },
    });
    expect(sent.status).toBe(201);
    const [first, second] = await until(() => (receiver.at('/quiz').length >= 2 ? receiver.at('/quiz') : null), 'the retry');
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    expect(second!.body).toBe(first!.body);
    expect(verified(hook, first!) && verified(hook, second!)).toBe(true);
    expect(JSON.parse(second!.body)).toMatchObject({ type: 'lead.created', data: { kind: 'quiz', id: sent.body.id, quizScore: expect.any(Number) } });
    const deliveries = await until(async () => {
      const res = await api<Delivery[]>(s.url, 'GET', `/api/admin/webhooks/${hook.id}/deliveries`, { token });
      return res.body.length >= 2 ? res.body : null;
    }, 'two delivery records');
    expect(deliveries.map((d) => [d.attempt, d.statusCode, d.success])).toEqual([[2, 204, true], [1, 500, false]]);
    expect(deliveries[1]!.error).toBe('Réponse HTTP 500 (un code 2xx est attendu).');
    await api(s.url, 'DELETE', `/api/admin/webhooks/${hook.id}`, { token });
  });

  it('cuts a receiver that hangs at the timeout (1 s here, 10 s by default) and retries it', async () => {
    const hook = await create('/lent', ['lead.created']);
    receiver.script('/lent', ['hang']);
    await api(s.url, 'POST', '/api/contacts', { body: { ...CONTACT, email: 'lent@cabinet.fr' } });
    const [first, second] = await until(() => (receiver.at('/lent').length >= 2 ? receiver.at('/lent') : null), 'the retry after the timeout', 15_000);
    expect(second!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    const deliveries = await until(async () => {
      const res = await api<Delivery[]>(s.url, 'GET', `/api/admin/webhooks/${hook.id}/deliveries`, { token });
      return res.body.length >= 2 ? res.body : null;
    }, 'two delivery records');
    const cut = deliveries[1]!;
    expect(cut).toMatchObject({ attempt: 1, statusCode: null, success: false });
    expect(cut.error).toMatch(/^Délai dépassé/);
    expect(cut.durationMs).toBeGreaterThanOrEqual(900);
    expect(cut.durationMs).toBeLessThan(5000);
    expect(deliveries[0]).toMatchObject({ attempt: 2, success: true });
    await api(s.url, 'DELETE', `/api/admin/webhooks/${hook.id}`, { token });
  }, 20_000);

  it('sends article.published when an article is published, not when it is saved as a draft', async () => {
    const hook = await create('/articles', ['article.published']);
    const draft = await api<{ id: number }>(s.url, 'POST', '/api/admin/blog/posts', {
      token,
      body: {
        title: 'Un article publié', slug: 'un-article-publie', content: '## Titre\n\nTexte.', excerpt: 'Résumé',
        practiceType: 'droit-penal', firmSize: 'petit-cabinet', topic: 'seo-local', keywords: [], published: false,
      },
    });
    expect(draft.status).toBe(201);
    await api(s.url, 'POST', '/api/contacts', { body: { ...CONTACT, email: 'pas-abonne@cabinet.fr' } });
    const publish = await api(s.url, 'PATCH', `/api/admin/blog/posts/${draft.body.id}/publish`, { token, body: { published: true } });
    expect(publish.status).toBe(200);
    const [got] = await until(() => (receiver.at('/articles').length > 0 ? receiver.at('/articles') : null), 'the article.published delivery');
    expect(verified(hook, got!)).toBe(true);
    expect(JSON.parse(got!.body)).toMatchObject({
      type: 'article.published',
      data: { id: draft.body.id, slug: 'un-article-publie', url: 'https://www.avocat-visible.test/blog/un-article-publie' },
    });
    expect(receiver.at('/articles')).toHaveLength(1);

    // Saving a published article again announces nothing; an article created published does.
    const body = {
      title: 'Un article publié', slug: 'un-article-publie', content: '## Titre\n\nTexte modifié.', excerpt: 'Résumé',
      practiceType: 'droit-penal', firmSize: 'petit-cabinet', topic: 'seo-local', keywords: [], published: true,
    };
    expect((await api(s.url, 'PUT', `/api/admin/blog/posts/${draft.body.id}`, { token, body })).status).toBe(200);
    const direct = await api<{ id: number }>(s.url, 'POST', '/api/admin/blog/posts', { token, body: { ...body, slug: 'publie-directement' } });
    expect(direct.status).toBe(201);
    const [, second] = await until(() => (receiver.at('/articles').length >= 2 ? receiver.at('/articles') : null), 'the second article.published');
    expect(JSON.parse(second!.body)).toMatchObject({ type: 'article.published', data: { id: direct.body.id, slug: 'publie-directement' } });
    expect(receiver.at('/articles')).toHaveLength(2);
    expect(s.query("SELECT count(*) AS n FROM outbox WHERE channel = 'webhook' AND kind = 'article.published'")).toEqual([{ n: 2 }]);
    await api(s.url, 'DELETE', `/api/admin/webhooks/${hook.id}`, { token });
  });
});

describe('the outbound settings', () => {
  it('cuts a receiver at 10 s by default; OUTBOUND_ALLOW_PRIVATE_HOSTS is one flag, AUDIT_ALLOW_PRIVATE_HOSTS its alias', () => {
    expect(loadConfig({}).WEBHOOK_TIMEOUT_SECONDS).toBe(10);
    expect(loadConfig({}).OUTBOUND_ALLOW_PRIVATE_HOSTS).toBe(false);
    expect(loadConfig({ OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true' })).toMatchObject({ OUTBOUND_ALLOW_PRIVATE_HOSTS: true, AUDIT_ALLOW_PRIVATE_HOSTS: true });
    expect(loadConfig({ AUDIT_ALLOW_PRIVATE_HOSTS: 'true' })).toMatchObject({ OUTBOUND_ALLOW_PRIVATE_HOSTS: true, AUDIT_ALLOW_PRIVATE_HOSTS: true });
  });
});

describe('webhooks without OUTBOUND_ALLOW_PRIVATE_HOSTS', () => {
  const s = useTestServer();
  let token = '';
  let receiver: Receiver;
  beforeAll(async () => {
    token = await registerAdmin(s.url);
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
  });

  it('refuses private and loopback addresses at registration (400, French), IPv4 inside IPv6 too', async () => {
    const inIPv6 = ['http://[::127.0.0.1]/', 'http://[64:ff9b:1::a9fe:a9fe]/', 'http://[64:ff9b::7f00:1]/x', 'http://[2002:a9fe:a9fe::1]/x', 'http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/x'];
    for (const url of [`${receiver.url}/x`, 'http://localhost/x', 'http://[::1]/x', 'http://10.0.0.8/x', 'http://169.254.169.254/latest', 'http://[::ffff:127.0.0.1]/x', ...inIPv6]) {
      const res = await api<{ error: string }>(s.url, 'POST', '/api/admin/webhooks', { token, body: { url, events: ['lead.created'] } });
      expect(res.status, url).toBe(400);
      expect(res.body.error, url).toBe(WEBHOOK_MESSAGES.urlPrivate);
    }
  });

  it('refuses a site-local IPv6 address (fec0::/10) at registration like the other private ones', async () => {
    for (const url of ['http://[fec0::1]/', 'http://[fec0::1]:8080/x', 'https://[feff::1]/x']) {
      const res = await api<{ error: string }>(s.url, 'POST', '/api/admin/webhooks', { token, body: { url, events: ['lead.created'] } });
      expect(res.status, url).toBe(400);
      expect(res.body.error, url).toBe(WEBHOOK_MESSAGES.urlPrivate);
    }
    expect(s.query("SELECT id FROM webhooks WHERE url LIKE '%[fe%'")).toHaveLength(0);
  });

  it('checks again at connect time: an endpoint that now points to a private address gets nothing', async () => {
    // As if the name had been rebound to a private address after registration.
    s.deps.db.insert(webhooks).values({ url: `${receiver.url}/rebound`, events: ['lead.created'], secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }).run();
    await api(s.url, 'POST', '/api/contacts', { body: { ...CONTACT, email: 'rebound@cabinet.fr' } });
    const [delivery] = await until(() => {
      const rows = s.query<{ success: number; error: string }>('SELECT success, error FROM webhook_deliveries');
      return rows.length > 0 ? rows : null;
    }, 'the refused delivery');
    expect(delivery).toEqual({ success: 0, error: 'Adresse non publique refusée : le webhook doit désigner un serveur public.' });
    expect(receiver.received).toHaveLength(0);
  });
});
