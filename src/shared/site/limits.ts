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

export const LIMIT_MESSAGES = {
  /** A 429 of a rate limit (per IP, per admin account, per login name), rounded up to minutes. */
  tooManyAttempts: (waitSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
    return `Trop de tentatives. Veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;
  },
  batchTooLarge: `Trop de procédures dans un même appel groupé (${TRPC_MAX_BATCH_SIZE} au plus).`,
} as const;
