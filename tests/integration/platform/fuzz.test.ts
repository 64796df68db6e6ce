/**
 * Malformed input never crashes: hundreds of broken requests on every public POST path of the
 * REST table (and the same procedures over /trpc). Each one must get a 4xx with a French
 * `error`, none a 5xx, and nothing may be stored.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { restApi } from '#server/router';
import { ROI_DEFAULTS } from '#shared/tools/schemas';
import { useTestServer } from '../../helpers/server';

const REST_ROUTES = restApi.routes;

type Case = {
  label: string;
  path: string;
  headers: Record<string, string>;
  body: string | Uint8Array<ArrayBuffer>;
};

/** A valid body per path: the base every malformation starts from. */
const VALID: Record<string, Record<string, unknown>> = {
  '/api/admin/login': { username: 'marie', password: 'un-mot-de-passe-solide' },
  // An unknown ticket: a valid body gets 401, a broken one 400.
  '/api/admin/login/2fa': { ticket: 'billet-inconnu-0123456789abcdefghijklmnopqrstuv', code: '123456' },
  '/api/admin/register': { username: 'marie', email: 'marie@cabinet-durand.fr', password: 'un-mot-de-passe-solide' },
  '/api/audit': { websiteUrl: 'https://www.cabinet-martin.fr', specialization: 'Droit pénal' },
  '/api/visibility': { city: 'Marseille', radius: 20, competitors: '1-5 cabinets' },
  '/api/roi-calculator': { ...ROI_DEFAULTS },
  '/api/contacts': {
    firstName: 'Claire', lastName: 'Martin', email: 'claire@cabinet-martin.fr', phone: '01 23 45 67 89',
    firmName: 'Cabinet Martin', objectives: 'Plus de clients', consent: true,
  },
  '/api/quiz-leads': {
    firstName: 'Claire', lastName: 'Martin', email: 'claire@cabinet-martin.fr', consent: true,
    quizAnswers: [{ questionId: 1, answer: 'Oui' }], quizScore: 40,
  },
  '/api/admin/logout': {},
  '/api/beacon': { path: '/blog' },
  '/api/vitals': { path: '/blog', metrics: { lcp: 1800, cls: 0.02 }, deadClicks: [{ label: 'Envoyer' }] },
  // Sent with a well-formed but unknown token: a valid body gets 404, a broken one 400.
  '/api/audit/:token/email': { firstName: 'Claire', email: 'claire@cabinet.fr', consent: true },
  // A well-formed call in the past: a valid body is refused as no offered slot (400), never stored.
  '/api/booking': {
    start: '2020-01-06T09:00:00+01:00', firstName: 'Claire', lastName: 'Martin', email: 'claire@cabinet-martin.fr',
    phone: '01 23 45 67 89', firmName: 'Cabinet Martin', consent: true,
  },
  // Unknown links: a valid body gets 404, a broken one 400.
  '/api/invitations/:token': { username: 'marie', password: 'une-phrase-de-passe-longue' },
  '/api/password-reset/:token': { password: 'une-phrase-de-passe-longue' },
  // An unknown address: the same 202 as a known one, and no e-mail.
  '/api/password-reset': { email: 'inconnu@cabinet-martin.fr' },
};

/**
 * Paths whose valid input would do real work that is not this test's subject (the tools): their
 * transport-level cases carry an already invalid body, so a parser that let one through would
 * still get a 400 from validation, never run the tool.
 */
const TOOL_PATHS = new Set(['/api/audit', '/api/visibility', '/api/roi-calculator']);

const PUBLIC_POSTS = REST_ROUTES.filter((r) => r.method === 'post' && !r.auth);

/** Values tried in every field (and as missing); only those the schema refuses are kept. */
const FIELD_VALUES: unknown[] = [
  undefined, null, 0, -1, 1.5, 1e21, true, false, [], ['x'], {}, { a: 1 }, '', '   ', '\u200B\u200B\u200B', '\u0000',
  '\uFEFF\u200D', 'abc', 'x'.repeat(100_000), '<script>alert(1)</script>', '2500', 'NaN',
];

const JSON_TYPE = { 'content-type': 'application/json' };

const bytesWithin = (json: string, bytes: number[]) => {
  // Replaces the first string value's content with raw (invalid UTF-8) bytes.
  const at = json.indexOf(':"') + 2;
  return new Uint8Array(Buffer.concat([Buffer.from(json.slice(0, at)), Buffer.from(bytes), Buffer.from(json.slice(at))]));
};

