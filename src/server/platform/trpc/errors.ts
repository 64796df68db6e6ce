import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { core } from 'zod';
import { ZodError } from '#shared/zod';
import { DomainError, type DomainErrorKind } from '../errors';
import { LIMIT_MESSAGES } from '#shared/site/limits';

/** The one map from a service's error to a tRPC code (and so to an HTTP status). */
const CODE_OF_KIND: Record<DomainErrorKind, TRPCError['code']> = {
  invalid: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  'not-found': 'NOT_FOUND',
  conflict: 'CONFLICT',
  unprocessable: 'UNPROCESSABLE_CONTENT',
  'rate-limited': 'TOO_MANY_REQUESTS',
  'upstream-failed': 'BAD_GATEWAY',
  'upstream-timeout': 'GATEWAY_TIMEOUT',
};

/** The tRPC error of a domain error, carrying its `Retry-After` seconds when it has some. */
function fromDomainError(cause: DomainError): TRPCError {
  const error = new TRPCError({ code: CODE_OF_KIND[cause.kind], message: cause.message });
  return cause.retryAfterSeconds ? Object.assign(error, { retryAfterSeconds: cause.retryAfterSeconds }) : error;
}

/** A service's error as tRPC reports it; any other error unchanged. */
export function toTRPCError(error: TRPCError): TRPCError {
  const cause = error.cause;
  return cause instanceof DomainError ? fromDomainError(cause) : error;
}

/** The seconds a refused client should wait (the `Retry-After` header), if the error says so. */
export function retryAfterOf(error: unknown): number | undefined {
  if (error instanceof DomainError) return error.retryAfterSeconds;
  if (!(error instanceof TRPCError)) return undefined;
  const own = (error as TRPCError & { retryAfterSeconds?: number }).retryAfterSeconds;
  return own ?? (error.cause instanceof DomainError ? error.cause.retryAfterSeconds : undefined);
}

/**
 * Every `code` an error reply can carry (the OpenAPI document's `Error.code` enum): the tRPC code
 * of the HTTP status, as `describeError`, the body parser and the REST facade give it.
 */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'PARSE_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_SUPPORTED',
  'CONFLICT',
  'PRECONDITION_FAILED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE_CONTENT',
  'TOO_MANY_REQUESTS',
  'INTERNAL_SERVER_ERROR',
  'BAD_GATEWAY',
  'SERVICE_UNAVAILABLE',
  'GATEWAY_TIMEOUT',
] as const satisfies readonly TRPCError['code'][];
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One validation problem of a request: where (`path` into the input), what (French `message`), zod's `code`. */
type ErrorIssue = { path: (string | number)[]; message: string; code: string };

export type ErrorBody = { error: string; code: TRPCError['code']; issues?: ErrorIssue[] };

/** A zod issue as replies carry it: its path, message and code (nothing of the input it saw). */
function toIssue(issue: core.$ZodIssue): ErrorIssue {
  return {
    path: issue.path.map((key) => (typeof key === 'number' ? key : String(key))),
    message: issue.message,
    code: issue.code,
  };
}

const INTERNAL_ERROR_MESSAGE = 'Une erreur interne est survenue. Veuillez réessayer plus tard.';

/** French messages for the errors tRPC itself raises (body parsing, content type, method). */
const FRAMEWORK_MESSAGES: Partial<Record<TRPCError['code'], string>> = {
  PARSE_ERROR: 'Corps de requête JSON invalide',
  BAD_REQUEST: 'Requête invalide',
  UNSUPPORTED_MEDIA_TYPE: 'Type de contenu non pris en charge : envoyez du JSON (application/json).',
  PAYLOAD_TOO_LARGE: 'Requête trop volumineuse',
  METHOD_NOT_SUPPORTED: 'Méthode non autorisée',
  NOT_FOUND: 'Procédure introuvable',
};

/** tRPC's own English refusal of a batch over `maxBatchSize` (resolveResponse). */
const BATCH_TOO_LARGE = 'Batch call exceeds maximum size';

/**
 * True for an error tRPC raised itself (its message is English, e.g. 'Unexpected end of JSON
 * input', 'Unsupported content-type'), not one a procedure threw with a French message.
 */
function isFrameworkError(error: TRPCError): boolean {
  if (error.code === 'PARSE_ERROR' || error.code === 'UNSUPPORTED_MEDIA_TYPE' || error.code === 'METHOD_NOT_SUPPORTED') {
    return true;
  }
  if (error.code === 'PAYLOAD_TOO_LARGE') return true;
  if (error.code === 'NOT_FOUND') return error.message.startsWith('No procedure found');
  if (error.message === BATCH_TOO_LARGE) return true;
  return error.code === 'BAD_REQUEST' && error.cause instanceof Error && error.cause.message === error.message;
}

/**
 * One description of an error for every face of the app (tRPC replies and the REST facade):
 * validation failures carry the first French zod message plus all issues; unexpected errors
 * never leak their message or stack.
 */
export function describeError(err: unknown): { status: number; body: ErrorBody } {
  const trpcError =
    err instanceof TRPCError
      ? toTRPCError(err)
      : err instanceof DomainError
        ? fromDomainError(err)
        : err instanceof ZodError
        ? new TRPCError({ code: 'BAD_REQUEST', cause: err })
        : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: err instanceof Error ? err : undefined });
  const zodError = trpcError.cause instanceof ZodError ? trpcError.cause : null;
  const status = getHTTPStatusCodeFromError(trpcError);
  const message = zodError
    ? (zodError.issues[0]?.message ?? 'Données invalides')
    : trpcError.code === 'INTERNAL_SERVER_ERROR'
      ? INTERNAL_ERROR_MESSAGE
      : isFrameworkError(trpcError)
        ? trpcError.message === BATCH_TOO_LARGE
          ? LIMIT_MESSAGES.batchTooLarge
          : (FRAMEWORK_MESSAGES[trpcError.code] ?? 'Requête invalide')
        : trpcError.message;
  const body: ErrorBody = { error: message, code: trpcError.code };
  if (zodError) body.issues = zodError.issues.map(toIssue);
  return { status, body };
}

/** tRPC replies: a refused call says how long to wait (`Retry-After`, the longest of a batch). */
export function retryAfterMeta({ errors }: { errors: TRPCError[] }): { headers?: Record<string, string> } {
  const waits = errors.map(retryAfterOf).filter((wait): wait is number => wait !== undefined);
  return waits.length > 0 ? { headers: { 'Retry-After': String(Math.max(...waits)) } } : {};
}
