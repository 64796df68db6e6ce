/**
 * Security headers (helmet), the Content-Security-Policy, and the nonce plumbing of admin pages.
 *
 * Public pages are the same bytes for everyone (ssr/html-cache.ts): their inline scripts are
 * allowed by sha256 hashes of the exact texts the renderer writes (told by the render as it
 * writes them, ssr/render.ts), never of scripts found in the HTML. Admin pages are rendered for each
 * request with NONCE_PLACEHOLDER where the nonce goes (TanStack Router's `ssr.nonce`), replaced
 * by the response's own nonce on the way out (`nonceStream`). The placeholder is random per
 * process: text stored by users cannot contain it on purpose.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

/** Stands for the nonce in rendered HTML until the response replaces it. */
export const NONCE_PLACEHOLDER = `csp-nonce-${randomBytes(12).toString('hex')}`;

/** A new nonce (128 random bits, base64). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/** Rendered HTML with its placeholder replaced by `nonce`. */
export function applyNonce(html: string, nonce: string): string {
  return html.replaceAll(NONCE_PLACEHOLDER, nonce);
}

/**
 * Streaming form of `applyNonce`: replaces the placeholder in an HTML byte stream, including
 * across chunk boundaries (the last characters of a chunk wait for the next one).
 */
export function nonceStream(nonce: string): Transform {
  const decoder = new TextDecoder();
  const keep = NONCE_PLACEHOLDER.length - 1;
  let pending = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = pending + decoder.decode(chunk, { stream: true });
      const replaced = applyNonce(text, nonce);
      // Hold back the longest end of the text that may begin a placeholder.
      let hold = 0;
      for (let n = Math.min(keep, replaced.length); n > 0 && hold === 0; n--) {
        if (NONCE_PLACEHOLDER.startsWith(replaced.slice(-n))) hold = n;
      }
      const holdFrom = replaced.length - hold;
      pending = replaced.slice(holdFrom);
      callback(null, replaced.slice(0, holdFrom));
    },
    flush(callback) {
      callback(null, applyNonce(pending + decoder.decode(), nonce));
    },
  });
}

const isApiPath = (req: IncomingMessage) => /^\/(?:api|trpc)(?:\/|$|\?)/.test(req.url ?? '');

const isAdminPath = (req: IncomingMessage) => /^\/admin(?:\/|$|\?)/.test(req.url ?? '');

/**
 * The site's Content-Security-Policy: scripts only from this origin or allowed one by one —
 * by the sha256 hashes of a public page's inline scripts, or by the per-response nonce of an
 * admin page (`scriptSources`); never 'unsafe-inline' for scripts. No plugins, no framing of
 * /admin (frame-ancestors 'none'; same origin elsewhere). Styles keep 'unsafe-inline' for style
 * attributes.
 */
