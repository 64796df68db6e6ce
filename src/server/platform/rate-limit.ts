/**
 * Rate limits per bucket and client IP, with rate-limiter-flexible's drizzle store: the counters
 * live in the app's database (table `rate_limits`), on either driver, so several app nodes on the
 * same database share them. Fixed window: `max` requests per `windowSeconds`.
 */
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimits } from '#db/schema';
import type { DB } from './db';
import { processLog } from './log';

/**
 * Buckets: `auth` (login, registration), `forms` (contact, quiz lead, audit report e-mail: one counter for the three), `booking` (booking,
 * moving and cancelling a call: their own counter, so a visitor who books can still write, and
 * the other way round), `tools` (audit and
 * calculators: their own counter, so playing with them never blocks the contact form), `ai`
 * (generation, counted per admin account), `beacon` (page views), `vitals` (field data, one beacon
 * per page view too), `reads` (the costly public reads
 * the page cache does not serve: audit reports and their PDF, the REST sitemap, the OpenAPI
 * document), `login-account` (failed logins per account name, from any address) and
 * `two-factor-account` (wrong second-factor codes per account, from any address).
 */
export type RateLimitBucket = 'auth' | 'forms' | 'booking' | 'tools' | 'ai' | 'beacon' | 'vitals' | 'reads' | 'login-account' | 'two-factor-account';

const BUCKETS: RateLimitBucket[] = ['auth', 'forms', 'booking', 'tools', 'ai', 'beacon', 'vitals', 'reads', 'login-account', 'two-factor-account'];

/** A bucket's quota: `limit` requests per `windowSeconds` (the `RateLimit-Policy` header, the OpenAPI document). */
export type RateLimitPolicy = { limit: number; windowSeconds: number };

/** One counted request: the seconds to wait (0 when allowed), what remains and when the window resets (seconds). */
export type RateLimitTake = { wait: number; remaining: number; resetSeconds: number; policy: RateLimitPolicy };

export class RateLimiter {
  private constructor(private readonly limiters: Record<RateLimitBucket, RateLimiterDrizzle>) {}

  /** Every bucket's quota. */
  policies(): Record<RateLimitBucket, RateLimitPolicy> {
    return Object.fromEntries(BUCKETS.map((bucket) => [bucket, this.policy(bucket)])) as Record<RateLimitBucket, RateLimitPolicy>;
  }

  private policy(bucket: RateLimitBucket): RateLimitPolicy {
    return { limit: this.limiters[bucket].points, windowSeconds: this.limiters[bucket].duration };
  }

  /**
   * Counts one request and says where the client stands (the `RateLimit` header). If the store
   * itself fails, the request goes through (a lead is worth more than a counter).
   */
  async take(bucket: RateLimitBucket, key: string): Promise<RateLimitTake> {
    const policy = this.policy(bucket);
    try {
      const res = await this.limiters[bucket].consume(key, 1);
      return { wait: 0, remaining: Math.max(0, res.remainingPoints), resetSeconds: Math.max(0, Math.ceil(res.msBeforeNext / 1000)), policy };
    } catch (err) {
      if (err instanceof RateLimiterRes) {
        const wait = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
        return { wait, remaining: 0, resetSeconds: wait, policy };
      }
      processLog('rate-limit').error({ err }, 'compteur indisponible');
      return { wait: 0, remaining: policy.limit, resetSeconds: policy.windowSeconds, policy };
    }
  }

  /** One limiter per bucket on the given database; `windows` overrides `windowSeconds` for some buckets. */
  static async create(
    db: DB,
    limits: Record<RateLimitBucket, number>,
    windowSeconds: number,
    windows: Partial<Record<RateLimitBucket, number>> = {},
  ): Promise<RateLimiter> {
    const make = (bucket: RateLimitBucket) =>
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: bucket,
        points: limits[bucket],
        duration: windows[bucket] ?? windowSeconds,
        // Expired rows are deleted by the daily purge (maintenance/purge.ts), not by a timer of the library.
        clearExpiredByTimeout: false,
      });
    return new RateLimiter(Object.fromEntries(BUCKETS.map((bucket) => [bucket, make(bucket)])) as Record<RateLimitBucket, RateLimiterDrizzle>);
  }

  /**
   * Counts one request; returns the seconds to wait when the limit is exceeded, else 0.
   * If the store itself fails, the request goes through (a lead is worth more than a counter).
   */
  async hit(bucket: RateLimitBucket, key: string, cost = 1): Promise<number> {
    try {
      await this.limiters[bucket].consume(key, cost);
      return 0;
    } catch (err) {
      if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      processLog('rate-limit').error({ err }, 'compteur indisponible');
      return 0;
    }
  }

  /**
   * Failures only (login per account): the seconds to wait when `key` has already used up its
   * bucket, else 0 — without counting anything. A store failure lets the request through.
   */
  async blockedFor(bucket: RateLimitBucket, key: string): Promise<number> {
    try {
      const res = await this.limiters[bucket].get(key);
      if (!res || res.consumedPoints < this.limiters[bucket].points) return 0;
      return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
    } catch (err) {
      processLog('rate-limit').error({ err }, 'compteur indisponible');
      return 0;
    }
  }

  /** Counts one failure of `key` (see `blockedFor`). */
  async fail(bucket: RateLimitBucket, key: string): Promise<void> {
    await this.hit(bucket, key);
  }

  /** Forgets `key`'s count (a successful login). */
  async reset(bucket: RateLimitBucket, key: string): Promise<void> {
    try {
      await this.limiters[bucket].delete(key);
    } catch (err) {
      processLog('rate-limit').error({ err }, 'compteur indisponible');
    }
  }
}
