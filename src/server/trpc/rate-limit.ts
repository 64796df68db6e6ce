/**
 * Fixed-window rate limiter keyed by bucket and client IP.
 * State lives in process memory: with several app nodes, move it to a shared store
 * (for example a `rate_limits` table on the libSQL primary) — see README, "Decisions".
 */
export type RateLimitBucket = 'auth' | 'forms' | 'ai' | 'tools';

/**
 * Limits per bucket. `tools` (audit and calculators) has its own counter so that playing with
 * the calculators never blocks the contact form; without its own limit it uses the forms one.
 */
export type RateLimits = Record<'auth' | 'forms', number> & Partial<Record<RateLimitBucket, number>>;

export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limits: RateLimits,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit; returns the seconds to wait when the limit is exceeded, else 0. */
  hit(bucket: RateLimitBucket, key: string): number {
    const id = `${bucket}:${key}`;
    const t = this.now();
    const entry = this.hits.get(id);
    if (!entry || entry.resetAt <= t) {
      this.hits.set(id, { count: 1, resetAt: t + this.windowMs });
      this.sweep(t);
      return 0;
    }
    entry.count += 1;
    if (entry.count > (this.limits[bucket] ?? this.limits.forms)) return Math.ceil((entry.resetAt - t) / 1000);
    return 0;
  }

  private sweep(t: number) {
    if (this.hits.size < 10_000) return;
    for (const [id, entry] of this.hits) if (entry.resetAt <= t) this.hits.delete(id);
  }
}
