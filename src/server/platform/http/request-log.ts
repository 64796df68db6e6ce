/**
 * One log line per request (pino-http): its id, method, route pattern, status and duration in ms,
 * and its latency in the `http_request_duration_seconds` histogram. The id is the client's
 * `X-Request-Id` when it is a sane token (a proxy's), otherwise a new UUID; it is echoed on the
 * reply and carried by every line logged for the request (`req.log`). No URL, header, body or
 * address is logged: the route pattern says what was asked without what the visitor typed.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../log';
import type { Metrics } from '../metrics';

/** Letters, digits and `._:-`, 1 to 100 characters: what proxies and tracing systems send. */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,99}$/;

function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}

/**
 * A request's route pattern, from a bounded set: what a handler wrote in `res.locals.route` (the
 * REST facade's `/api/contacts/:id`, a tRPC procedure, a page's route), else its class.
 */
export type RouteOf = (req: Request, res: Response) => string;

export function requestLogger(logger: Logger, metrics: Metrics, routeOf: RouteOf): RequestHandler {
  const route = (req: IncomingMessage, res: ServerResponse) => {
    const cached = (res as Response).locals?.route as string | undefined;
    return cached ?? routeOf(req as Request, res as Response);
  };
  const middleware = pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestIdOf(req.headers['x-request-id']);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    quietReqLogger: true,
    wrapSerializers: false,
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    serializers: {
      req: (req: IncomingMessage & { id?: unknown }) => ({ method: req.method }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    // The route is known once the request is handled: it goes in the line written at the end.
    customSuccessObject: (req, res, line: object) => ({ ...line, route: route(req, res) }),
    // A 5xx is logged at `error` level, without the placeholder error pino-http makes of its status
    // (the handler logged the real one, with its stack, under the same id).
    customErrorObject: (req, res, _error, line: object) => ({ ...line, err: undefined, route: route(req, res) }),
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: (req, res) => `${req.method} ${route(req, res)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${route(req, res)} ${res.statusCode}`,
  });
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics.observeRequest(req.method, route(req, res), res.statusCode, seconds);
      // A page or generated file the page cache answered (HIT) or had to make (MISS).
      const cache = res.getHeader('x-cache');
      if (cache === 'HIT' || cache === 'MISS') metrics.pageCache(cache === 'HIT' ? 'hit' : 'miss');
    });
    middleware(req, res, next);
  };
}

/**
 * The bounded route labels of the app: `routeOf` classes what no handler labelled (assets, uploads,
 * an unknown API path, a page by its route pattern once the SSR entry is loaded); `labelProcedure`
 * labels a /trpc call by its procedure when it is one of `procedures` (a batch, a fixed label).
 */
export function routeLabels(procedures: Iterable<string>, pagePattern: () => ((pathname: string) => string) | undefined) {
  const known = new Set(procedures);
  const routeOf: RouteOf = (req) => {
    const p = req.path;
    if (p.startsWith('/assets/')) return '/assets/*';
    if (p.startsWith('/uploads/')) return '/uploads/*';
    if (p === '/api' || p.startsWith('/api/')) return '/api/*';
    if (p.startsWith('/trpc')) return '/trpc/*';
    const pattern = pagePattern();
    if ((req.method === 'GET' || req.method === 'HEAD') && pattern) return pattern(p);
    return 'other';
  };
  const labelProcedure: RequestHandler = (req, res, next) => {
    const names = req.path.slice(1).split(',');
    res.locals.route = names.length > 1 ? '/trpc (lot)' : known.has(names[0]!) ? `/trpc/${names[0]}` : '/trpc/*';
    next();
  };
  return { routeOf, labelProcedure };
}
