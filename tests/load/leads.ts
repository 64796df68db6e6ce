/**
 * `npm run test:load`: leads are never lost under load. Sends 2,000 contact requests and 2,000
 * quiz leads with 50 in flight to the production server (child process, loopback, temp database,
 * rate limits raised for this run), then checks that exactly that many rows are stored and no
 * reply was a 5xx; prints req/s and latency percentiles. Two topologies, one after the other:
 * one node answering directly, then two nodes on one database behind Debian's nginx (skipped
 * when nginx is missing). Bounded; stops by itself. LOAD_LEADS (per kind), LOAD_CONCURRENCY,
 * LOAD_NODES (`1`, `2` or `1,2`) and LOAD_DATABASE_URL (`file:` for libSQL) change the run.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { spawnServer, stopServer, type ServerProcess } from '../helpers/process';
import { startBalancer, type Balancer } from '../helpers/nginx';
import { QUIZ_QUESTIONS } from '#shared/quiz/questions';

const PER_KIND = Number(process.env.LOAD_LEADS ?? 2000);
const CONCURRENCY = Number(process.env.LOAD_CONCURRENCY ?? 50);
const TOPOLOGIES = (process.env.LOAD_NODES ?? '1,2').split(',').map(Number);
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** A complete run of the quiz, with real options (varied per lead), as the /quiz page sends it. */
const quizAnswers = (i: number) =>
  QUIZ_QUESTIONS.map((q) => ({
    questionId: q.id,
    answer: q.type === 'multiple' ? q.options.slice(0, 1 + (i % q.options.length)) : q.options[i % q.options.length]!,
  }));

type Job = { path: string; body: unknown };
const jobs: Job[] = [];
for (let i = 0; i < PER_KIND; i++) {
  jobs.push({
    path: '/api/contacts',
    body: {
      firstName: 'Claire',
      lastName: `Martin ${i}`,
      email: `contact${i}@charge.test`,
      phone: '01 23 45 67 89',
      firmName: 'Cabinet Martin',
      objectives: 'Plus de dossiers en droit de la famille.',
      consent: true,
    },
  });
  jobs.push({
    path: '/api/quiz-leads',
    body: {
      firstName: 'Paul',
      lastName: `Durand ${i}`,
      email: `quiz${i}@charge.test`,
      consent: true,
      quizAnswers: quizAnswers(i),
    },
  });
}

/** The servers and balancers running now: stopped if the script is itself stopped (a caller's time limit). */
const running = { servers: new Set<ServerProcess>(), balancers: new Set<Balancer>() };
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    for (const server of running.servers) server.child.kill('SIGKILL');
    void Promise.allSettled([...running.balancers].map((balancer) => balancer.stop())).finally(() => process.exit(1));
  });
}

async function runOn(nodes: number): Promise<boolean> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'avocat-visible-load-'));
  const dbFile = path.join(dir, 'app.sqlite');
  const env = {
    DATABASE_PATH: dbFile,
    ...(process.env.LOAD_DATABASE_URL ? { DATABASE_URL: process.env.LOAD_DATABASE_URL.replace('{dir}', dir) } : {}),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    RATE_LIMIT_FORMS_MAX: String(PER_KIND * 10),
    TRUST_PROXY: 'true',
  };
  const servers: ServerProcess[] = [];
  for (let i = 0; i < nodes; i++) {
    servers.push(await spawnServer(env));
    running.servers.add(servers[i]!);
  }
  const balancer: Balancer | undefined = nodes > 1 ? await startBalancer(servers.map((server) => server.url)) : undefined;
  if (balancer) running.balancers.add(balancer);
  const target = balancer?.url ?? servers[0]!.url;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let next = 0;
  const started = performance.now();
  async function worker() {
    while (next < jobs.length) {
      const job = jobs[next++]!;
      const t0 = performance.now();
      let status: number;
      try {
        const res = await fetch(target + job.path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(job.body),
        });
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = 0; // connection failure
      }
      latencies.push(performance.now() - t0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - started) / 1000;
  await balancer?.stop();
  await Promise.all(servers.map((server) => stopServer(server)));
  if (balancer) running.balancers.delete(balancer);
  for (const server of servers) running.servers.delete(server);

  const file = env.DATABASE_URL ? env.DATABASE_URL.replace(/^file:/, '') : dbFile;
  const db = new Database(file, { readonly: true });
  const count = (table: string) => db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
  const contacts = count('contacts');
  const quizLeads = count('quiz_leads');
  const integrity = db.pragma('integrity_check', { simple: true });
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });

  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!.toFixed(1);
  const fiveXx = [...statuses].filter(([s]) => s >= 500 || s === 0).reduce((a, [, n]) => a + n, 0);
  const where = balancer ? `${nodes} nœuds derrière nginx` : '1 nœud, en direct';
  const driver = env.DATABASE_URL ? 'libSQL' : 'better-sqlite3';
  console.log(
    `Charge (${where}, ${driver}) : ${jobs.length} prospects (${PER_KIND} contacts + ${PER_KIND} quiz), ${CONCURRENCY} en parallèle, ${os.cpus().length} cœurs`,
  );
  console.log(
    `  ${(jobs.length / seconds).toFixed(0)} req/s en ${seconds.toFixed(2)} s — latence p50 ${pct(50)} ms, p90 ${pct(90)} ms, p99 ${pct(99)} ms, max ${latencies.at(-1)!.toFixed(1)} ms`,
  );
  console.log(`  statuts : ${JSON.stringify(Object.fromEntries(statuses))}`);
  console.log(`  lignes : contacts ${contacts}/${PER_KIND}, quiz_leads ${quizLeads}/${PER_KIND}, integrity_check ${String(integrity)}`);

  return contacts === PER_KIND && quizLeads === PER_KIND && fiveXx === 0 && statuses.get(201) === jobs.length && integrity === 'ok';
}

let ok = true;
for (const nodes of TOPOLOGIES) {
  if (nodes > 1 && !fs.existsSync(NGINX)) {
    console.log(`${nodes} nœuds : nginx absent (${NGINX}), mesure sautée.`);
    continue;
  }
  ok = (await runOn(nodes)) && ok;
}
console.log(ok ? 'OK : aucun prospect perdu, aucune erreur 5xx.' : 'ÉCHEC : des prospects manquent ou des erreurs sont survenues.');
process.exit(ok ? 0 : 1);
