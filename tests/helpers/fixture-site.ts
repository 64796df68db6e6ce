/**
 * A small website served on 127.0.0.1 for the SEO audit tests: fixture pages from
 * tests/fixtures/audit (and the good page without its meta description at /sans-description),
 * redirects, a JSON reply, a slow page (2 s) and configurable redirects to other hosts.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

const DIR = path.resolve(import.meta.dirname, '../fixtures/audit');

/** About 450 French words, to fill the fixture pages' paragraphs. */
const WORDS = Array.from(
  { length: 45 },
  () => 'Notre cabinet accompagne chaque client avec rigueur et disponibilité, pénaliste expérimenté au barreau de Lyon.',
).join(' ');

export type FixtureSite = { url: string; hits: () => number; close: () => Promise<void> };

export async function startFixtureSite(routes: Record<string, string> = {}): Promise<FixtureSite> {
  let hits = 0;
  const server = http.createServer((req, res) => {
    hits += 1;
    const url = new URL(req.url ?? '/', 'http://fixture');
    const redirect = routes[url.pathname];
    if (redirect) {
      res.writeHead(302, { location: redirect }).end();
      return;
    }
    const hop = /^\/hop\/(\d+)$/.exec(url.pathname);
    if (hop) {
      const n = Number(hop[1]);
      res.writeHead(301, { location: n > 0 ? `/hop/${n - 1}` : '/bon' }).end();
      return;
    }
    if (url.pathname === '/json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      return;
    }
    if (url.pathname === '/latin1') {
      // An old site: Windows-1252 bytes, declared only by <meta charset>.
      const page = '<html lang="fr"><head><meta charset="windows-1252"><title>Cabinet Lefèvre, avocat en droit pénal à Lyon</title></head><body><h1>Avocat pénaliste à Lyon</h1></body></html>';
      res.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.from(page, 'latin1'));
      return;
    }
    if (url.pathname === '/lent') {
      setTimeout(() => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>lent</p>'), 2000).unref();
      return;
    }
    const file = { '/bon': 'good.html', '/': 'good.html', '/sans-description': 'good.html', '/faible': 'poor.html' }[url.pathname];
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>Introuvable</h1>');
      return;
    }
    let html = fs.readFileSync(path.join(DIR, file), 'utf8').replaceAll('__WORDS__', WORDS);
    if (url.pathname === '/sans-description') html = html.replace(/^\s*<meta name="description"[^\n]*\n/m, '');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: () => hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
