import { createHash } from 'node:crypto';
import { callTRPCProcedure } from '@trpc/server';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { describeHttpError, jsonBody } from '../http/body';
import { describeError, retryAfterOf } from '../trpc/errors';
import type { Context } from '../trpc/init';
import { buildOpenApiDocument } from './openapi';
import type { RateLimitBucket, RateLimitPolicy } from '../rate-limit';
import { hasEtag, type RestApi } from './routes';
import { DOCS_ASSETS, DOCS_CSP, DOCS_INIT_JS, renderDocs } from './docs';
import { EndpointTable } from './endpoint-table';
import { claimKey, IDEMPOTENCY_HEADER, IDEMPOTENCY_MESSAGES, sessionScope, validKey, type IdempotencyCaller, type StoredReply } from './idempotency';
import { authorizeStaff } from '../trpc/init';
import { readApiKey } from '../auth/api-keys';

type CreateContext = (opts: { req: Request; res: Response }) => Promise<Context>;

/** The strong validator of a resource (RFC 9110 §8.8.3): a hash of its reply's JSON. */
const etagOf = (body: unknown) => `"${createHash('sha256').update(JSON.stringify(body ?? null)).digest('base64url').slice(0, 32)}"`;

/** True when `If-Match` holds the current validator (strong comparison: a weak `W/` one never matches). */
const ifMatchHolds = (header: string, current: string) => header.split(',').some((tag) => tag.trim() === current);

/**
 * True when `If-None-Match` names the current validator (weak comparison) or is `*`. Evaluated here
 * rather than by Express's `req.fresh`, which ignores it beside `Cache-Control: no-cache`, a header
 * that fetch() adds to every conditional request (an openapi-fetch client would never get its 304).
 */
const ifNoneMatchHolds = (header: string, current: string) => header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === current);

