/**
 * Slow clients against the production server process (`node dist/server/index.js`): a client
 * that dribbles its headers, or its body, has its connection closed by the server within the
 * limits of HTTP_TIMEOUTS, while it is still sending. Raw sockets: no HTTP client in the way.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseEnv } from '../../helpers/server';
import { spawnServer, stopServer, type ServerProcess } from '../../helpers/process';
import { HTTP_TIMEOUTS } from '#shared/site/limits';

const DRIBBLE_MS = 500;

/**
 * Opens a socket, writes `head`, then one `drip` every DRIBBLE_MS until the server closes the
 * connection or `giveUpMs` passes (bounded: the test never hangs). Tells whether the server closed it.
 */
function dribble(url: string, head: string, drip: (i: number) => string, giveUpMs: number): Promise<{ closedByServer: boolean; reply: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let reply = '';
    let i = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (closedByServer: boolean) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedByServer, reply });
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString()));
    socket.on('error', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (!socket.destroyed && socket.writable) socket.write(drip(i++));
      }, DRIBBLE_MS);
    });
  });
}

describe('slow clients', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'avocat-visible-slow-'));
  let server: ServerProcess;
  beforeAll(async () => {
    server = await spawnServer({ ...testDatabaseEnv(path.join(dir, 'app.sqlite')), UPLOADS_DIR: path.join(dir, 'uploads') });
  });
  afterAll(async () => {
    await stopServer(server);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('closes a connection whose headers never end, and one whose body never ends', async () => {
    const [headers, body] = await Promise.all([
      dribble(server.url, 'GET / HTTP/1.1\r\nHost: localhost\r\n', (i) => `X-Slow-${i}: a\r\n`, HTTP_TIMEOUTS.headersMs * 3),
      dribble(
        server.url,
        'POST /api/contacts HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"x":"',
        () => 'a',
        HTTP_TIMEOUTS.requestMs * 2,
      ),
    ]);
    expect(headers.closedByServer).toBe(true);
    expect(body.closedByServer).toBe(true);
    // Nothing was ever answered as a success.
    expect(headers.reply).not.toMatch(/^HTTP\/1\.1 2/);
    expect(body.reply).not.toMatch(/^HTTP\/1\.1 2/);
  }, HTTP_TIMEOUTS.requestMs * 2 + 10_000);

  it('still answers a normal request', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});
