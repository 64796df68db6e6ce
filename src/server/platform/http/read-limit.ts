/**
 * Per-IP limit of the costly public reads that the page cache does not serve (the `reads` bucket,
 * RATE_LIMIT_READS_MAX a window): an audit report's page and its PDF, the OpenAPI document. The
 * same bucket counts the audit report and sitemap procedures called over HTTP (`readLimitedProcedure`).
 * Past the limit: 429 with `Retry-After` and a French message, JSON under /api, plain text elsewhere.
 */
import type { RequestHandler } from 'express';
import { LIMIT_MESSAGES } from '#shared/site/limits';
import type { Deps } from '../deps';
import { clientIp } from '../trpc/init';

export function publicReadLimit(deps: Deps, cost = 1): RequestHandler {
  return (req, res, next) => {
    deps.rateLimiter.hit('reads', clientIp(deps, req), cost).then((wait) => {
      if (wait === 0) {
        next();
        return;
      }
      const message = LIMIT_MESSAGES.tooManyAttempts(wait);
      res.status(429).setHeader('Retry-After', String(wait));
      res.setHeader('Cache-Control', 'no-store');
      if (req.path.startsWith('/api/')) res.json({ error: message, code: 'TOO_MANY_REQUESTS' });
      else res.type('text/plain; charset=utf-8').send(message);
    }, next);
  };
}
