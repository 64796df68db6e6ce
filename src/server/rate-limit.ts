/**
 * Rate limits per bucket and client IP, with rate-limiter-flexible's SQLite store: the counters
 * live in the app's database (table `rate_limits`, created by the library), so several app
 * nodes on the same database share them. Fixed window: `max` requests per `windowSeconds`.
 */
import type Database from 'better-sqlite3';
import { RateLimiterRes, RateLimiterSQLite } from 'rate-limiter-flexible';

/**
 * Buckets: `auth` (login, registration), `forms` (contact, quiz lead), `tools` (audit and
 * calculators: their own counter, so playing with them never blocks the contact form) and `ai`
 * (generation, counted per admin account).
 */
export type RateLimitBucket = 'auth' | 'forms' | 'tools' | 'ai' | 'beacon';

export const RATE_LIMIT_TABLE = 'rate_limits';

/**
 * The better-sqlite3 connection as the library uses it (`prepare`, `transaction`), with its
 * few SQL statements compiled once instead of on every request. The library wraps each count
 * in `transaction(() => one upsert)`: a single SQLite statement is already atomic (its own
 * implicit transaction), so the wrapper runs the function as is and spares a BEGIN and a
 * COMMIT per request. Nothing else goes through `transaction`.
 */
function withStatementCache(sqlite: Database.Database) {
  const statements = new Map<string, Database.Statement>();
  return {
    prepare(source: string) {
      let statement = statements.get(source);
      if (!statement) statements.set(source, (statement = sqlite.prepare(source)));
      return statement;
    },
    transaction<T>(fn: () => T): () => T {
      return fn;
    },
  };
}

export class RateLimiter {
  private constructor(private readonly limiters: Record<RateLimitBucket, RateLimiterSQLite>) {}

  /** One limiter per bucket on the given database; resolves once the table exists. */
  static async create(
    sqlite: Database.Database,
    limits: Record<RateLimitBucket, number>,
    windowSeconds: number,
  ): Promise<RateLimiter> {
    const storeClient = withStatementCache(sqlite);
    const make = (bucket: RateLimitBucket) =>
      new Promise<RateLimiterSQLite>((resolve, reject) => {
        const limiter: RateLimiterSQLite = new RateLimiterSQLite(
          {
            storeClient,
            storeType: 'better-sqlite3',
            tableName: RATE_LIMIT_TABLE,
            keyPrefix: bucket,
            points: limits[bucket],
            duration: windowSeconds,
            // Expired rows are deleted by the daily purge (maintenance/purge.ts), not by a timer of the library.
            clearExpiredByTimeout: false,
          },
          (err?: Error) => (err ? reject(err) : resolve(limiter)),
        );
      });
    return new RateLimiter({
      auth: await make('auth'),
      forms: await make('forms'),
      tools: await make('tools'),
      ai: await make('ai'),
      beacon: await make('beacon'),
    });
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
