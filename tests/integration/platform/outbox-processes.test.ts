/**
 * The outbox across processes: the production server killed (SIGKILL) with messages in flight
 * sends them after a restart; two processes on one database file send each message once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseEnv } from '../../helpers/server';
import { startSmtp, type FakeSmtp } from '../../fakes/smtp-server';
import { spawnServer, stopServer, type ServerProcess } from '../../helpers/process';
import { until } from '../../helpers/until';

const running: ServerProcess[] = [];
const smtps: FakeSmtp[] = [];
const dirs: string[] = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => stopServer(server, 'SIGKILL')));
  await Promise.all(smtps.splice(0).map((smtp) => smtp.close()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'avocat-visible-outbox-'));
  dirs.push(dir);
  return { ...testDatabaseEnv(path.join(dir, 'app.sqlite')), DATABASE_PATH: path.join(dir, 'app.sqlite'), UPLOADS_DIR: path.join(dir, 'uploads'), RATE_LIMIT_FORMS_MAX: '100000' };
}

async function start(env: Record<string, string>) {
  const server = await spawnServer(env);
  running.push(server);
  return server;
}

function outboxRows(file: string) {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT id, status, message_id, lease_owner FROM outbox ORDER BY id').all() as {
      id: number;
      status: string;
      message_id: string;
      lease_owner: string | null;
    }[];
  } finally {
    db.close();
  }
}

const contact = (email: string) => ({ firstName: 'Claire', lastName: 'Martin', email, consent: true });

async function post(url: string, body: unknown) {
  const res = await fetch(`${url}/api/contacts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  await res.arrayBuffer();
  return res.status;
}

describe('the outbox survives the process and is shared by processes', () => {
  it('a process killed while sending: after a restart, its messages are sent (the lease is taken over)', async () => {
    const hanging = await startSmtp();
    const smtp = await startSmtp();
    smtps.push(hanging, smtp);
    hanging.hold = true; // takes the data and never answers: the messages stay claimed
    const db = tempDatabase();
    const env = { ...db, OUTBOX_LEASE_SECONDS: '2', OUTBOX_RETRY_BASE_SECONDS: '1' };
    const first = await start({ ...env, SMTP_URL: hanging.url });
    expect(first.output()).not.toContain('E-mail désactivé');
    expect(await post(first.url, contact('panne@exemple.fr'))).toBe(201);
    await until(() => outboxRows(db.DATABASE_PATH).some((row) => row.lease_owner !== null), 'a message claimed by the first process');
    await stopServer(first, 'SIGKILL');
    expect(outboxRows(db.DATABASE_PATH).every((row) => row.status === 'pending')).toBe(true);

    await start({ ...env, SMTP_URL: smtp.url });
    await until(() => outboxRows(db.DATABASE_PATH).every((row) => row.status === 'sent'), 'both messages sent by the restarted process', 20_000);
    const rows = outboxRows(db.DATABASE_PATH);
    expect(rows).toHaveLength(2);
    expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual(rows.map((row) => row.message_id).sort());
  });

  it('two processes on one database file send each message exactly once', async () => {
    const smtp = await startSmtp();
    smtps.push(smtp);
    const db = tempDatabase();
    const env = { ...db, SMTP_URL: smtp.url };
    const [a, b] = await Promise.all([start(env), start(env)]);
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post((i % 2 ? a! : b!).url, contact(`lead-${i}@exemple.fr`))),
    );
    expect(statuses.every((status) => status === 201)).toBe(true);
    await until(() => {
      const rows = outboxRows(db.DATABASE_PATH);
      return rows.length === 60 && rows.every((row) => row.status === 'sent');
    }, 'all 60 messages sent', 20_000);
    const ids = smtp.received.map((mail) => mail.messageId);
    expect(ids).toHaveLength(60);
    expect(new Set(ids).size).toBe(60);
  });

  it('without SMTP_URL the server says at start that e-mail is off', async () => {
    const server = await start(tempDatabase());
    expect(server.output()).toContain("E-mail désactivé : SMTP_URL n'est pas défini.");
  });
});