/** Replies `body` as JSON. Writes skip Express's ETag (a hash of a reply no cache will keep). */
function sendJson(req: Request, res: Response, status: number, body: unknown) {
  if (req.method === 'GET' || req.method === 'HEAD') {
    res.status(status).json(body);
    return;
  }
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/** True when the request carries a body (RFC 9112: a length above 0, or chunked). */
const hasBody = (req: Request) => Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/**
 * Whose Idempotency-Key this is: the API key, the session, or nobody (an anonymous caller, whose
 * answers are never replayed). The credential itself only derives the stored reply's keys.
 */
function idempotencyCaller(req: Request, ctx: Context, route: { method: string; path: string; params: string[] }): IdempotencyCaller {
  // The route's pattern, and for a path with parameters a hash of the path: a token in a path
  // (an invitation's, a report's) is never stored in clear.
  const resource = route.params.length > 0 ? ` ${createHash('sha256').update(req.path).digest('base64url').slice(0, 22)}` : '';
  const where = `${route.method.toUpperCase()} ${route.path}${resource}`;
  const apiKey = ctx.apiKey ? readApiKey(req.headers.authorization ?? '') : null;
  if (ctx.apiKey && apiKey) return { scope: `${where} key:${ctx.apiKey.id}`, credential: apiKey };
  if (ctx.sessionId) return { scope: `${where} ${sessionScope(ctx.sessionId)}`, credential: ctx.sessionId };
  return { scope: `${where} public`, credential: null };
}

/** `sendJson`, after storing the answer under the request's Idempotency-Key when it has one. */
async function replyJson(req: Request, res: Response, status: number, body: unknown) {
  const store = res.locals.storeReply as ((reply: StoredReply) => Promise<void>) | undefined;
  if (store) await store({ status, body });
  // 204: done, nothing to say (RFC 9110 §15.3.5), whatever the procedure returned for its tRPC callers.
  if (status === 204) {
    res.status(204).end();
    return;
  }
  sendJson(req, res, status, body);
}

function sendError(req: Request, res: Response, err: unknown) {
  const { status, body } = describeError(err);
  const retryAfter = retryAfterOf(err);
  if (retryAfter) res.setHeader('Retry-After', String(retryAfter));
  // RFC 9110: a 401 names the scheme that would be accepted.
  if (status === 401) res.setHeader('WWW-Authenticate', 'Bearer realm="api"');
  if (status === 500) {
    // Unexpected: logged with its stack under the request's id; the client gets the id as a reference, never the error.
    req.log.error({ err }, 'erreur interne (API)');
    sendJson(req, res, status, { ...body, reference: String(req.id) });
    return;
  }
  // A provider that failed (502, 504…): the French message says it; the line keeps its cause.
  if (status > 500 && status !== 501) req.log.warn({ err }, 'échec en amont (API)');
  sendJson(req, res, status, body);
}

/**
 * The `Link` header of a page (RFC 8288): the same request with the next page's cursor, as a
 * reference relative to the request's own URL.
 */
function nextLink(req: Request, cursor: string): string {
  const url = new URL(req.originalUrl, 'http://localhost');
  url.searchParams.set('cursor', cursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}

const API_PATH = /^\/api(?:\/|$)/i;

/**
 * Every row of the REST table, plus /api/openapi.json and /api/docs, as one middleware: the JSON
 * body parser, then one table lookup (not a walk through an Express route per row: this runs
 * on every lead).
 */
export function createRestFacade(
  api: RestApi,
  createContext: CreateContext,
  siteUrl: string,
  /** Each rate-limit bucket's quota, documented on the operations it counts. */
  limits: Record<RateLimitBucket, RateLimitPolicy>,
  /** Runs before the body is read (the cross-site guard of cookie-authenticated mutations). */
  guard: RequestHandler,
): RequestHandler {
  const table = new EndpointTable();

  const openapi = buildOpenApiDocument(api, siteUrl, limits);
  table.add('get', '/api/openapi.json', (_req, res) => {
    res.json(openapi);
  });
  const docs = renderDocs(api);
  table.add('get', '/api/docs', (_req, res) => {
    res.setHeader('Content-Security-Policy', DOCS_CSP);
    res.type('html').send(docs);
  });
  table.add('get', '/api/docs/init.js', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/javascript').send(DOCS_INIT_JS);
  });
  for (const [name, file] of Object.entries(DOCS_ASSETS)) {
    table.add('get', `/api/docs/${name}`, (_req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=86400');
      res.sendFile(file);
    });
  }

  for (const route of api.routes) {
    const read = route.ifMatch ? api.routes.find((other) => other.procedure === route.ifMatch) : undefined;
    table.add(route.method, route.path, async (req: Request, res: Response) => {
      let claimed: ((reply: StoredReply) => Promise<void>) | undefined;
      // Admin replies hold personal data (leads, accounts): never kept by a cache on the way.
      if (route.auth) res.setHeader('Cache-Control', 'no-store');
      // A body that is not JSON on a JSON path: 415, not a validation error about missing fields.
      if (route.body && hasBody(req) && !req.is(['application/json', '+json'])) {
        sendJson(req, res, 415, { error: 'Type de contenu non pris en charge : envoyez du JSON (application/json).', code: 'UNSUPPORTED_MEDIA_TYPE' });
        return;
      }
      try {
        const ctx = await createContext({ req, res });
        const key = route.idempotent ? req.headers[IDEMPOTENCY_HEADER] : undefined;
        if (typeof key === 'string') {
          if (!validKey(key)) {
            sendJson(req, res, 400, { error: IDEMPOTENCY_MESSAGES.badKey, code: 'BAD_REQUEST' });
            return;
          }
          // Who may call it comes first: a stored answer is never served to a caller the procedure would refuse.
          if (route.auth) await authorizeStaff(ctx, { roles: route.roles, scope: route.scope, twoFactorSetup: route.twoFactorSetup });
          const claim = await claimKey(ctx.db, idempotencyCaller(req, ctx, route), key, req.body ?? null);
          if (claim.kind !== 'claimed') {
            if (claim.kind === 'replay') res.setHeader('Idempotent-Replayed', 'true');
            sendJson(req, res, claim.reply.status, claim.reply.body);
            return;
          }
          // The answer, whatever it is, is stored before it leaves (a 5xx forgets the key).
          claimed = claim.finish;
          res.locals.storeReply = claimed;
        }
        // The resource as a GET would read it now (for If-Match, and the ETag of the written one).
        const readCurrent = read
          ? () =>
              callTRPCProcedure({
                router: api.router,
                path: read.procedure,
                type: 'query',
                ctx,
                getRawInput: async () => read.input({ body: {}, query: {}, params: req.params as Record<string, string> }),
                signal: undefined,
                batchIndex: 0,
              })
          : undefined;
        const ifMatch = req.headers['if-match'];
        if (readCurrent && typeof ifMatch === 'string' && ifMatch.trim() !== '*' && !ifMatchHolds(ifMatch, etagOf(await readCurrent()))) {
          sendJson(req, res, 412, { error: 'La ressource a changé depuis votre lecture', code: 'PRECONDITION_FAILED' });
          return;
        }
        const rawInput = route.input({
          body: req.body ?? {},
          query: req.query as Record<string, unknown>,
          params: req.params as Record<string, string>,
        });
        // The procedure itself, as the site's tRPC client reaches it (its middlewares, then its
        // zod input schema), without building a typed caller proxy on every request.
        const result: unknown = await callTRPCProcedure({
          router: api.router,
          path: route.procedure,
          type: route.type,
          ctx,
          getRawInput: async () => rawInput,
          signal: undefined,
          batchIndex: 0,
        });
        if (route.reply === 'csv') {
          const { filename, csv } = result as { filename: string; csv: string };
          res
            .status(route.status ?? 200)
            .type('text/csv; charset=utf-8')
            .attachment(filename)
            .setHeader('Cache-Control', 'no-store')
            .send(csv);
          return;
        }
        if (route.paginated) {
          // A page, `{ items, nextCursor }`: the JSON array, and the next page in the Link header.
          const page = result as { items: unknown[]; nextCursor: string | null };
          if (page.nextCursor) res.setHeader('Link', nextLink(req, page.nextCursor));
          sendJson(req, res, route.status ?? 200, page.items);
          return;
        }
        if (hasEtag(route)) {
          const etag = etagOf(result);
          res.setHeader('ETag', etag);
          const ifNoneMatch = req.headers['if-none-match'];
          if (typeof ifNoneMatch === 'string' && ifNoneMatchHolds(ifNoneMatch, etag)) {
            res.status(304).end();
            return;
          }
        } else if (readCurrent && route.method !== 'delete') res.setHeader('ETag', etagOf(await readCurrent()));
        await replyJson(req, res, route.status ?? 200, result ?? { success: true });
      } catch (err) {
        if (claimed) {
          const { status, body } = describeError(err);
          await claimed({ status, body }).catch((storeErr: unknown) => req.log.error({ err: storeErr }, 'clé Idempotency-Key non enregistrée'));
        }
        sendError(req, res, err);
      }
    });
  }

  // Body parser failures (malformed JSON, too large, charset, Content-Encoding, invalid UTF-8)
  // keep their 4xx; anything else thrown before a route is described like a procedure error.
  const fail = (req: Request, res: Response, err: unknown) => {
    const described = describeHttpError(err);
    if (described) {
      sendJson(req, res, described.status, described.body);
      return;
    }
    sendError(req, res, err);
  };

  return (req: Request, res: Response, next: NextFunction) => {
    const path = req.path;
    if (!API_PATH.test(path)) return next();
    const dispatch = (err?: unknown) => {
      if (err) return fail(req, res, err);
      let found: ReturnType<EndpointTable['find']>;
      try {
        found = table.find(req.method, path);
      } catch (findErr) {
        return fail(req, res, findErr);
      }
      if (!found) {
        // A known path: OPTIONS lists its methods (as Express routes did); another method is a 405 with `Allow`.
        const allowed = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((verb) => table.find(verb, path));
        if (allowed.length > 0) {
          res.setHeader('Allow', allowed.join(', '));
          if (req.method === 'OPTIONS') {
            res.status(200).type('text/plain').send(allowed.join(', '));
            return;
          }
          sendJson(req, res, 405, { error: 'Méthode non autorisée sur ce chemin', code: 'METHOD_NOT_SUPPORTED' });
          return;
        }
      }
      if (!found) {
        sendJson(req, res, 404, { error: 'Route API introuvable', code: 'NOT_FOUND' });
        return;
      }
      req.params = found.params;
      Promise.resolve(found.endpoint(req, res)).catch((endpointErr: unknown) => fail(req, res, endpointErr));
    };
    void guard(req, res, (guardErr?: unknown) => (guardErr ? fail(req, res, guardErr) : jsonBody(req, res, dispatch)));
  };
}