/** Malformations of the request itself: body syntax, charset, encoding, bytes, depth, size. */
function transportCases(path: string, base: Record<string, unknown>): Case[] {
  const json = JSON.stringify(base);
  const cases: Case[] = [];
  const add = (label: string, body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = JSON_TYPE) =>
    cases.push({ label, path, headers, body });
  for (const charset of ['latin1', 'iso-8859-1', 'windows-1252', 'utf-16', 'utf-16le', 'utf-7', 'ascii', 'us-ascii', 'koi8-r', 'x-inconnu']) {
    add(`charset ${charset}`, json, { 'content-type': `application/json; charset=${charset}` });
  }
  for (const encoding of ['foo', 'compress', 'zstd', 'x-gzip', 'gzip', 'deflate', 'br', 'gzip, foo', 'identity, foo']) {
    add(`Content-Encoding ${encoding}`, json, { ...JSON_TYPE, 'content-encoding': encoding });
  }
  add('truncated gzip', new Uint8Array(gzipSync(json).subarray(0, 12)), { ...JSON_TYPE, 'content-encoding': 'gzip' });
  for (const text of ['{', '{"a":', "{'firstName':'x'}", '{"a":1,}', '{"a":1}}', 'undefined', 'NaN', '{"a":NaN}', '{a:1}', '<xml/>', json.slice(0, json.length / 2)]) {
    add(`invalid JSON ${text.slice(0, 20)}`, text);
  }
  for (const text of ['null', '"texte"', '42', 'true']) add(`top-level ${text}`, text);
  for (const bytes of [[0xff], [0xc3, 0x28], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe2, 0x82], [0xf8, 0x88, 0x80, 0x80, 0x80]]) {
    add(`invalid UTF-8 ${bytes.map((b) => b.toString(16)).join(' ')}`, bytesWithin(json.includes(':"') ? json : '{"x":""}', bytes));
  }
  for (const depth of [33, 200, 100_000]) {
    add(`deep arrays ${depth}`, `${'['.repeat(depth)}${']'.repeat(depth)}`);
    add(`deep objects ${depth}`, `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);
  }
  add('deep value in a field', json.replace(/^\{/, `{"firstName":${'['.repeat(40)}${']'.repeat(40)},`));
  add('1.5 MB body', JSON.stringify({ ...base, objectives: 'x'.repeat(1_500_000) }));
  return cases;
}

/** Malformations of the content: every field missing or of a wrong value, pollution keys, wrong content types. */
function contentCases(path: string, schema: z.ZodType, base: Record<string, unknown>): Case[] {
  const cases: Case[] = [];
  const add = (label: string, payload: unknown, text = JSON.stringify(payload)) => {
    // The generator only keeps payloads the schema refuses (so the tools never run).
    if (schema.safeParse(text === '' ? {} : JSON.parse(text)).success) return;
    cases.push({ label, path, headers: JSON_TYPE, body: text });
  };
  for (const field of Object.keys(base)) {
    for (const value of FIELD_VALUES) {
      const payload: Record<string, unknown> = { ...base };
      if (value === undefined) delete payload[field];
      else payload[field] = value;
      add(`${field} = ${JSON.stringify(value)?.slice(0, 20) ?? 'missing'}`, payload);
    }
  }
  add('empty object', {});
  add('empty body', {}, '');
  add('array', [base]);
  for (const field of Object.keys(base)) {
    const { [field]: moved, ...rest } = base;
    const inner = JSON.stringify({ [field]: moved });
    const restText = JSON.stringify(rest).slice(1, -1);
    add(`__proto__.${field}`, null, `{${restText}${restText ? ',' : ''}"__proto__":${inner}}`);
    add(`constructor.prototype.${field}`, null, `{${restText}${restText ? ',' : ''}"constructor":{"prototype":${inner}}}`);
  }
  const json = JSON.stringify(base);
  const form = new URLSearchParams(Object.entries(base).map(([k, v]) => [k, String(v)])).toString();
  for (const [type, body] of [
    ['text/plain', json], ['application/x-www-form-urlencoded', form], ['multipart/form-data; boundary=x', `--x\r\n${form}\r\n--x--`],
    ['application/xml', '<contact/>'], ['text/html', json], ['application/octet-stream', json], ['', json],
  ] as const) {
    expect(schema.safeParse({}).success).toBe(false);
    cases.push({ label: `content type '${type}'`, path, headers: type ? { 'content-type': type } : {}, body });
  }
  return cases;
}

function restCases(): Case[] {
  return PUBLIC_POSTS.flatMap((route) => {
    const base = VALID[route.path];
    if (!base) throw new Error(`no valid body for ${route.path}: add it to VALID`);
    const transportBase = TOOL_PATHS.has(route.path) ? { ...base, [Object.keys(base)[0]!]: null } : base;
    return [...transportCases(route.path, transportBase), ...(route.body ? contentCases(route.path, route.body, base) : [])];
  });
}

const ENGLISH = /\b(the|is|not|expected|received|unexpected|invalid|cannot|maximum|unsupported|error|failed)\b/i;
const FRENCH = /[éèêàçùô]|\b(le|la|les|des|du|de|d|ne|doit|pas|en|ou|votre|vos|invalide|veuillez|trop)\b/i;

async function send(base: string, c: Case) {
  const res = await fetch(base + c.path.replace(':token', 'AAAAAAAAAAAAAAAAAAAAAAAA'), { method: 'POST', headers: c.headers, body: c.body });
  const text = await res.text();
  let error: unknown;
  let code: unknown;
  try {
    const parsed = JSON.parse(text) as { error?: unknown; code?: unknown };
    // REST and parser errors: { error, code }; tRPC procedure errors: { error: { json: { message, data: { code } } } }.
    const trpc = (parsed.error as { json?: { message?: unknown; data?: { code?: unknown } } })?.json;
    error = typeof parsed.error === 'string' ? parsed.error : trpc?.message;
    code = typeof parsed.error === 'string' ? parsed.code : trpc?.data?.code;
  } catch {
    error = undefined;
  }
  return { status: res.status, error, code, text };
}

async function runAll(base: string, cases: Case[]) {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++]!;
      const { status, error, code, text } = await send(base, c);
      const ok =
        status >= 400 && status < 500 && typeof error === 'string' && FRENCH.test(error) && !ENGLISH.test(error) &&
        typeof code === 'string' && /^[A-Z_]+$/.test(code);
      if (!ok) failures.push(`${c.path} [${c.label}] → ${status} ${text.slice(0, 160)}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return failures;
}

const TABLES = ['users', 'sessions', 'contacts', 'quiz_leads', 'audit_leads', 'audit_requests', 'visibility_calculations', 'roi_calculations', 'bookings', 'staff_invitations', 'password_resets'];

describe('malformed requests on every public POST path', () => {
  const s = useTestServer({ RATE_LIMIT_AUTH_MAX: '100000', RATE_LIMIT_FORMS_MAX: '100000' });

  it('covers every public POST path of the REST table', () => {
    expect(PUBLIC_POSTS.map((r) => r.path).sort()).toEqual(Object.keys(VALID).sort());
  });

  it('answers each of at least 500 malformed REST requests with a 4xx and a French error, storing nothing', async () => {
    const cases = restCases();
    expect(cases.length).toBeGreaterThanOrEqual(500);
    for (const route of PUBLIC_POSTS) expect(cases.filter((c) => c.path === route.path).length).toBeGreaterThanOrEqual(40);
    const failures = await runAll(s.url, cases);
    expect(failures).toEqual([]);
    for (const table of TABLES) expect(s.query(`SELECT id FROM ${table}`), table).toEqual([]);
  }, 120_000);

  it('answers the same malformations sent to the tRPC procedures with a 4xx and a French error', async () => {
    const procedures = Object.fromEntries(PUBLIC_POSTS.map((r) => [r.path, r.procedure]));
    const cases = restCases()
      .map((c) => {
        // The same body as superjson input ({ json: … }) when it is JSON-like text.
        const wrap = typeof c.body === 'string' && /^[[{]/.test(c.body);
        return { ...c, path: `/trpc/${procedures[c.path]}`, body: wrap ? `{"json":${c.body as string}}` : c.body };
      })
      .filter((c) => !(c.path === '/trpc/auth.logout' && /^(empty|array)/.test(c.label)));
    expect(cases.length).toBeGreaterThanOrEqual(500);
    const failures = await runAll(s.url, cases);
    expect(failures).toEqual([]);
    for (const table of TABLES) expect(s.query(`SELECT id FROM ${table}`), table).toEqual([]);
  }, 120_000);

  it('answers unknown procedures and methods without English framework text', async () => {
    const procedure = await fetch(`${s.url}/trpc/inconnue.procedure`, { method: 'POST', headers: JSON_TYPE, body: '{}' });
    expect(procedure.status).toBe(404);
    expect(((await procedure.json()) as { error: { json: { message: string } } }).error.json.message).toBe('Procédure introuvable');
    for (const method of ['POST', 'DELETE', 'PUT']) {
      const page = await fetch(`${s.url}/blog`, { method, headers: JSON_TYPE, body: '{}' });
      expect(page.status).toBe(404);
      expect(await page.text()).toBe('404 Page Not Found');
    }
  });

  it('still accepts a valid contact afterwards (the refusals above are not a closed door)', async () => {
    const res = await fetch(`${s.url}/api/contacts`, { method: 'POST', headers: JSON_TYPE, body: JSON.stringify(VALID['/api/contacts']) });
    expect(res.status).toBe(201);
    expect(s.query('SELECT first_name FROM contacts')).toEqual([{ first_name: 'Claire' }]);
  });
});
