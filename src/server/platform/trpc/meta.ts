/**
 * What a procedure says about itself for the REST facade and the OpenAPI document, through tRPC's
 * `.meta()`: the procedure is the one source (its input and `.output()` schemas, its auth, its HTTP
 * face). rest/routes.ts reads these from the router; nothing is repeated in a table.
 */
import type { RateLimitBucket } from '../rate-limit';
import type { z } from 'zod';
import type { ApiKeyScope } from '#shared/auth/api-keys';
import type { Role } from '#shared/auth/roles';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export const REST_TAGS = [
  'Authentification',
  'Équipe',
  'Blog',
  'Administration du blog',
  'Prospects',
  'Webhooks',
  'Outils',
  'IA',
  'Site',
  'Rendez-vous',
  'SEO',
] as const;
export type RestTag = (typeof REST_TAGS)[number];

export type RestMeta = {
  method: HttpMethod;
  /**
   * Express-style path; `:id` / `:slug` segments are path parameters, given to the procedure as
   * input fields. A GET or DELETE gets its query string and parameters as input; another method
   * gets its JSON body as input, or, with path parameters, `{ ...params, data: body }`.
   */
  path: string;
  summary: string;
  /** Longer text of the operation (Markdown). */
  description?: string;
  tag: RestTag;
  /** Success status; 200 unless said. */
  status?: number;
  /** Other documented error replies (status → description), beyond 400/401/429 that are derived. */
  errors?: Record<number, string>;
  /** 'csv': the procedure returns `{ filename, csv }`, sent as a `text/csv` attachment. */
  reply?: 'json' | 'csv';
  /** A list path with `?limit=&cursor=`: a JSON array and a `Link: <…>; rel="next"` header. */
  paginated?: boolean;
  /**
   * The API key scope that opens this admin path to a third party's key (`Authorization: Bearer
   * av_…`). Without one, an API key gets 403: only a person's session may call it.
   */
  scope?: ApiKeyScope;
  /**
   * Honours `Idempotency-Key` (rest/idempotency.ts). Unless said, every public POST and every
   * admin POST that creates (status 201) does. A POST whose body holds a password or a code
   * (login, its second step, registration, invitation, reset) says `false`: nothing of it is stored.
   */
  idempotent?: boolean;
  /**
   * Honours `If-Match` (RFC 9110, rest/facade.ts): the path of the GET procedure that reads the
   * same resource (same path parameters), e.g. 'blog.byId'. A validator that is not the `ETag`
   * of its current reply → 412, nothing written; no header or `*` → written as before.
   */
  ifMatch?: string;
};

export type ProcedureMeta = {
  /** Set by `staffProcedure`: a bearer token or the session cookie of a staff member is needed. */
  auth?: boolean;
  /** Set by `staffProcedure`: the roles allowed besides `admin` (empty: administrators only). */
  roles?: Role[];
  /** Set by the rate-limited procedures: the bucket counting the client (429 when it goes over its quota). */
  rateLimited?: RateLimitBucket;
  /** Callable by a session while « 2FA obligatoire » waits for this account to set it up. */
  twoFactorSetup?: boolean;
  rest?: RestMeta;
};

/**
 * Output checks run in tests and development; in production the schema only documents the reply
 * (the objects are strict, so a reply that passes the tests has nothing the schema would strip).
 */
const CHECK_OUTPUTS = process.env.NODE_ENV !== 'production' || process.env.CHECK_OUTPUTS === '1';

const documented = new WeakMap<object, z.ZodType>();

/** `.output(checked(Schema))`: the schema, whose check is skipped when CHECK_OUTPUTS is off. */
export function checked<T extends z.ZodType>(schema: T): T {
  if (CHECK_OUTPUTS) return schema;
  const passthrough = new Proxy(schema, {
    get: (target, key, receiver) =>
      key === 'parseAsync' || key === 'parse' ? (value: unknown) => value : Reflect.get(target, key, receiver),
  });
  documented.set(passthrough, schema);
  return passthrough;
}

/** The zod schema behind a procedure's output parser (for the OpenAPI document). */
export function outputSchema(parser: unknown): z.ZodType | undefined {
  if (!parser || typeof parser !== 'object') return undefined;
  return documented.get(parser) ?? (parser as z.ZodType);
}
