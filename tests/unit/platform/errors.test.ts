/** One module maps a service's domain error to its tRPC code and HTTP status, with its French message. */
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { DomainError, type DomainErrorKind } from '#server/platform/errors';
import { describeError, toTRPCError } from '#server/platform/trpc/errors';

describe('domain errors', () => {
  it.each<[DomainErrorKind, number, string]>([
    ['invalid', 400, 'BAD_REQUEST'],
    ['unauthorized', 401, 'UNAUTHORIZED'],
    ['forbidden', 403, 'FORBIDDEN'],
    ['not-found', 404, 'NOT_FOUND'],
    ['conflict', 409, 'CONFLICT'],
    ['unprocessable', 422, 'UNPROCESSABLE_CONTENT'],
    ['rate-limited', 429, 'TOO_MANY_REQUESTS'],
    ['upstream-failed', 502, 'BAD_GATEWAY'],
    ['upstream-timeout', 504, 'GATEWAY_TIMEOUT'],
  ])('%s → %i %s, the message kept', (kind, status, code) => {
    expect(describeError(new DomainError(kind, 'Message en français.'))).toEqual({ status, body: { error: 'Message en français.', code } });
  });

  it('a domain error wrapped by tRPC (thrown inside a procedure) keeps its kind', () => {
    const wrapped = new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: new DomainError('conflict', 'Ce slug est déjà utilisé.') });
    expect(toTRPCError(wrapped).code).toBe('CONFLICT');
    expect(describeError(wrapped)).toEqual({ status: 409, body: { error: 'Ce slug est déjà utilisé.', code: 'CONFLICT' } });
  });

  it('any other error stays a 500 that leaks nothing', () => {
    expect(describeError(new Error('SQLITE_BUSY: database is locked'))).toEqual({
      status: 500,
      body: { error: 'Une erreur interne est survenue. Veuillez réessayer plus tard.', code: 'INTERNAL_SERVER_ERROR' },
    });
  });
});
