/**
 * The integrator's view (issue 31): types generated from /api/openapi.json by openapi-typescript, a
 * small openapi-fetch client that walks the lead list by its `Link: <…>; rel="next"` header,
 * type-checked (strict) against those types — and a misuse of the API refused by the same check —
 * then run against the live server.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerAdmin, useTestServer } from '../../helpers/server';

/** The integrator's client: every contact request, page by page, following rel="next". */
const CLIENT = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

export type Lead = paths['/api/admin/leads']['get']['responses'][200]['content']['application/json'][number];

/** The cursor of a Link header's rel="next" target (RFC 8288), or undefined on the last page. */
function nextCursor(link: string | null): string | undefined {
  const target = link ? /<([^>]+)>;\\s*rel="next"/.exec(link)?.[1] : undefined;
  return target ? (new URL(target, 'http://localhost').searchParams.get('cursor') ?? undefined) : undefined;
}

export async function allContacts(baseUrl: string, token: string, limit: number): Promise<{ leads: Lead[]; pages: number }> {
  const client = createClient<paths>({ baseUrl, headers: { Authorization: \`Bearer \${token}\` } });
  const leads: Lead[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const { data, response } = await client.GET('/api/admin/leads', { params: { query: { kind: 'contact', limit, cursor } } });
    if (!data) throw new Error(\`HTTP \${response.status}\`);
    pages += 1;
    for (const lead of data) leads.push(lead);
    cursor = nextCursor(response.headers.get('link'));
  } while (cursor);
  return { leads, pages };
}
`;

/** Two mistakes the generated types must catch: a query parameter and a reply field that do not exist. */
const MISUSE = `
import createClient from 'openapi-fetch';
import type { paths } from './api';

export async function misuse(baseUrl: string): Promise<(string | null)[] | undefined> {
  const client = createClient<paths>({ baseUrl });
  const { data } = await client.GET('/api/admin/leads', { params: { query: { pageSize: 5 } } });
  return data?.map((lead) => lead.firmName);
}
`;

const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  skipLibCheck: true,
};

const format = (diagnostics: readonly ts.Diagnostic[]) => diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));

describe('a typed client generated from /api/openapi.json', () => {
  const s = useTestServer({ RATE_LIMIT_FORMS_MAX: '100' });
  let dir: string;
  let token: string;
  beforeAll(async () => {
    token = await registerAdmin(s.url);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'typed-client-'));
    // The modules resolve openapi-fetch as an integrator's project would: from its node_modules.
    fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'), 'dir');
    const doc = await api<Parameters<typeof openapiTS>[0]>(s.url, 'GET', '/api/openapi.json');
    expect(doc.status).toBe(200);
    fs.writeFileSync(path.join(dir, 'api.ts'), astToString(await openapiTS(doc.body)));
    fs.writeFileSync(path.join(dir, 'client.ts'), CLIENT);
    fs.writeFileSync(path.join(dir, 'misuse.ts'), MISUSE);
  });
  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('type-checks the client against the generated types (strict), and refuses a misuse of them', () => {
    const files = ['api.ts', 'client.ts', 'misuse.ts'].map((name) => path.join(dir, name));
    const program = ts.createProgram(files, COMPILER_OPTIONS);
    const [types, client, misuse] = files.map((file) => format(ts.getPreEmitDiagnostics(program, program.getSourceFile(file))));
    expect(types).toEqual([]);
    expect(client).toEqual([]);
    expect(misuse!.some((message) => message.includes('pageSize')), misuse!.join('\n')).toBe(true);
    expect(misuse!.some((message) => message.includes('firmName')), misuse!.join('\n')).toBe(true);
  });

  it('walks every contact request page by page through Link rel="next", each exactly once', async () => {
    for (let i = 1; i <= 12; i++) {
      const res = await api(s.url, 'POST', '/api/contacts', {
        body: { firstName: `Prénom${i}`, lastName: 'Typé', email: `client${i}@cabinet-type.fr`, consent: true },
      });
      expect(res.status).toBe(201);
    }
    const compiled = ts.transpileModule(CLIENT, { compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext } });
    const file = path.join(dir, 'client.mjs');
    fs.writeFileSync(file, compiled.outputText);
    const { allContacts } = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
      allContacts: (baseUrl: string, token: string, limit: number) => Promise<{ leads: { id: number; kind: string }[]; pages: number }>;
    };
    const { leads, pages } = await allContacts(s.url, token, 5);
    const stored = s.query<{ id: number }>('SELECT id FROM contacts ORDER BY id').map((row) => row.id);
    expect(stored.length).toBeGreaterThanOrEqual(12);
    expect(pages).toBe(Math.ceil(stored.length / 5));
    expect(leads.every((lead) => lead.kind === 'contact')).toBe(true);
    const ids = leads.map((lead) => lead.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual(stored);
  });
});
