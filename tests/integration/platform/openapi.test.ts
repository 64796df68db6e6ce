/**
 * The OpenAPI document is a contract: Redocly's recommended rules find nothing in it, and every
 * operation, called for real, answers what the document says (ajv on the reply's JSON).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROI_DEFAULTS } from '#shared/tools/schemas';
import { startFixtureSite, type FixtureSite } from '../../helpers/fixture-site';
import { totp } from '../../helpers/totp';
import { api, useTestServer } from '../../helpers/server';
import { newestLinkToken } from '../../helpers/staff-links';

type Operation = {
  operationId: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};
type Document = {
  openapi: string;
  info: { contact?: { email?: string }; license?: { name?: string } };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>> };
  webhooks: Record<string, { post: { requestBody: { content: Record<string, { schema: { $ref: string } }> } } }>;
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

/** A response schema with its `#/components/schemas/…` reference resolved. */
function schemaOf(doc: Document, op: Operation, status: number): Record<string, unknown> {
  const response = op.responses[String(status)];
  if (!response) throw new Error(`${op.operationId}: status ${status} is not documented`);
  const schema = response.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${op.operationId}: no JSON schema for ${status}`);
  const ref = schema.$ref as string | undefined;
  return ref ? doc.components.schemas[ref.replace('#/components/schemas/', '')]! : schema;
}

describe('the OpenAPI document of /api', () => {
  const s = useTestServer({ OUTBOUND_ALLOW_PRIVATE_HOSTS: 'true', RATE_LIMIT_AUTH_MAX: '100' });
  let doc: Document;
  let site: FixtureSite;
  beforeAll(async () => {
    site = await startFixtureSite();
    doc = (await api<Document>(s.url, 'GET', '/api/openapi.json')).body;
  });
  afterAll(async () => {
    await site.close();
  });

  it('types every webhook event from its registered schema, firmName everywhere, and its example fits', () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual(['article.published', 'lead.created', 'lead.deleted', 'lead.note_added', 'lead.updated']);
    for (const [event, item] of Object.entries(doc.webhooks)) {
      const ref = item.post.requestBody.content['application/json']!.schema.$ref;
      const message = doc.components.schemas[ref.replace('#/components/schemas/', '')]! as { properties: { data: { properties: Record<string, unknown> } }; example: unknown };
      const fields = Object.keys(message.properties.data.properties);
      expect(fields, event).not.toContain('firm');
      // lead.deleted carries only { kind, id }: nothing about the person whose data was erased.
      if (event === 'lead.deleted') expect(fields, event).toEqual(['kind', 'id']);
      else if (event.startsWith('lead.')) expect(fields, event).toContain('firmName');
      const validate = ajv.compile(message);
      expect(validate(message.example) ? [] : validate.errors, event).toEqual([]);
    }
    const created = doc.components.schemas.WebhookLeadCreated as { properties: { data: { properties: Record<string, unknown> } } };
    expect(Object.keys(created.properties.data.properties)).toEqual(expect.arrayContaining(['message', 'booking']));
    const updated = doc.components.schemas.WebhookLeadUpdated as { properties: { data: { required: string[] } } };
    expect(updated.properties.data.required).toContain('changes');
  });

  it('documents the quota of every rate-limited operation from its bucket, with the RateLimit headers', () => {
    const contacts = doc.paths['/api/contacts']!.post! as Operation & { description: string; 'x-rate-limit': unknown };
    expect(contacts['x-rate-limit']).toEqual({ bucket: 'forms', limit: expect.any(Number), windowSeconds: 900 });
    expect(contacts.description).toMatch(/Limite : \d+ requêtes par 900 s par adresse IP \(compteur « forms »/);
    const headers = (contacts.responses as Record<string, { headers?: Record<string, unknown> }>);
    for (const status of ['201', '429']) expect(Object.keys(headers[status]!.headers!), status).toEqual(expect.arrayContaining(['RateLimit', 'RateLimit-Policy']));
    expect(doc.paths['/api/admin/webhooks']!.get).not.toHaveProperty('x-rate-limit');
  });

  it('has contact, license and security on every operation', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.info.contact?.email).toMatch(/@/);
    expect(doc.info.license?.name).toBeTruthy();
    for (const [p, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        expect(op.security, `${method} ${p}`).toBeInstanceOf(Array);
        const success = Object.keys(op.responses).find((code) => code.startsWith('2'))!;
        if (success === '204') continue;
        const content = op.responses[success]!.content!;
        const schema = content['application/json']?.schema ?? content['text/csv']?.schema ?? content['text/event-stream']?.schema;
        expect(schema && Object.keys(schema).length > 0, `${method} ${p} success schema`).toBe(true);
      }
    }
  });

  it('passes Redocly lint with the recommended rules, without an error or a warning', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const run = spawnSync(
      process.execPath,
      [path.resolve('node_modules/@redocly/cli/bin/cli.js'), 'lint', '--extends', 'recommended', '--format', 'json', file],
      { encoding: 'utf8', env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', CI: 'true' }, timeout: 120_000 },
    );
    fs.rmSync(dir, { recursive: true, force: true });
    const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as { totals: { errors: number; warnings: number }; problems: { message: string }[] };
    expect(report.problems.map((p) => p.message)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    expect(run.status).toBe(0);
  }, 130_000);

  it('states every rule of the contract: no form-only or computed input, ranges, URLs, quiz answers, typed errors', () => {
    const body = (p: string) => (doc.paths[p]!.post as unknown as { requestBody: { content: Record<string, { schema: { properties: Record<string, Record<string, unknown>> } }> } }).requestBody.content['application/json']!.schema;
    expect(Object.keys(body('/api/contacts').properties)).not.toContain('website');
    expect(Object.keys(body('/api/quiz-leads').properties)).not.toContain('website');
    expect(Object.keys(body('/api/quiz-leads').properties)).not.toContain('quizScore');
    expect(Object.keys(body('/api/audit/{token}/email').properties)).not.toContain('website');
    expect(body('/api/roi-calculator').properties.currentLeads).toMatchObject({ type: 'integer', minimum: 1, maximum: 1000 });
    expect(body('/api/admin/webhooks').properties.url!.pattern).toBeTruthy();
    expect(JSON.stringify(body('/api/admin/blog/posts').properties.imageUrl)).toContain('pattern');
    expect(JSON.stringify(body('/api/quiz-leads').properties.quizAnswers)).toContain('Non, pas encore');
    const error = doc.components.schemas.Error as { properties: { code: { enum: string[] }; issues: { items: { required: string[] } } } };
    expect(error.properties.code.enum).toEqual(expect.arrayContaining(['BAD_REQUEST', 'NOT_FOUND', 'TOO_MANY_REQUESTS', 'PAYLOAD_TOO_LARGE']));
    expect(error.properties.issues.items.required).toEqual(['path', 'message', 'code']);
  });

  it('gives every operation an example request and reply that its own schemas accept, and its error replies', () => {
    const problems: string[] = [];
    for (const [p, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const full = op as Operation & { requestBody?: { content: Record<string, { schema: Record<string, unknown>; example?: unknown }> }; parameters?: { in: string; name: string; schema: Record<string, unknown>; example?: unknown }[] };
        const check = (label: string, schema: Record<string, unknown>, example: unknown) => {
          if (example === undefined) return void problems.push(`${method} ${p} ${label}: no example`);
          const resolved = schema.$ref ? doc.components.schemas[String(schema.$ref).split('/').pop()!]! : schema;
          const validate = ajv.compile(resolved);
          if (!validate(example)) problems.push(`${method} ${p} ${label}: ${ajv.errorsText(validate.errors)}`);
        };
        const json = full.requestBody?.content['application/json'];
        if (json) check('request', json.schema, json.example);
        for (const parameter of full.parameters ?? []) if (parameter.in === 'path') check(parameter.name, parameter.schema, parameter.example);
        for (const [status, response] of Object.entries(op.responses)) {
          const content = (response.content?.['application/json'] ?? undefined) as { schema: Record<string, unknown>; example?: unknown } | undefined;
          if (content) check(status, content.schema, content.example);
        }
        const statuses = Object.keys(op.responses);
        expect(statuses, `${method} ${p}`).toContain('400');
        if (op.security?.length) expect(statuses, `${method} ${p}`).toEqual(expect.arrayContaining(['401', '403']));
        if (p.includes('{')) expect(statuses, `${method} ${p}`).toContain('404');
        if (method !== 'get' && method !== 'delete') expect(statuses, `${method} ${p}`).toContain('413');
        const limited = op.responses['429'] as { headers?: Record<string, unknown> } | undefined;
        if (limited) expect(limited.headers, `${method} ${p} 429`).toHaveProperty('Retry-After');
      }
    }
    expect(problems).toEqual([]);
  });

  it('answers every operation, for real, with a reply that matches the document', async () => {
    const called = new Set<string>();
    let token = '';
    const ids: Record<string, string | number> = {};
    const article = {
      title: 'Contrat d’API', slug: 'contrat-api', content: '## Titre\n\nTexte.', excerpt: 'Résumé',
      practiceType: 'droit-penal', firmSize: 'petit-cabinet', topic: 'seo-local', metaDescription: null,
      keywords: ['api'], imageUrl: null, published: false,
    };
    /** Calls one operation and checks its reply against the document. */
    const call = async (method: string, docPath: string, opts: { body?: unknown; query?: string; expect?: number; auth?: boolean } = {}) => {
      const op = doc.paths[docPath]?.[method.toLowerCase()];
      expect(op, `${method} ${docPath} documented`).toBeDefined();
      const url = docPath.replace(/\{(\w+)\}/g, (_m, name: string) => String(ids[name])) + (opts.query ?? '');
      const res = await fetch(s.url + url, {
        method,
        headers: {
          ...(opts.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(opts.auth !== false && token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      const text = await res.text();
      const expected = opts.expect ?? Number(Object.keys(op!.responses).find((code) => code.startsWith('2')));
      expect(res.status, `${method} ${url}: ${text.slice(0, 300)}`).toBe(expected);
      if (res.status === 204) {
        expect(text).toBe('');
        expect(op!.responses['204']!.content).toBeUndefined();
      } else if (res.headers.get('content-type')?.startsWith('text/csv')) {
        expect(op!.responses[String(res.status)]!.content!['text/csv']).toBeDefined();
      } else {
        const validate = ajv.compile(schemaOf(doc, op!, res.status));
        const body: unknown = JSON.parse(text);
        expect(validate(body) ? [] : validate.errors, `${method} ${docPath} → ${res.status}`).toEqual([]);
      }
      if (res.status < 300) called.add(`${method.toLowerCase()} ${docPath}`);
      return (/^[[{]/.test(text) ? JSON.parse(text) : null) as Record<string, unknown>;
    };

    await call('POST', '/api/admin/register', { body: { username: 'contrat', email: 'contrat@cabinet.fr', password: 'un-mot-de-passe-solide' } });
    token = ((await call('POST', '/api/admin/login', { body: { username: 'contrat', password: 'un-mot-de-passe-solide' } })) as { token: string }).token;
    await call('GET', '/api/admin/user');
    await call('GET', '/api/admin/user', { auth: false, expect: 401 });
    const audit = (await call('POST', '/api/audit', { body: { websiteUrl: `${site.url}/bon`, specialization: 'Droit pénal' } })) as { reportUrl: string };
    ids.token = audit.reportUrl.slice('/audit/'.length);
    await call('GET', '/api/audit/{token}', { auth: false });
    await call('POST', '/api/audit/{token}/email', { auth: false, body: { firstName: 'Claire', email: 'claire@cabinet-martin.fr', consent: true } });
    await call('POST', '/api/audit/{token}/email', { auth: false, body: { firstName: 'Claire', email: 'claire@cabinet-martin.fr', consent: false }, expect: 400 });
    await call('POST', '/api/visibility', { body: { city: 'Lyon', radius: 20, competitors: '1-5 cabinets' } });
    await call('POST', '/api/roi-calculator', { body: { ...ROI_DEFAULTS } });
    await call('POST', '/api/contacts', {
      auth: false,
      body: { firstName: 'Claire', lastName: 'Martin', email: 'claire@cabinet-martin.fr', phone: '', firmName: 'Cabinet Martin', consent: true },
    });
    await call('POST', '/api/contacts', { auth: false, body: { firstName: 'Claire' }, expect: 400 });
    await call('POST', '/api/quiz-leads', {
      auth: false,
      body: { firstName: 'Hugo', lastName: 'Bernard', email: 'hugo@bernard.fr', consent: true, quizAnswers: [{ questionId: 1, answer: 'Oui, mais il a plus de 3 ans' }] },
    });
    await call('GET', '/api/contacts');
    await call('GET', '/api/contacts', { query: '?limit=1' });
    await call('GET', '/api/admin/quiz-leads');
    await call('GET', '/api/admin/contacts/export.csv');
    await call('GET', '/api/admin/quiz-leads/export.csv');
    await call('POST', '/api/beacon', { body: { path: '/blog' } });
    await call('POST', '/api/beacon', { body: { path: 'pas-un-chemin' }, expect: 400 });
    await call('GET', '/api/admin/stats', { query: '?days=7' });
    await call('POST', '/api/vitals', { body: { path: '/blog', metrics: { lcp: 1800, inp: 120, cls: 0.02, ttfb: 300 }, deadClicks: [{ label: 'Envoyer' }] } });
    await call('POST', '/api/vitals', { body: { path: '/blog', metrics: { lcp: 'vite' }, deadClicks: [] }, expect: 400 });
    await call('GET', '/api/admin/vitals', { query: '?days=7' });
    await call('GET', '/api/admin/not-found', { query: '?days=7' });
    await call('GET', '/api/admin/leads/summary');
    const leads = (await call('GET', '/api/admin/leads', { query: '?kind=contact&limit=1' })) as unknown as { id: number; kind: string }[];
    ids.kind = leads[0]!.kind;
    ids.id = leads[0]!.id;
    await call('GET', '/api/admin/leads', { query: '?sort=score' });
    await call('GET', '/api/admin/leads/{kind}/{id}');
    await call('PATCH', '/api/admin/leads/{kind}/{id}', { body: { status: 'contacte' } });
    await call('PATCH', '/api/admin/leads/{kind}/{id}', { body: { status: 'inconnu' }, expect: 400 });
    await call('POST', '/api/admin/leads/{kind}/{id}/notes', { body: { text: 'Appelé ce matin.' } });
    await call('GET', '/api/admin/leads/{kind}/{id}', { query: '0', expect: 404 });
    const emails = (await call('GET', '/api/admin/emails')) as unknown as { id: number }[];
    ids.id = emails[0]!.id;
    await call('POST', '/api/admin/emails/{id}/retry');
    await call('GET', '/api/admin/people', { query: '?email=claire@cabinet-martin.fr' });
    await call('GET', '/api/admin/people', { query: '?email=pas-une-adresse', expect: 400 });
    await call('DELETE', '/api/admin/people', { query: '?email=personne@exemple.fr' });

    const created = await call('POST', '/api/admin/blog/posts', { body: article });
    ids.id = created.id as number;
    await call('POST', '/api/admin/blog/posts', { body: article, expect: 409 });
    await call('GET', '/api/admin/blog/posts');
    await call('GET', '/api/admin/blog/posts/{id}');
    await call('PUT', '/api/admin/blog/posts/{id}', { body: { ...article, title: 'Contrat d’API, modifié' } });
    const rule = await call('POST', '/api/admin/redirects', { body: { from: '/ancienne-adresse', to: '/blog', status: 301 } });
    await call('POST', '/api/admin/redirects', { body: { from: '/pricing', to: '/blog' }, expect: 409 });
    await call('GET', '/api/admin/redirects', { query: '?limit=1' });
    const articleId = ids.id;
    ids.id = rule.id as number;
    await call('DELETE', '/api/admin/redirects/{id}', { expect: 204 });
    await call('DELETE', '/api/admin/redirects/{id}', { expect: 404 });
    ids.id = articleId;
    await call('PATCH', '/api/admin/blog/posts/{id}/publish', { body: { published: true } });
    await call('GET', '/api/admin/blog/posts/{id}/backlinks');
    await call('POST', '/api/admin/blog/links/check', { body: { paths: ['/blog/contrat-api', '/blog/inconnu', '/ancienne-adresse'] } });
    await call('POST', '/api/admin/blog/links/check', { body: {}, expect: 400 });
    await call('GET', '/api/blog/posts');
    ids.slug = 'contrat-api';
    await call('GET', '/api/blog/posts/{slug}');
    await call('GET', '/api/blog/posts/{slug}', { query: 'x', expect: 404 });
    await call('DELETE', '/api/admin/blog/posts/{id}');
    await call('GET', '/api/admin/blog/posts/{id}', { expect: 404 });
    await call('GET', '/api/admin/blog/posts/{id}/backlinks', { expect: 404 });

    await call('POST', '/api/admin/blog/generate-ideas', { body: { practiceType: 'droit-penal' } });
    await call('POST', '/api/admin/blog/generate', { body: { practiceType: 'droit-penal', firmSize: 'avocat-independant', topic: 'seo-local' } });
    await call('POST', '/api/admin/blog/generate-image', { body: { prompt: 'Un bureau lumineux', filename: 'bureau' } });
    await call('GET', '/api/sitemap');
    await call('GET', '/api/admin/ai/usage', { query: '?days=7' });
    // The streamed generation: an event stream, its last event the stored draft.
    const streamed = await fetch(`${s.url}/api/admin/blog/generate/stream`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ practiceType: 'droit-penal', firmSize: 'avocat-independant', topic: 'seo-local' }),
    });
    expect(streamed.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await streamed.text()).toMatch(/event: done\ndata: \{"post":/);
    called.add('post /api/admin/blog/generate/stream');

    const hook = await call('POST', '/api/admin/webhooks', { body: { url: `${site.url}/hook`, events: ['lead.created'] } });
    ids.id = hook.id as number;
    await call('POST', '/api/admin/webhooks', { body: { url: 'ftp://exemple.fr/x', events: ['lead.created'] }, expect: 400 });
    await call('GET', '/api/admin/webhooks');
    await call('GET', '/api/admin/webhooks/{id}/deliveries');
    await call('DELETE', '/api/admin/webhooks/{id}');
    await call('DELETE', '/api/admin/webhooks/{id}', { expect: 404 });

    await call('POST', '/api/admin/blog/seo-analysis', {
      body: { title: 'SEO local pour avocats', slug: 'seo-local-avocats', metaDescription: null, content: '## SEO local\n\nTexte.', focusKeyword: 'SEO local' },
    });
    const category = await call('POST', '/api/admin/blog/categories', { body: { name: 'Contrat d’API' } });
    ids.id = category.id as number;
    await call('POST', '/api/admin/blog/categories', { body: { name: 'Contrat d’API' }, expect: 409 });
    await call('GET', '/api/admin/blog/categories');
    await call('GET', '/api/admin/blog/categories/{id}');
    await call('PUT', '/api/admin/blog/categories/{id}', { body: { name: 'Contrat d’API, renommé' } });
    await call('DELETE', '/api/admin/blog/categories/{id}');
    await call('DELETE', '/api/admin/blog/categories/{id}', { expect: 404 });
    await call('GET', '/api/admin/blog/categories/{id}', { expect: 404 });

    // The multipart upload: a real PNG, its JSON reply checked against the document like the others.
    const canvas = createCanvas(40, 20);
    canvas.getContext('2d').fillRect(0, 0, 40, 20);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(canvas.toBuffer('image/png'))], { type: 'image/png' }), 'carre.png');
    const uploaded = await fetch(`${s.url}/api/admin/uploads`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(uploaded.status).toBe(201);
    const uploadOp = doc.paths['/api/admin/uploads']!.post!;
    const validateUpload = ajv.compile(schemaOf(doc, uploadOp, 201));
    const uploadBody: unknown = await uploaded.json();
    expect(validateUpload(uploadBody) ? [] : validateUpload.errors).toEqual([]);
    called.add('post /api/admin/uploads');

    // Issue #29: API keys, then two-factor login (codes computed from the secret).
    const key = await call('POST', '/api/admin/api-keys', { body: { name: 'Contrat', scopes: ['leads:read'] } });
    ids.id = key.id as number;
    await call('GET', '/api/admin/api-keys');
    await call('DELETE', '/api/admin/api-keys/{id}');
    await call('DELETE', '/api/admin/api-keys/{id}', { expect: 404 });
    await call('GET', '/api/admin/2fa');
    const { secret } = (await call('POST', '/api/admin/2fa/setup')) as { secret: string };
    const { recoveryCodes } = (await call('POST', '/api/admin/2fa/enable', { body: { code: totp(secret) } })) as { recoveryCodes: string[] };
    await call('PUT', '/api/admin/2fa/required', { body: { required: false } });
    const { ticket } = (await call('POST', '/api/admin/login', { auth: false, body: { username: 'contrat', password: 'un-mot-de-passe-solide' } })) as {
      ticket: string;
    };
    await call('POST', '/api/admin/login/2fa', { auth: false, body: { ticket, code: '000000' }, expect: 401 });
    await call('POST', '/api/admin/login/2fa', { auth: false, body: { ticket, code: recoveryCodes[0] } });
    await call('POST', '/api/admin/2fa/disable', { body: { code: recoveryCodes[1] } });
    await call('PUT', '/api/admin/user/email', { body: { email: 'contrat@cabinet.fr' } });
    await call('PUT', '/api/admin/user/email', { body: { email: 'pas-une-adresse' }, expect: 400 });
    ids.id = ((await call('GET', '/api/admin/user')) as { user: { id: number } }).user.id;
    await call('POST', '/api/admin/users/{id}/2fa/reset', { body: {} });
    // Booking a call (issue 30).
    const bookingSettings = await call('GET', '/api/admin/booking/settings');
    await call('PUT', '/api/admin/booking/settings', { body: bookingSettings });
    const free = (await call('GET', '/api/booking/slots', { auth: false })) as unknown as { slots: { start: string }[] };
    const visitor = { firstName: 'Claire', lastName: 'Martin', email: 'claire@cabinet-martin.fr', phone: '06 12 34 56 78', firmName: 'Cabinet Martin', consent: true };
    const booked = (await call('POST', '/api/booking', { auth: false, body: { ...visitor, start: free.slots[0]!.start } })) as { manageUrl: string };
    await call('POST', '/api/booking', { auth: false, body: { ...visitor, start: free.slots[0]!.start }, expect: 409 });
    ids.token = booked.manageUrl.split('/').at(-1)!;
    await call('GET', '/api/booking/{token}', { auth: false });
    await call('PATCH', '/api/booking/{token}', { auth: false, body: { start: free.slots[1]!.start } });
    await call('GET', '/api/admin/bookings');
    await call('DELETE', '/api/booking/{token}', { auth: false });
    await call('GET', '/api/booking/{token}', { auth: false, expect: 404 });
    const second = await call('POST', '/api/booking', { auth: false, body: { ...visitor, start: free.slots[2]!.start } });
    ids.id = second.id as number;
    await call('DELETE', '/api/admin/bookings/{id}');
    // The team: an invitation (its link read from the outbox), its acceptance, a role, a removal, a reset, the audit log.
    const revoked = await call('POST', '/api/admin/users/invitations', { body: { email: 'revoquee@cabinet.fr', role: 'sales' } });
    await call('GET', '/api/admin/users/invitations', { query: '?limit=1' });
    ids.id = revoked.id as number;
    await call('DELETE', '/api/admin/users/invitations/{id}');
    await call('DELETE', '/api/admin/users/invitations/{id}', { expect: 404 });
    await call('POST', '/api/admin/users/invitations', { body: { email: 'equipe@cabinet.fr', role: 'editor' } });
    ids.token = await newestLinkToken(s, 'invitation');
    await call('GET', '/api/invitations/{token}', { auth: false });
    const joined = await call('POST', '/api/invitations/{token}', { auth: false, body: { username: 'equipe', password: 'une-phrase-de-passe-longue' } });
    ids.id = (joined.user as { id: number }).id;
    await call('GET', '/api/admin/users');
    await call('PATCH', '/api/admin/users/{id}', { body: { role: 'sales' } });
    await call('DELETE', '/api/admin/users/{id}');
    await call('POST', '/api/password-reset', { auth: false, body: { email: 'inconnu@cabinet.fr' } });
    await call('POST', '/api/password-reset/{token}', { auth: false, body: { password: 'une-phrase-de-passe-longue' }, expect: 404 });
    await call('POST', '/api/password-reset', { auth: false, body: { email: 'contrat@cabinet.fr' } });
    ids.token = await newestLinkToken(s, 'reset');
    await call('POST', '/api/password-reset/{token}', { auth: false, body: { password: 'un-mot-de-passe-solide' } });
    token = ((await call('POST', '/api/admin/login', { body: { username: 'contrat', password: 'un-mot-de-passe-solide' } })) as { token: string }).token;
    await call('GET', '/api/admin/audit-log', { query: '?limit=5' });

    await call('POST', '/api/admin/password', { body: { currentPassword: 'un-mot-de-passe-solide', newPassword: 'un-autre-mot-de-passe' } });
    await call('POST', '/api/admin/logout');

    const documented = Object.entries(doc.paths).flatMap(([p, item]) => Object.keys(item).map((m) => `${m} ${p}`));
    expect(documented.filter((op) => !called.has(op))).toEqual([]);
  }, 60_000);
});
