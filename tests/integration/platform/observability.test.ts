/**
 * What an operator sees (issue "operable in production"): one JSON log line per request under its
 * X-Request-Id, no visitor data in any line, the id in the outbox sender's lines and in a 500's
 * reply; Prometheus metrics behind METRICS_TOKEN; /readyz.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { api, registerAdmin, useTestServer } from '../../helpers/server';
import { SqliteFile } from '../../helpers/sqlite';
import { until } from '../../helpers/until';

type LogLine = Record<string, unknown> & { level: string; msg: string; requestId?: string; route?: string };

const lines: LogLine[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const text of chunk.toString().split('\n')) if (text.trim()) lines.push(JSON.parse(text) as LogLine);
    done();
  },
});

const TOKEN = 'jeton-de-metriques-0123456789';
const VISITOR = {
  firstName: 'Hortense',
  lastName: 'Secretdelaplace',
  email: 'hortense.secret@cabinet-exemple.fr',
  phone: '0611223344',
  firmName: 'Cabinet Confidentiel',
  objectives: 'Mon objectif très confidentiel',
  consent: true,
};

describe('logs, metrics and readiness', () => {
  const s = useTestServer({ LOG_LEVEL: 'info', METRICS_TOKEN: TOKEN, OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true' }, { logDestination: destination });

  it('writes one line per request with its id, method, route pattern, status and duration; echoes a sane X-Request-Id', async () => {
    const res = await fetch(`${s.url}/blog`, { headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a.42');
    await until(() => lines.some((l) => l.requestId === 'lb-7f3a.42' && l.msg.startsWith('GET')), 'the request line');
    const line = lines.find((l) => l.requestId === 'lb-7f3a.42' && l.msg.startsWith('GET'))!;
    expect(line).toMatchObject({ level: 'info', route: '/blog/', req: { method: 'GET' }, res: { statusCode: 200 } });
    expect(line.durationMs).toEqual(expect.any(Number));

    const insane = await fetch(`${s.url}/blog`, { headers: { 'x-request-id': 'a b<script>' } });
    const generated = insane.headers.get('x-request-id') ?? '';
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('never logs what a visitor typed or sent, and the outbox sender logs under the request that wrote the lead', async () => {
    // A webhook receiver: the sender delivers lead.created to it and logs the delivery.
    const receiver = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => res.end('ok'));
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const token = await registerAdmin(s.url);
    const hook = await api(s.url, 'POST', '/api/admin/webhooks', {
      token,
      body: { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`, events: ['lead.created'] },
    });
    expect(hook.status).toBe(201);
    const res = await api<{ id: number }>(s.url, 'POST', '/api/contacts?email=hortense.secret%40cabinet-exemple.fr', {
      body: VISITOR,
      headers: { 'x-request-id': 'lead-req-1', authorization: 'Bearer jeton-secret-du-client', cookie: 'av_session=cookie-secret' },
    });
    expect(res.status).toBe(201);
    // SMTP is off: both e-mails are recorded as skipped by the sender, with the request's id.
    await until(() => lines.some((l) => l.requestId === 'lead-req-1' && l.component === 'outbox' && l.msg === 'message remis'), "the sender's line");
    expect(lines.find((l) => l.requestId === 'lead-req-1' && l.component === 'outbox')).toMatchObject({ channel: 'webhook', kind: 'lead.created' });
    receiver.close();
    expect(lines.find((l) => l.requestId === 'lead-req-1' && l.msg.startsWith('POST'))).toMatchObject({ route: '/api/contacts', res: { statusCode: 201 } });
    const all = JSON.stringify(lines);
    for (const secret of [VISITOR.email, 'hortense.secret', VISITOR.phone, VISITOR.lastName, VISITOR.objectives, 'jeton-secret-du-client', 'cookie-secret', '127.0.0.1']) {
      expect(all).not.toContain(secret);
    }
  });

  it('answers an unexpected failure 500 with the request id as its reference, and logs the error with its stack', async () => {
    const writer = new SqliteFile(s.dbFile);
    writer.prepare('ALTER TABLE blog_posts RENAME TO blog_posts_away').run();
    try {
      const failed = await fetch(`${s.url}/api/blog/posts`, { headers: { 'x-request-id': 'broken-2' } });
      expect(failed.status).toBe(500);
      const body = (await failed.json()) as { error: string; reference: string };
      expect(body).toEqual({ error: expect.any(String), code: 'INTERNAL_SERVER_ERROR', reference: 'broken-2' });
      expect(JSON.stringify(body)).not.toMatch(/blog_posts|sqlite|\bat /i);
      await until(
        () => lines.some((l) => l.requestId === 'broken-2' && l.level === 'error' && typeof (l.err as { stack?: string } | undefined)?.stack === 'string'),
        'the error line with its stack',
      );
      // The site's own client (tRPC) gets the same reference.
      const viaTrpc = await fetch(`${s.url}/trpc/blog.list`, { headers: { 'x-request-id': 'broken-3' } });
      expect(viaTrpc.status).toBe(500);
      // superjson wraps the error shape in `json`.
      const trpcError = ((await viaTrpc.json()) as { error: { json: { message: string; data: { reference?: string } } } }).error.json;
      expect(trpcError.data.reference).toBe('broken-3');
      expect(trpcError.message).not.toMatch(/blog_posts|sqlite/i);
    } finally {
      writer.prepare('ALTER TABLE blog_posts_away RENAME TO blog_posts').run();
      writer.close();
    }
  });

  it('serves /metrics to the bearer of METRICS_TOKEN only (404 otherwise), with bounded route labels', async () => {
    for (const headers of [{}, { authorization: 'Bearer mauvais-jeton-0123456789' }] as Record<string, string>[]) {
      expect((await fetch(`${s.url}/metrics`, { headers })).status).toBe(404);
    }
    await fetch(`${s.url}/blog`);
    for (let i = 0; i < 20; i++) await fetch(`${s.url}/page-inconnue-${i}-zz`);
    const res = await fetch(`${s.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/blog\/",status_class="2xx"\}/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/api\/contacts",status_class="2xx"\} 1$/m);
    expect(text).toMatch(/^leads_total\{kind="contact"\} 1$/m);
    expect(text).toMatch(/^page_cache_requests_total\{outcome="hit"\} [1-9]\d*$/m);
    expect(text).toMatch(/^outbox_messages\{status="skipped"\} 2$/m);
    expect(text).toMatch(/^outbox_oldest_pending_age_seconds 0$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    // Twenty unknown paths: one label, not twenty.
    expect(text).not.toContain('page-inconnue');
  });

  it('/readyz: 200 with its checks; 503 while a migration is missing, and from the moment the stop begins', async () => {
    const ready = await fetch(`${s.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', checks: { database: 'ok', migrations: 'ok', outbox: { status: 'ok', pending: 0 } } });

    const writer = new SqliteFile(s.dbFile);
    // drizzle's migrations table: one row per migration applied (its `id` column is not a rowid alias).
    const [last] = writer.prepare('SELECT rowid AS rid, hash, created_at FROM __drizzle_migrations ORDER BY created_at DESC LIMIT 1').all() as { rid: number; hash: string; created_at: number }[];
    writer.prepare('DELETE FROM __drizzle_migrations WHERE rowid = ?').run(last!.rid);
    try {
      const missing = await fetch(`${s.url}/readyz`);
      expect(missing.status).toBe(503);
      expect(await missing.json()).toMatchObject({ status: 'unavailable', checks: { database: 'ok', migrations: 'pending' } });
    } finally {
      writer.prepare('INSERT INTO __drizzle_migrations (hash, created_at) VALUES (?, ?)').run(last!.hash, last!.created_at);
      writer.close();
    }
    expect((await fetch(`${s.url}/readyz`)).status).toBe(200);
    expect((await fetch(`${s.url}/healthz`)).status).toBe(200);

    s.app.stopAccepting();
    const stopping = await fetch(`${s.url}/readyz`);
    expect(stopping.status).toBe(503);
    expect(((await stopping.json()) as { status: string }).status).toBe('stopping');
    const page = await fetch(`${s.url}/blog`);
    expect(page.status).toBe(200);
    expect(page.headers.get('connection')).toBe('close');
  });
});
