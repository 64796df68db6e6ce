/**
 * tRPC in three parts: 1. context, 2. initialisation, 3. procedures.
 * Routers import only `router`, `publicProcedure`, `adminProcedure`, `staffProcedure`,
 * `rateLimitedProcedure`, `readLimitedProcedure` and `rateLimitedStaffProcedure`.
 */
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import type { Request, Response } from 'express';
import type { SessionUser } from '#shared/auth/schemas';
import { roleAllows, roleForbiddenMessage, type Role } from '#shared/auth/roles';
import type { Deps } from '../deps';
import { readSessionCookie, upgradeLegacyCookie } from '../auth/lucia';
import { readApiKey, resolveApiKey, type ApiKeyIdentity } from '../auth/api-keys';
import { twoFactorSetupMissing } from '../auth/two-factor-gate';
import { API_KEY_FORBIDDEN, type ApiKeyScope } from '#shared/auth/api-keys';
import { TWO_FACTOR_MESSAGES } from '#shared/auth/two-factor';
import { DomainError } from '../errors';
import { describeError, toTRPCError } from './errors';
import type { RateLimitBucket } from '../rate-limit';
import { LIMIT_MESSAGES } from '#shared/site/limits';
import type { ProcedureMeta } from './meta';

// ─── 1. Context ──────────────────────────────────────────────────────────────

export type Context = Deps & {
  user: SessionUser | null;
  sessionId: string | null;
  /** A third party's API key (`Authorization: Bearer av_…`, valid): then `user` is null until `adminProcedure`. */
  apiKey: ApiKeyIdentity | null;
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
    const key = readApiKey(req.headers.authorization ?? '');
    const apiKey = key ? await resolveApiKey(deps.db, key) : null;
    const { id, viaCookie, legacyCookie } = key ? { id: null, viaCookie: false, legacyCookie: false } : readSessionId(deps, req);
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
      apiKey,
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

/** What a staff procedure asks of its caller: its roles, the scope that opens it to an API key, whether 2FA set-up may call it. */
export type StaffRequirement = { roles: readonly Role[]; scope?: ApiKeyScope | undefined; twoFactorSetup?: boolean | undefined };

/**
 * Staff only. A person: 401 without a valid session (bearer token or cookie), 403 with a French
 * message when their role is not among `roles` (an admin is always allowed), and, while 2FA is
 * required for everyone, 403 until they set it up (the set-up procedures excepted). An API key: 403
 * unless it holds the scope the procedure's REST face declares, never beyond its owner's role, and,
 * while 2FA is required, not until its owner has turned it on; it then acts for the account that
 * created it (`sessionId` null). Called by `staffProcedure`, and by the REST facade before it
 * replays an Idempotency-Key's answer (a replay is never served to a caller the procedure would refuse).
 */
export async function authorizeStaff(ctx: Context, need: StaffRequirement): Promise<{ user: SessionUser; sessionId: string | null }> {
  if (ctx.apiKey) {
    if (!need.scope || !ctx.apiKey.scopes.includes(need.scope)) throw new TRPCError({ code: 'FORBIDDEN', message: API_KEY_FORBIDDEN(need.scope) });
    if (!roleAllows(ctx.apiKey.owner.role, need.roles)) throw new TRPCError({ code: 'FORBIDDEN', message: roleForbiddenMessage(ctx.apiKey.owner.role) });
    if (await twoFactorSetupMissing(ctx.db, ctx.apiKey.owner.id)) throw new TRPCError({ code: 'FORBIDDEN', message: TWO_FACTOR_MESSAGES.keyOwnerSetupRequired });
    return { user: ctx.apiKey.owner, sessionId: null };
  }
  if (!ctx.user || !ctx.sessionId) {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Authentification requise' });
  }
  if (!roleAllows(ctx.user.role, need.roles)) {
    throw new TRPCError({ code: 'FORBIDDEN', message: roleForbiddenMessage(ctx.user.role) });
  }
  if (!need.twoFactorSetup && (await twoFactorSetupMissing(ctx.db, ctx.user.id))) {
    throw new TRPCError({ code: 'FORBIDDEN', message: TWO_FACTOR_MESSAGES.setupRequired });
  }
  return { user: ctx.user, sessionId: ctx.sessionId };
}

/** A staff procedure for `roles` (the roles go in the meta, so the OpenAPI document says which role or scope each operation needs). */
export const staffProcedure = (roles: readonly Role[]) =>
  publicProcedure.meta({ auth: true, roles: [...roles] }).use(async ({ ctx, meta, next }) => {
    const { user, sessionId } = await authorizeStaff(ctx, { roles, scope: meta?.rest?.scope, twoFactorSetup: meta?.twoFactorSetup });
    return next({ ctx: { ...ctx, user, sessionId } });
  });

/** Administrators only (staff, settings, webhooks…): 401 without a session, 403 for another role. */
export const adminProcedure = staffProcedure([]);

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

/** Costly staff work (AI generation): a session of one of `roles`, then a limit per account (429). */
export const rateLimitedStaffProcedure = (bucket: RateLimitBucket, roles: readonly Role[]) =>
  staffProcedure(roles).meta({ rateLimited: bucket }).use(async ({ ctx, next }) => {
    await countRequest(ctx, bucket, `user:${ctx.user.id}`);
    return next();
  });
