/**
 * Rate limits per bucket and client IP, with rate-limiter-flexible's drizzle store: the counters
 * live in the app's database (table `rate_limits`), on either driver, so several app nodes on the
 * same database share them. Fixed window: `max` requests per `windowSeconds`.
 */
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimits } from '../../db/schema';
import type { DB } from './db';

/**
 * Buckets: `auth` (login, registration), `forms` (contact, quiz lead), `tools` (audit and
 * calculators: their own counter, so playing with them never blocks the contact form) and `ai`
 * (generation, counted per admin account); `beacon` (page views) and `vitals` (field data, one
 * beacon per page view too) count apart, so browsing never blocks a form.
 */
export type RateLimitBucket = 'auth' | 'forms' | 'tools' | 'ai' | 'beacon' | 'vitals';

export class RateLimiter {
  private constructor(private readonly limiters: Record<RateLimitBucket, RateLimiterDrizzle>) {}

  /** One limiter per bucket on the given database. */
  static async create(db: DB, limits: Record<RateLimitBucket, number>, windowSeconds: number): Promise<RateLimiter> {
    const make = (bucket: RateLimitBucket) =>
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: bucket,
        points: limits[bucket],
        duration: windowSeconds,
        // Expired rows are deleted by the daily purge (maintenance/purge.ts), not by a timer of the library.
        clearExpiredByTimeout: false,
      });
    return new RateLimiter({ auth: make('auth'), forms: make('forms'), tools: make('tools'), ai: make('ai'), beacon: make('beacon'), vitals: make('vitals') });
  }

  /**
   * Counts one request; returns the seconds to wait when the limit is exceeded, else 0.
   * If the store itself fails, the request goes through (a lead is worth more than a counter).
   */
  async hit(bucket: RateLimitBucket, key: string): Promise<number> {
    try {
      await this.limiters[bucket].consume(key);
      return 0;
    } catch (err) {
      if (err instanceof RateLimiterRes) return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      console.error('[rate-limit]', err);
      return 0;
    }
  }
}
