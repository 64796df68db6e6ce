/**
 * The REST facade's routes, derived from the router: every procedure whose `.meta()` carries a
 * `rest` face (platform/trpc/meta.ts) is one route. The Express dispatch (rest/facade.ts) and the OpenAPI
 * document (rest/openapi.ts) both read this list; auth, input and output come from the
 * procedure itself, so the three cannot drift apart.
 */
import type { RateLimitBucket } from '../rate-limit';
import { z } from '#shared/zod';
import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import type { Role } from '#shared/auth/roles';
import { outputSchema, type HttpMethod, type ProcedureMeta, type RestMeta, type RestTag } from '../trpc/meta';

/** What the facade hands to a route's `input`: the parsed JSON body, the query string and the path parameters. */
type RestRequest = { body: unknown; query: Record<string, unknown>; params: Record<string, string> };

export type RestRoute = RestMeta & {
  /** The tRPC procedure this route calls (a query for GET, a mutation otherwise): 'auth.me', 'leads.createContact'… */
  procedure: string;
  type: 'query' | 'mutation';
  /** Needs a bearer token or the session cookie (the procedure is an `adminProcedure`). */
  auth: boolean;
  /** The roles allowed (admin first) when `auth`: others get 403. */
  roles: Role[];
  /** Callable by a session while « 2FA obligatoire » waits for its account to set it up. */
  twoFactorSetup: boolean;
  /** Answers 429 past the client's quota. */
  /** The rate-limit bucket counting the operation's client (its quota is documented), or null. */
  rateLimited: RateLimitBucket | null;
  /** Honours `Idempotency-Key`: the meta's choice, else every public POST and every admin create. */
  idempotent: boolean;
  /** Names of the `:param` segments of the path. */
  params: string[];
  /** JSON body schema (the part of the procedure's input that comes from the body). */
  body?: z.ZodType;
  /** Query-string parameters (GET/DELETE input fields that are not path parameters). */
  query?: z.ZodObject;
  /** Path parameter schemas, by name. */
  paramSchemas: Record<string, z.ZodType>;
  /** The reply's schema: the procedure's output, or the `items` of a paginated list's page. */
  output?: z.ZodType;
  /** The procedure's raw input, built from the request. */
  input: (req: RestRequest) => unknown;
};

function objectOf(schema: z.ZodType | undefined): z.ZodObject | undefined {
  let current: unknown = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
    current = (current as z.ZodOptional).unwrap();
  }
  return current instanceof z.ZodObject ? current : undefined;
}

/** The object a body schema reads: the schema itself, or the object before a `.transform()` / `.pipe()`. */
function bodyObjectOf(schema: z.ZodType | undefined): z.ZodObject | undefined {
  const object = objectOf(schema);
  if (object || !(schema instanceof z.ZodPipe)) return object;
  return objectOf(schema.in as z.ZodType);
}

/** A field the site's own forms send and the public contract leaves out (`.meta({ formOnly: true })`: the honeypot). */
const isFormOnly = (field: unknown) => z.globalRegistry.get(field as z.ZodType)?.formOnly === true;

/**
 * The body as the contract declares it: the document leaves out form-only fields, and the facade
 * hands the procedure only the declared fields (an undeclared one, such as the form's spam trap,
 * is ignored rather than read).
 */
function publicBody(schema: z.ZodType | undefined): { schema?: z.ZodType; pick: (body: unknown) => unknown } {
  const object = bodyObjectOf(schema);
  if (!schema || !object) return { ...(schema ? { schema } : {}), pick: (body) => body };
  const hidden = Object.keys(object.shape).filter((name) => isFormOnly(object.shape[name]));
  const declared = new Set(Object.keys(object.shape).filter((name) => !hidden.includes(name)));
  const pick = (body: unknown) =>
    body && typeof body === 'object' && !Array.isArray(body)
      ? Object.fromEntries(Object.entries(body).filter(([name]) => declared.has(name)))
      : body;
  if (hidden.length === 0) return { schema, pick };
  const visible = z.object(Object.fromEntries([...declared].map((name) => [name, object.shape[name] as z.ZodType])));
  const documented = schema instanceof z.ZodPipe && objectOf(schema.in as z.ZodType) === object ? z.pipe(visible, schema.out as z.ZodType<unknown, Record<string, unknown>>) : visible;
  return { schema: documented, pick };
}

/** A paginated procedure returns a page, `{ items, nextCursor }`; its REST reply is the `items` array. */
function outputOf(proc: AnyTRPCProcedure, paginated: boolean): { output?: z.ZodType } {
  const output = outputSchema((proc._def as { output?: unknown }).output);
  if (!output) return {};
  if (!paginated) return { output };
  const items = objectOf(output)?.shape.items as z.ZodType | undefined;
  if (!items) throw new Error('REST: a paginated procedure must return { items, nextCursor }');
  return { output: items };
}

