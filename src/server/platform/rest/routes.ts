/**
 * The REST facade's routes, derived from the router: every procedure whose `.meta()` carries a
 * `rest` face (platform/trpc/meta.ts) is one route. The Express dispatch (rest/facade.ts) and the OpenAPI
 * document (rest/openapi.ts) both read this list; auth, input and output come from the
 * procedure itself, so the three cannot drift apart.
 */
import { z } from '#shared/zod';
import type { AnyTRPCProcedure } from '@trpc/server';
import { appRouter, type AppRouter } from '#server/router';
import { outputSchema, type HttpMethod, type ProcedureMeta, type RestMeta } from '../trpc/meta';

;

/** 'auth.me', 'leads.createContact'…: every procedure path of the app router. */
type PathsOf<TRecord> = {
  [K in keyof TRecord & string]: TRecord[K] extends AnyTRPCProcedure
    ? K
    : TRecord[K] extends Record<string, unknown>
      ? `${K}.${PathsOf<TRecord[K]>}`
      : never;
}[keyof TRecord & string];
type ProcedurePath = PathsOf<AppRouter['_def']['record']>;

/** What the facade hands to a route's `input`: the parsed JSON body, the query string and the path parameters. */
type RestRequest = { body: unknown; query: Record<string, unknown>; params: Record<string, string> };

export type RestRoute = RestMeta & {
  /** The tRPC procedure this route calls (a query for GET, a mutation otherwise). */
  procedure: ProcedurePath;
  type: 'query' | 'mutation';
  /** Needs a bearer token or the session cookie (the procedure is an `adminProcedure`). */
  auth: boolean;
  /** Answers 429 past the client's quota. */
  rateLimited: boolean;
  /** Names of the `:param` segments of the path. */
  params: string[];
  /** JSON body schema (the part of the procedure's input that comes from the body). */
  body?: z.ZodType;
  /** Query-string parameters (GET/DELETE input fields that are not path parameters). */
  query?: z.ZodObject;
  /** Path parameter schemas, by name. */
  paramSchemas: Record<string, z.ZodType>;
  /** The procedure's reply schema. */
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

function outputOf(proc: AnyTRPCProcedure): { output?: z.ZodType } {
  const output = outputSchema((proc._def as { output?: unknown }).output);
  return output ? { output } : {};
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
    body = inputObject?.shape.data as z.ZodType | undefined;
    input = (r) => ({ ...r.params, data: r.body });
  } else {
    body = inputSchema;
    input = inputSchema ? (r) => r.body : () => undefined;
  }
  return {
    ...rest,
    procedure: procedure as ProcedurePath,
    type,
    auth: meta.auth === true,
    rateLimited: meta.rateLimited === true,
    params,
    paramSchemas,
    ...(body ? { body } : {}),
    ...(query ? { query } : {}),
    ...outputOf(proc),
    input,
  };
}

/** Every REST route, in the router's order. */
export const REST_ROUTES: RestRoute[] = Object.entries(
  // `_def.procedures` is, at run time, the flat map by path that `callTRPCProcedure` reads.
  appRouter._def.procedures as unknown as Record<string, AnyTRPCProcedure>,
)
  .map(([path, proc]) => deriveRoute(path, proc))
  .filter((route): route is RestRoute => route !== null);

/** `/api/admin/blog/posts/:id` → `/api/admin/blog/posts/{id}` (OpenAPI form). */
export const toOpenApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
