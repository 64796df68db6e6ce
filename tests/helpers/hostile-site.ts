/**
 * A hostile website on 127.0.0.1 for the SEO audit's cost limits: a page of 400,000 nested <div>
 * (2 MB, under the fetch cap), a 2.5 MB page, a 1 MB page of misnested links
 * (shallow, but many seconds for an HTML5 parser), a home page linking to them and to 500 more
 * pages, and a page held until the test releases it (to fill the audit queue).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const HOSTILE_PATHS = { deep: '/profond', heavy: '/lourd', misnested: '/emmele', held: '/attente' } as const;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${title}</title><meta name="viewport" content="width=device-width"></head><body>${body}</body></html>`;

const DEEP = page('Cabinet profond, avocat à Lyon', `${'<div>'.repeat(400_000)}Avocat`);
/** 2.5 MB, fetched up to the 2 MB cap, analysed up to 1 MB: its bulk is a comment (a page builder's leftovers). */
const HEAVY = page('Cabinet lourd, avocat à Lyon', `<h1>Avocat à Lyon</h1><p>Défense pénale.</p><!-- ${'généré '.repeat(360_000)} -->`);
const MISNESTED = page('Cabinet emmêlé, avocat à Lyon', '<a href="/x"><div></a>'.repeat(45_000));
const HOME = page(
  'Cabinet Hostile, avocat pénaliste à Lyon',
  `<h1>Avocat pénaliste à Lyon</h1><p>Défense pénale à Lyon.</p>
  <a href="${HOSTILE_PATHS.deep}">Profond</a> <a href="${HOSTILE_PATHS.heavy}">Lourd</a> <a href="${HOSTILE_PATHS.misnested}">Emmêlé</a>
  ${Array.from({ length: 500 }, (_, i) => `<a href="/page-${i}">Page ${i}</a>`).join(' ')}`,
);

export type HostileSite = { url: string; hits: (path: string) => number; release: () => void; held: () => number; close: () => Promise<void> };

export async function startHostileSite(): Promise<HostileSite> {
  const hits = new Map<string, number>();
  let released = false;
  const waiting: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://hostile');
    hits.set(pathname, (hits.get(pathname) ?? 0) + 1);
    const html = (body: string) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
    if (pathname === '/') return html(HOME);
    if (pathname === HOSTILE_PATHS.deep) return html(DEEP);
    if (pathname === HOSTILE_PATHS.heavy) return html(HEAVY);
    if (pathname === HOSTILE_PATHS.misnested) return html(MISNESTED);
    if (pathname === HOSTILE_PATHS.held) {
      const answer = () => html(page('Cabinet patient, avocat à Lyon', '<h1>Avocat à Lyon</h1>'));
      if (released) answer();
      else waiting.push(answer);
      return;
    }
    if (/^\/page-\d+$/.test(pathname)) return html(page(`Page ${pathname}`, `<h1>${pathname}</h1><a href="/">Accueil</a>`));
    res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Introuvable</h1>');
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: (path) => hits.get(path) ?? 0,
    held: () => waiting.length,
    release: () => {
      released = true;
      for (const answer of waiting.splice(0)) answer();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Polls `GET /healthz` while `work` runs: every reply's status and time (ms), and the time of the
 * slowest one.
 */
export async function healthWhile<T>(base: string, work: Promise<T>): Promise<{ result: T; statuses: number[]; slowestMs: number }> {
  let done = false;
  const statuses: number[] = [];
  let slowestMs = 0;
  const poll = (async () => {
    while (!done) {
      const started = performance.now();
      const res = await fetch(`${base}/healthz`);
      await res.text();
      statuses.push(res.status);
      slowestMs = Math.max(slowestMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  try {
    return { result: await work, statuses, slowestMs };
  } finally {
    done = true;
    await poll;
  }
}
