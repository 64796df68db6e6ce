/**
 * Fetches the page to audit: a real User-Agent, a global timeout, a body size cap and at most
 * `maxRedirects` redirects followed by hand, each hop checked against the address policy.
 */
import { performance } from 'node:perf_hooks';
import { request } from 'undici';
import { assertAllowedHost, isPrivateAddressError, outboundAgent, type OutboundPolicy } from '../platform/http/outbound';

export type FetchOptions = OutboundPolicy & {
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
};

export type FetchedResource = FetchedPage & { contentType: string; location: string };

export type FetchedPage = {
  finalUrl: URL;
  status: number;
  redirects: number;
  responseMs: number;
  /** Bytes of the body (up to the cap). */
  bytes: number;
  body: Buffer;
  /** Charset of the Content-Type header, if any (the HTML's own <meta charset> is sniffed later). */
  charset: string | undefined;
  robotsHeader: string;
};

/** Why a page could not be audited; `kind` picks the HTTP status (refused 400, others 422). */
export class AuditFetchError extends Error {
  constructor(
    readonly kind: 'refused' | 'unreachable' | 'timeout' | 'not-html' | 'redirects' | 'too-complex',
    message: string,
  ) {
    super(message);
    this.name = 'AuditFetchError';
  }
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

function headerValue(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

function charsetOf(contentType: string): string | undefined {
  return /charset=["']?([\w-]+)/i.exec(contentType)?.[1];
}

const REFUSED_MESSAGE =
  "Cette adresse ne peut pas être auditée : elle désigne un réseau privé ou local. Indiquez l'adresse publique de votre site.";

/**
 * Fetches `start` following up to `maxRedirects` redirects (each hop checked against the
 * address policy), whatever its status and type; the body is read up to `maxBytes` (`0`: not
 * read). `follow: false` returns the first response, redirect or not. Network failures throw
 * an AuditFetchError.
 */
export async function fetchResource(start: URL, options: FetchOptions & { follow?: boolean; signal?: AbortSignal }): Promise<FetchedResource> {
  const agent = outboundAgent(options);
  const signal = options.signal ? AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs)]) : AbortSignal.timeout(options.timeoutMs);
  const started = performance.now();
  let url = start;
  let redirects = 0;
  try {
    for (;;) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') {
        throw new AuditFetchError('unreachable', `Redirection vers une adresse non prise en charge (${url.protocol}).`);
      }
      assertAllowedHost(url, options);
      const res = await request(url, {
        method: 'GET',
        dispatcher: agent,
        signal,
        headers: {
          'user-agent': options.userAgent,
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
          'accept-language': 'fr-FR,fr;q=0.9',
        },
      });
      const location = headerValue(res.headers.location);
      if (REDIRECT_STATUSES.has(res.statusCode) && location && options.follow !== false) {
        await res.body.dump();
        redirects += 1;
        if (redirects > options.maxRedirects) {
          throw new AuditFetchError(
            'redirects',
            `Trop de redirections : la page n'a pas été atteinte après ${options.maxRedirects} redirections.`,
          );
        }
        url = new URL(location, url);
        continue;
      }
      const contentType = headerValue(res.headers['content-type']);
      const chunks: Buffer[] = [];
      let bytes = 0;
      if (options.maxBytes <= 0) await res.body.dump();
      else {
        for await (const chunk of res.body) {
          const buffer = chunk as Buffer;
          const room = options.maxBytes - bytes;
          chunks.push(buffer.length > room ? buffer.subarray(0, room) : buffer);
          bytes += Math.min(buffer.length, room);
          if (bytes >= options.maxBytes) {
            res.body.destroy();
            break;
          }
        }
      }
      return {
        finalUrl: url,
        status: res.statusCode,
        redirects,
        responseMs: performance.now() - started,
        bytes,
        body: Buffer.concat(chunks),
        charset: charsetOf(contentType),
        robotsHeader: headerValue(res.headers['x-robots-tag']),
        contentType,
        location,
      };
    }
  } catch (err) {
    if (err instanceof AuditFetchError) throw err;
    if (isPrivateAddressError(err)) throw new AuditFetchError('refused', REFUSED_MESSAGE);
    if (signal.aborted || (err as { name?: string }).name?.includes('Timeout')) {
      const seconds = Math.max(1, Math.round(options.timeoutMs / 1000));
      throw new AuditFetchError(
        'timeout',
        `Le site n'a pas répondu dans le délai de ${seconds} seconde${seconds > 1 ? 's' : ''}.`,
      );
    }
    throw new AuditFetchError(
      'unreachable',
      `Le site ${url.hostname} est injoignable. Vérifiez l'adresse et réessayez.`,
    );
  } finally {
    void agent.close().catch(() => undefined);
  }
}

/** The page to audit: an HTML page answered 2xx after its redirects, else an AuditFetchError in French. */
export async function fetchPage(start: URL, options: FetchOptions & { signal?: AbortSignal }): Promise<FetchedPage> {
  const page = await fetchResource(start, options);
  if (page.status >= 300) {
    throw new AuditFetchError(
      'unreachable',
      `La page a répondu par une erreur (code HTTP ${page.status}). Vérifiez l'adresse et réessayez.`,
    );
  }
  if (!/^\s*(text\/html|application\/xhtml\+xml)/i.test(page.contentType)) {
    throw new AuditFetchError(
      'not-html',
      `L'adresse ne renvoie pas une page HTML (type reçu : ${page.contentType.split(';')[0]?.trim() || 'inconnu'}).`,
    );
  }
  return page;
}
