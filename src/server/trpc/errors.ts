import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError, type core } from 'zod';

export type ErrorBody = { error: string; code: TRPCError['code']; issues?: core.$ZodIssue[] };

export const INTERNAL_ERROR_MESSAGE = 'Une erreur interne est survenue. Veuillez réessayer plus tard.';

/**
 * One description of an error for every face of the app (tRPC replies and the REST facade):
 * validation failures carry the first French zod message plus all issues; unexpected errors
 * never leak their message or stack.
 */
export function describeError(err: unknown): { status: number; body: ErrorBody } {
  const trpcError =
    err instanceof TRPCError
      ? err
      : err instanceof ZodError
        ? new TRPCError({ code: 'BAD_REQUEST', cause: err })
        : new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: err instanceof Error ? err : undefined });
  const zodError = trpcError.cause instanceof ZodError ? trpcError.cause : null;
  const status = getHTTPStatusCodeFromError(trpcError);
  const message = zodError
    ? (zodError.issues[0]?.message ?? 'Données invalides')
    : trpcError.code === 'INTERNAL_SERVER_ERROR'
      ? INTERNAL_ERROR_MESSAGE
      : trpcError.message;
  const body: ErrorBody = { error: message, code: trpcError.code };
  if (zodError) body.issues = zodError.issues;
  return { status, body };
}
