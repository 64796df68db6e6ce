/**
 * tRPC in three parts: 1. context, 2. initialisation, 3. procedures.
 * Routers import only `router`, `publicProcedure`, `adminProcedure`, `rateLimitedProcedure`,
 * `readLimitedProcedure` and `rateLimitedAdminProcedure`.
 */
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import type { Request, Response } from 'express';
import type { SessionUser } from '#shared/auth/schemas';
import type { Deps } from '../deps';
import { readSessionCookie, upgradeLegacyCookie } from '../auth/lucia';
import { DomainError } from '../errors';
import { describeError, toTRPCError } from './errors';
import type { RateLimitBucket } from '../rate-limit';
import { LIMIT_MESSAGES } from '#shared/site/limits';
import type { ProcedureMeta } from './meta';

// ─── 1. Context ──────────────────────────────────────────────────────────────

export type Context = Deps & {
  user: SessionUser | null;
  sessionId: string | null;
  ip: string;
  /** The client's User-Agent header ('' when absent): declared crawlers are not counted as visits. */
  userAgent: string;
  /**
   * Adds a Set-Cookie header to the reply (no-op where there is no reply, e.g. SSR loaders): for the
   * procedures at the edge (login, logout), never for services, which return data.
   */
  setCookie: (cookie: string) => void;
  /** Sets a header of the reply (no-op where there is no reply): the rate-limit headers. */
  setHeader: (name: string, value: string) => void;
  /** True for a call over HTTP (/trpc, /api), false for a page's loader run in-process by SSR. */
  overHttp: boolean;
};

function readSessionId(deps: Deps, req: Request): { id: string | null; viaCookie: boolean; legacyCookie: boolean } {
  const bearer = deps.lucia.readBearerToken(req.headers.authorization ?? '');
  if (bearer) return { id: bearer, viaCookie: false, legacyCookie: false };
  const fromCookie = readSessionCookie(deps.lucia, req.headers.cookie ?? '');
  return { id: fromCookie.id, viaCookie: fromCookie.id !== null, legacyCookie: fromCookie.legacy };
}

/**
 * The client's address: Express's `req.ip` behind a trusted proxy (TRUST_PROXY), else the
 * socket's peer — the same value, without parsing X-Forwarded-For on every request.
 */
export function clientIp(deps: Pick<Deps, 'config'>, req: Request): string {
  return (deps.config.TRUST_PROXY ? req.ip : req.socket.remoteAddress) ?? 'unknown';
}

export function createContextFactory(deps: Deps) {
  return async function createContext({ req, res }: { req: Request; res?: Response }): Promise<Context> {
    const setCookie = (cookie: string) => {
      if (res && !res.headersSent) res.append('Set-Cookie', cookie);
    };
    const { id, viaCookie, legacyCookie } = readSessionId(deps, req);
    let user: SessionUser | null = null;
    let sessionId: string | null = null;
    if (id) {
      const result = await deps.lucia.validateSession(id);
      if (result.session && result.user) {
        sessionId = result.session.id;
        user = {
          id: result.user.id,
          username: result.user.username,
          email: result.user.email,
          role: result.user.role,
        };
        if (legacyCookie) {
          for (const cookie of upgradeLegacyCookie(deps.lucia, result.session.id)) setCookie(cookie);
        } else if (viaCookie && result.session.fresh) {
          setCookie(deps.lucia.createSessionCookie(result.session.id).serialize());
        }
      } else if (viaCookie) {
        setCookie(deps.lucia.createBlankSessionCookie().serialize());
      }
    }
    return {
      ...deps,
      user,
      sessionId,
      ip: clientIp(deps, req),
      userAgent: req.headers['user-agent'] ?? '',
      setCookie,
      setHeader: (name: string, value: string) => {
        if (res && !res.headersSent) res.setHeader(name, value);
      },
      overHttp: res !== undefined,
      // The request's logger and id (pino-http): a procedure's lines, and what it writes to the outbox, carry it.
      log: req.log ?? deps.log,
      ...(req.id === undefined ? {} : { requestId: String(req.id) }),
    };
  };
}

// ─── 2. Initialisation ───────────────────────────────────────────────────────

const t = initTRPC.context<Context>().meta<ProcedureMeta>().create({
  transformer: superjson,
  errorFormatter({ shape, error, ctx }) {
    const { body } = describeError(error);
    // An unexpected failure names the request (its id, in the logs with the error's stack).
    const reference = shape.data.httpStatus === 500 && ctx?.requestId ? { reference: ctx.requestId } : {};
    return {
      ...shape,
      message: body.error,
      data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, issues: body.issues, ...reference },
    };
  },
});

// ─── 3. Procedures ───────────────────────────────────────────────────────────

export const router = t.router;

/** Every procedure: a service's domain error leaves as the tRPC error of its kind (`errors.ts`). */
export const publicProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  return result.ok ? result : { ...result, error: toTRPCError(result.error) };
});

/** Refuses the call unless a valid session (bearer token or cookie) came with it. */
export const adminProcedure = publicProcedure.meta({ auth: true }).use(({ ctx, next }) => {
  if (!ctx.user || !ctx.sessionId || ctx.user.role !== 'admin') {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Authentification requise' });
  }
  return next({ ctx: { ...ctx, user: ctx.user, sessionId: ctx.sessionId } });
});

function tooManyRequests(waitSeconds: number): DomainError {
  return new DomainError('rate-limited', LIMIT_MESSAGES.tooManyAttempts(waitSeconds), waitSeconds);
}

/**
 * Counts one request of `key` in `bucket`, says where it stands with the `RateLimit-Policy` and
 * `RateLimit` headers (IETF draft-ietf-httpapi-ratelimit-headers-09: the policy named after the
 * bucket, `q` its quota, `w` its window, `r` what remains, `t` the seconds until the window
 * resets), and refuses with 429 once the quota is spent.
 */
async function countRequest(ctx: Context, bucket: RateLimitBucket, key: string): Promise<void> {
  const taken = await ctx.rateLimiter.take(bucket, key);
  ctx.setHeader('RateLimit-Policy', `"${bucket}";q=${taken.policy.limit};w=${taken.policy.windowSeconds}`);
  ctx.setHeader('RateLimit', `"${bucket}";r=${taken.remaining};t=${taken.resetSeconds}`);
  if (taken.wait > 0) throw tooManyRequests(taken.wait);
}

/** Public writes and login: limited per client IP (HTTP 429 with a French message), counters shared through the database. */
export const rateLimitedProcedure = (bucket: RateLimitBucket) =>
  publicProcedure.meta({ rateLimited: bucket }).use(async ({ ctx, next }) => {
    await countRequest(ctx, bucket, ctx.ip);
    return next();
  });

/**
 * Costly public reads (the `reads` bucket): limited per client IP when called over HTTP. A page's
 * loader running in-process is not counted here: its page route is (`http/read-limit.ts`).
 */
export const readLimitedProcedure = publicProcedure.meta({ rateLimited: 'reads' }).use(async ({ ctx, next }) => {
  if (ctx.overHttp) await countRequest(ctx, 'reads', ctx.ip);
  return next();
});

/** Costly admin work (AI generation): an admin session, then a limit per admin account (429). */
export const rateLimitedAdminProcedure = (bucket: RateLimitBucket) =>
  adminProcedure.meta({ rateLimited: bucket }).use(async ({ ctx, next }) => {
    await countRequest(ctx, bucket, `user:${ctx.user.id}`);
    return next();
  });
