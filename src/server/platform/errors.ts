/**
 * The errors a service throws when a request cannot be served: what went wrong in business terms
 * and the French message the caller sees. Services know nothing of the transport; one module
 * (`trpc/errors.ts`) turns a kind into a tRPC code and an HTTP status, for tRPC replies, the REST
 * facade and the server-rendered pages alike.
 */
export type DomainErrorKind =
  /** The input breaks a rule the schemas cannot express (400). */
  | 'invalid'
  /** No valid session, or wrong credentials (401). */
  | 'unauthorized'
  /** Authenticated but not allowed (403). */
  | 'forbidden'
  /** The thing asked for does not exist, or no longer (404). */
  | 'not-found'
  /** It clashes with what exists (a taken slug, a state that forbids the change) (409). */
  | 'conflict'
  /** Well-formed but cannot be processed (an unreachable site to audit) (422). */
  | 'unprocessable'
  /** Too many requests from this client (429). */
  | 'rate-limited'
  /** A service we depend on failed or answered badly (502). */
  | 'upstream-failed'
  /** A service we depend on did not answer in time (504). */
  | 'upstream-timeout';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** For 'rate-limited': the seconds to wait, sent as `Retry-After`. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const isDomainError = (error: unknown, kind?: DomainErrorKind): error is DomainError =>
  error instanceof DomainError && (kind === undefined || error.kind === kind);