const WITHOUT_BODY = new Set<HttpMethod>(['get', 'delete']);

function deriveRoute(procedure: string, proc: AnyTRPCProcedure): RestRoute | null {
  const meta = proc._def.meta as ProcedureMeta | undefined;
  if (!meta?.rest) return null;
  const rest = meta.rest;
  const type = rest.method === 'get' ? 'query' : 'mutation';
  if (proc._def.type !== type) {
    throw new Error(`REST: ${rest.method.toUpperCase()} ${rest.path} needs a ${type} at '${procedure}'`);
  }
  const inputSchema = (proc._def.inputs as z.ZodType[])[0];
  const inputObject = objectOf(inputSchema);
  const params = [...rest.path.matchAll(/:(\w+)/g)].map(([, name]) => name!);
  for (const name of params) {
    if (!inputObject?.shape[name]) throw new Error(`REST: ${rest.path} has :${name} but '${procedure}' takes no '${name}'`);
  }
  const paramSchemas = Object.fromEntries(params.map((name) => [name, inputObject!.shape[name] as z.ZodType]));
  let body: z.ZodType | undefined;
  let query: z.ZodObject | undefined;
  let input: RestRoute['input'];
  if (WITHOUT_BODY.has(rest.method)) {
    const fields = inputObject ? Object.keys(inputObject.shape).filter((name) => !params.includes(name)) : [];
    query = inputObject && fields.length > 0 ? z.object(Object.fromEntries(fields.map((name) => [name, inputObject.shape[name]!]))) : undefined;
    input = inputSchema ? (r) => ({ ...(query ? r.query : {}), ...r.params }) : () => undefined;
  } else if (params.length > 0) {
    const declared = publicBody(inputObject?.shape.data as z.ZodType | undefined);
    body = declared.schema;
    input = (r) => ({ ...r.params, data: declared.pick(r.body) });
  } else {
    const declared = publicBody(inputSchema);
    body = declared.schema;
    input = inputSchema ? (r) => declared.pick(r.body) : () => undefined;
  }
  return {
    ...rest,
    procedure,
    type,
    auth: meta.auth === true,
    roles: meta.auth === true ? ['admin', ...(meta.roles ?? [])] : [],
    twoFactorSetup: meta.twoFactorSetup === true,
    rateLimited: meta.rateLimited ?? null,
    idempotent: rest.idempotent ?? (rest.method === 'post' && (meta.auth !== true || rest.status === 201)),
    params,
    paramSchemas,
    ...(body ? { body } : {}),
    ...(query ? { query } : {}),
    ...outputOf(proc, rest.paginated === true),
    input,
  };
}

/**
 * A route a feature serves beside the router (the multipart image upload): listed in the docs and
 * described in the OpenAPI document by its own operation object.
 */
export type ExtraOperation = {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: RestTag;
  auth: boolean;
  /** Its OpenAPI 3.1 operation object. */
  operation: Record<string, unknown>;
};

/** What the REST facade serves and documents: the router's procedures with a `rest` face, and the extra routes. */
export type RestApi = { router: AnyTRPCRouter; routes: RestRoute[]; extra: ExtraOperation[] };

/** Every REST route of `router`, in its order (checked: a GET is a query, every `:param` an input field). */
export function describeRestApi(router: AnyTRPCRouter, extra: ExtraOperation[] = []): RestApi {
  const routes = Object.entries(
    // `_def.procedures` is, at run time, the flat map by path that `callTRPCProcedure` reads.
    router._def.procedures as unknown as Record<string, AnyTRPCProcedure>,
  )
    .map(([path, proc]) => deriveRoute(path, proc))
    .filter((route): route is RestRoute => route !== null);
  for (const route of routes) {
    if (!route.ifMatch) continue;
    const read = routes.find((other) => other.procedure === route.ifMatch);
    if (read?.method !== 'get' || read.paginated || read.params.join() !== route.params.join()) {
      throw new Error(`REST: ${route.path} checks If-Match against '${route.ifMatch}', which must be a GET of one resource with the same path parameters`);
    }
  }
  return { router, routes, extra };
}

/** A GET of one resource (path parameters, one JSON object): its reply carries an `ETag`. */
export const hasEtag = (route: RestRoute) => route.method === 'get' && route.params.length > 0 && !route.paginated && route.reply !== 'csv';

/** `/api/admin/blog/posts/:id` → `/api/admin/blog/posts/{id}` (OpenAPI form). */
export const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
