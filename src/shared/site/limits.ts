/**
 * What one anonymous client may cost the server (README "Security"): the tRPC batch size and its
 * French refusal, read by the server (tRPC adapter) and the browser's batch link alike.
 */

/** Procedures in one batched tRPC call; the browser's link never groups more. Larger → 400 at once. */
export const TRPC_MAX_BATCH_SIZE = 10;

/**
 * Costly public reads share one per-IP bucket (RATE_LIMIT_READS_MAX a window); an audit report's
 * PDF (rendered on each download) counts as this many reads.
 */
export const AUDIT_PDF_READ_COST = 10;

/**
 * Failed logins for one account name, from any address: past `maxFailures` within
 * `windowSeconds`, the account's logins are refused (429) until the window ends; a successful
 * login resets the count. Unknown names are counted the same way (nothing tells them apart).
 */
export const LOGIN_PER_ACCOUNT = { maxFailures: 10, windowSeconds: 15 * 60 } as const;

/**
 * Wrong second-factor codes for one account (the login's second step, turning 2FA off), from any
 * address and over any number of login tickets: past `maxFailures` within `windowSeconds`, the
 * account's second step answers 429 until the window ends, even with the right code.
 */
export const TWO_FACTOR_PER_ACCOUNT = { maxFailures: 5, windowSeconds: 15 * 60 } as const;

/**
 * How long the server waits for a slow client (README "Security", next to nginx's own timeouts in
 * deploy/nginx.conf). Past a limit the connection is closed. Node checks the first two every
 * `checkIntervalMs`, so a connection is cut at most that much later.
 */
export const HTTP_TIMEOUTS = {
  /** The request line and headers, in full (Node's `headersTimeout`; its default is 60 s). */
  headersMs: 10_000,
  /** A whole request with its body, except an image upload (checked by `requestDeadline`). */
  requestMs: 30_000,
  /** A whole image upload (5 MB): Node's `requestTimeout`, the longest any request may take to arrive. */
  uploadRequestMs: 120_000,
  /** An idle keep-alive connection: above nginx's upstream `keepalive_timeout` (60 s), so nginx closes first. */
  keepAliveMs: 65_000,
  /** A socket with no byte either way; at least the AI provider's wait (OPENAI_TIMEOUT_SECONDS) plus this. */
  socketIdleMs: 120_000,
  checkIntervalMs: 1_000,
} as const;

export const LIMIT_MESSAGES = {
  /** A 429 of a rate limit (per IP, per admin account, per login name), rounded up to minutes. */
  tooManyAttempts: (waitSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
    return `Trop de tentatives. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;
  },
  batchTooLarge: `Trop de procédures dans un même appel groupé (${TRPC_MAX_BATCH_SIZE} au plus).`,
} as const;