export function contentSecurityPolicy({ https, admin, scriptSources }: { https: boolean; admin: boolean; scriptSources: readonly string[] }): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptSources].join(' ')}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${admin ? "'none'" : "'self'"}`,
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join(';');
}

/** `'sha256-…'` source of an inline script's text (CSP hashes the UTF-8 bytes of its content). */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** True for `/admin` and below. */
export const isAdminPathname = (pathname: string) => /^\/admin(?:\/|$)/.test(pathname);

/**
 * helmet's headers with the site's policy, and `Permissions-Policy` (PERMISSIONS_POLICY) on every
 * reply: nosniff, strict-origin-when-cross-origin referrers,
 * HSTS only when the site is served over https, no framing of /admin (X-Frame-Options: DENY;
 * SAMEORIGIN elsewhere). In production every reply but the API's gets a CSP allowing scripts of
 * this origin only; the page renderer replaces it on pages (script hashes on public pages, a
 * fresh nonce on admin pages). `cspEnabled: false` (development: Vite injects its own inline
 * scripts) keeps every other header.
 */
/** HSTS on an https site: a year, subdomains included (helmet's option and the API's header alike). */
const HSTS = { maxAge: 31_536_000, includeSubDomains: true } as const;

/**
 * Browser features no page of the site uses, off for this origin and anything it frames:
 * camera, microphone, geolocation, payment, sensors, USB/serial/MIDI, screen capture, XR.
 */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

export function securityHeaders({ https, cspEnabled }: { https: boolean; cspEnabled: boolean }) {
  const headers = helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: https ? HSTS : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
    // Pages load nothing cross-origin that would need these relaxed; keep helmet's other defaults.
    crossOriginEmbedderPolicy: false,
  });
  const defaultCsp = contentSecurityPolicy({ https, admin: false, scriptSources: [] });
  const adminCsp = contentSecurityPolicy({ https, admin: true, scriptSources: [] });
  // JSON replies of /api and /trpc: a fixed policy, no nonce to make (the /api/docs page replaces it with its own, rest/docs.ts) —
  // these paths run no script, must never be framed and are the hot path of every lead.
  const apiHeaders: [string, string][] = [
    ['Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Permissions-Policy', PERMISSIONS_POLICY],
    ...(https ? ([['Strict-Transport-Security', `max-age=${HSTS.maxAge}${HSTS.includeSubDomains ? '; includeSubDomains' : ''}`]] as [string, string][]) : []),
  ];
  return (req: Request, res: Response, next: NextFunction) => {
    if (isApiPath(req)) {
      for (const [name, value] of apiHeaders) res.setHeader(name, value);
      return next();
    }
    headers(req, res, (err?: unknown) => {
      if (err) return next(err);
      const admin = isAdminPath(req);
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      if (cspEnabled) res.setHeader('Content-Security-Policy', admin ? adminCsp : defaultCsp);
      if (admin) res.setHeader('X-Frame-Options', 'DENY');
      next();
    });
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reply to a cookie-authenticated mutation coming from another site. */
const FOREIGN_ORIGIN_ERROR = {
  error: "Requête refusée : cette action ne peut être envoyée que depuis le site lui-même.",
  code: 'FORBIDDEN',
} as const;

function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery guard: a mutation (any method but GET/HEAD/OPTIONS) authenticated by
 * the session cookie must come from SITE_URL's origin (`Origin`, else `Referer`) or the origin it
 * was sent to; otherwise 403
 * and nothing runs, so the session stays as it was. A browser always sends `Origin` with such a
 * request, so neither header means no proof: refused too. Calls with a bearer token (third
 * parties; a page of another site cannot add that header), calls without the cookie and calls
 * whose cookie proves no session (stale, left by an old login: it carries no authority, the
 * request runs as anonymous) pass.
 */
export function sameOriginCookieMutations(
  siteUrl: string,
  sessions: {
    readBearerToken: (authorization: string) => string | null;
    readSessionCookie: (cookieHeader: string) => string | null;
    /** True when the id names a live session (asked only for a cookie on a request with no same-site proof). */
    isLiveSession: (id: string) => Promise<boolean>;
  },
) {
  const allowed = new URL(siteUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    if (sessions.readBearerToken(req.headers.authorization ?? '')) return next();
    const id = sessions.readSessionCookie(req.headers.cookie ?? '');
    if (!id) return next();
    const origin = req.headers.origin ?? originOf(req.headers.referer);
    // SITE_URL's origin, or the very host the request was sent to (same origin by definition:
    // e.g. http://127.0.0.1:3000 while SITE_URL says localhost). A page of another site cannot
    // send our cookie with its own host name in Host, so this opens nothing to it.
    if (origin && (origin === allowed || origin === `${req.protocol}://${req.get('host') ?? ''}`)) return next();
    sessions.isLiveSession(id).then(
      (live) => (live ? res.status(403).json(FOREIGN_ORIGIN_ERROR) : next()),
      next,
    );
  };
}
