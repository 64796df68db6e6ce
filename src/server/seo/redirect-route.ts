/**
 * Old addresses answered before any page (the page cache included): a rule's 301, 302 or 308 with
 * `Location` (the visitor's query string kept, `?utm_source=…` arrives), or for a 410 the site's
 * not-found page with the status 410. Each node keeps the rules in memory and reloads them when
 * the content version moves (every rule change moves it), so a request costs one map lookup and
 * the content version's one-row read; an answer through a rule counts one hit.
 */
import type { RequestHandler, Response } from 'express';
import { isNeverPage, normalisePath } from '#shared/seo/redirects';
import type { DB } from '../platform/db';
import { processLog } from '../platform/log';
import { countHit, loadRules, type RedirectRule } from './redirects';

/** How long a browser or a CDN may keep a redirect (a rule can be deleted: not forever). */
const REDIRECT_MAX_AGE_SECONDS = 3600;

/** `target` with the request's query string added (merged after its own, if it has one). */
function withQuery(target: string, query: string): string {
  if (!query) return target;
  const hash = target.indexOf('#');
  const [base, fragment] = hash === -1 ? [target, ''] : [target.slice(0, hash), target.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}${query}${fragment}`;
}

/** Makes the reply's 404 (the site's not-found page, rendered or cached) a 410. */
function answerGone(res: Response) {
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => Response;
  res.writeHead = ((status: number, ...rest: unknown[]) => writeHead(status === 404 ? 410 : status, ...rest)) as Response['writeHead'];
}

export function redirectMiddleware(db: DB, contentVersion: () => Promise<number>): RequestHandler {
  let loaded: { version: number; rules: Map<string, RedirectRule> } | null = null;
  let loading: Promise<Map<string, RedirectRule>> | null = null;
  const rulesAt = async (): Promise<Map<string, RedirectRule>> => {
    const version = await contentVersion();
    if (loaded?.version === version) return loaded.rules;
    loading ??= loadRules(db)
      .then((rules) => {
        loaded = { version, rules };
        return rules;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  };
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isNeverPage(req.path)) return next();
    const path = normalisePath(req.path);
    if (path === null) return next();
    rulesAt().then(
      (rules) => {
        const rule = rules.get(path);
        if (!rule) return next();
        countHit(db, rule.id).catch((err: unknown) => processLog('redirects').warn({ err }, 'visite d’une redirection non comptée'));
        res.locals.route = 'redirect';
        if (rule.status === 410 || !rule.to) {
          answerGone(res);
          return next();
        }
        const query = req.originalUrl.indexOf('?');
        res.setHeader('Cache-Control', `public, max-age=${REDIRECT_MAX_AGE_SECONDS}`);
        res.redirect(rule.status, withQuery(rule.to, query === -1 ? '' : req.originalUrl.slice(query + 1)));
      },
      // The rules cannot be read (the database is down): the page answers as it would without them.
      (err: unknown) => {
        processLog('redirects').warn({ err }, 'règles de redirection illisibles');
        next();
      },
    );
  };
}
