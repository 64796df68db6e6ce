/** What the server's parts need to work, built once by `app.ts` (and by tests that call services). */
import type { AppLucia } from './auth/lucia';
import type { DB } from './db';
import type { AppConfig } from './env';
import type { Outbox } from './outbox/index';
import type { RateLimiter } from './rate-limit';
import type { Logger } from './log';
import type { Metrics } from './metrics';

/** Long-lived dependencies shared by every request (and by services called from tests). */
export type Deps = {
  db: DB;
  config: AppConfig;
  lucia: AppLucia;
  rateLimiter: RateLimiter;
  /** Wakes the sender of e-mails (and webhook deliveries) written with a lead. */
  outbox: Pick<Outbox, 'wake' | 'mailEnabled'>;
  /** The logger: the app's, or in a request's context the request's (its lines carry its id). */
  log: Logger;
  metrics: Pick<Metrics, 'leadStored'>;
  /** True when a path of this site is a live page (answers 200): a redirect rule may not hide it. */
  livePage: (path: string) => Promise<boolean>;
  /** The request's id (X-Request-Id) in a request's context; what it writes to the outbox carries it. */
  requestId?: string;
};

