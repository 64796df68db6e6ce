/**
 * A deploy's SIGTERM under load (issue "operable in production"): the production server stops
 * accepting connections, answers every request it accepted, and exits 0 within
 * SHUTDOWN_TIMEOUT_SECONDS. Twenty clients post contacts throughout, each on its keep-alive
 * connection: every request ends with a complete reply or a refused connection — none is reset —
 * and every lead acknowledged is stored. (A client that opens a new connection at the instant the
 * listener closes is reset by the kernel, whatever the server does: the balancer, told by /readyz,
 * stops sending first.)
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../../helpers/process';
import { SqliteFile } from '../../helpers/sqlite';
import { testDatabaseEnv } from '../../helpers/server';

type Outcome = { kind: 'complete'; status: number; id: number | null } | { kind: 'refused' } | { kind: 'cut'; error: string };

/**
 * One contact posted through `agent` (a client's own keep-alive connection, as load generators and
 * proxies keep theirs): a complete reply, a refused connection, or a cut.
 */
function postContact(url: URL, agent: http.Agent, n: number): Promise<Outcome> {
  const body = JSON.stringify({ firstName: 'Arrêt', lastName: `Client ${n}`, email: `arret-${n}@exemple.fr`, consent: true, objectives: 'Test de l’arrêt en douceur.' });
  return new Promise((resolve) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: '/api/contacts', method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          if (!res.complete) return resolve({ kind: 'cut', error: 'reply incomplete' });
          try {
            resolve({ kind: 'complete', status: res.statusCode ?? 0, id: res.statusCode === 201 ? (JSON.parse(text) as { id: number }).id : null });
          } catch {
            resolve({ kind: 'cut', error: `body not JSON: ${text.slice(0, 80)}` });
          }
        });
        res.on('error', (error) => resolve({ kind: 'cut', error: error.message }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' ? { kind: 'refused' } : { kind: 'cut', error: `${error.code ?? ''} ${error.message}` }));
    req.end(body);
  });
}

describe('SIGTERM under load', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'avocat-visible-stop-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('answers every accepted request, refuses the rest, stores every acknowledged lead and exits 0', async () => {
    const dbFile = path.join(dir, 'app.sqlite');
    const server = await spawnServer({ ...testDatabaseEnv(dbFile), UPLOADS_DIR: path.join(dir, 'uploads'), RATE_LIMIT_FORMS_MAX: '100000', SHUTDOWN_TIMEOUT_SECONDS: '10' });
    const url = new URL(server.url);
    const exited = new Promise<{ code: number | null; at: number }>((resolve) => server.child.once('exit', (code) => resolve({ code, at: performance.now() })));
    const outcomes: Outcome[] = [];
    let sent = 0;
    let signalledAt = 0;
    const perClient: number[] = Array.from({ length: 20 }, () => 0);
    const client = async (_: unknown, c: number) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      for (;;) {
        const outcome = await postContact(url, agent, sent++);
        perClient[c]! += 1;
        outcomes.push(outcome);
        // The signal once the load is steady: every client has been answered on its connection.
        if (!signalledAt && outcomes.length >= 80 && perClient.every((count) => count >= 2)) {
          signalledAt = performance.now();
          server.child.kill('SIGTERM');
        }
        if (outcome.kind !== 'complete') return agent.destroy();
      }
    };
    await Promise.all(Array.from({ length: 20 }, client));
    const { code, at } = await exited;

    const cut = outcomes.filter((o) => o.kind === 'cut');
    expect(cut).toEqual([]);
    expect(code).toBe(0);
    expect(at - signalledAt).toBeLessThan(10_000);
    const acknowledged = outcomes.flatMap((o) => (o.kind === 'complete' && o.status === 201 && o.id ? [o.id] : []));
    expect(acknowledged.length).toBeGreaterThanOrEqual(80);
    expect(outcomes.filter((o) => o.kind === 'refused').length).toBe(20);
    const reader = new SqliteFile(dbFile, { readonly: true, fileMustExist: true });
    const stored = new Set((reader.prepare('SELECT id FROM contacts').all() as { id: number }[]).map((r) => r.id));
    reader.close();
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(server.output()).toContain('arrêt terminé');
  });
});
