// `npm run bench`: requests per second, on loopback, of
//   1. a landing page, `/`, `/blog` and an article served from the in-memory page cache (the
//      production server; the last three check the content version in the database on each request),
//   2. express.static serving the same HTML bytes of each from a file (the reference),
//   3. POST /api/contacts (validation, rate limit, tRPC procedure, insert) against a bare Express +
//      better-sqlite3 insert handler (tests/bench/bare-contacts-server.mjs), target ≥ 0.5×.
// Each server runs in its own process; autocannon runs here. Bounded: BENCH_SECONDS per run
// (default 5) with BENCH_CONNECTIONS connections (default 10), one warm-up second each, and
// BENCH_ROUNDS rounds (default 3) alternating the cached page and the static file so that a
// burst of load from other processes does not favour one side; the median of each is kept.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LANDING = '/seo-avocat-droit-penal-marseille';
/** Pages compared with express.static serving their bytes: [label, path, file, target ratio]. */
const PAGES = [
  ['landing page', LANDING, 'landing.html', 0.8],
  ['/ (home, lists articles)', '/', 'home.html', 0.8],
  ['/blog', '/blog', 'blog.html', 0.8],
  ['an article', '/blog/seo-local-avocats-top-3-google-paris', 'article.html', 0.8],
];
// BENCH_ONLY=pages or BENCH_ONLY=post runs one half of the bench.
const only = process.env.BENCH_ONLY ?? 'all';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function start(args, env, readyText) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes(readyText)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)));
  });
}

async function run(name, url, request = {}) {
  await autocannon({ url, connections, duration: 1, ...request }); // warm-up
  const result = await autocannon({ url, connections, duration: seconds, ...request });
  const ok = result['2xx'];
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const line = {
    name,
    reqPerSec: Math.round(result.requests.average),
    latencyP50ms: result.latency.p50,
    latencyP99ms: result.latency.p99,
    requests: ok,
  };
  console.log(`${name.padEnd(44)} ${String(line.reqPerSec).padStart(7)} req/s   p50 ${line.latencyP50ms} ms   p99 ${line.latencyP99ms} ms`);
  return line;
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'avocat-visible-bench-'));
const children = [];
try {
  const [appPort, staticPort, barePort] = await Promise.all([freePort(), freePort(), freePort()]);
  children.push(
    await start(
      ['dist/server/index.js'],
      {
        NODE_ENV: 'production',
        PORT: String(appPort),
        HOST: '127.0.0.1',
        DATABASE_PATH: path.join(tmp, 'app.sqlite'),
        UPLOADS_DIR: path.join(tmp, 'uploads'),
        // The bench measures throughput, not the per-IP limit of the public forms.
        RATE_LIMIT_FORMS_MAX: '100000000',
      },
      'écoute sur',
    ),
  );
  const app = `http://127.0.0.1:${appPort}`;
  fs.mkdirSync(path.join(tmp, 'static'));
  for (const [, page, file] of PAGES) {
    // First request renders the page and fills the cache; the second is a cache hit.
    await (await fetch(app + page)).text();
    const cached = await fetch(app + page);
    if (cached.headers.get('x-cache') !== 'HIT') throw new Error(`${page} is not served from the cache`);
    fs.writeFileSync(path.join(tmp, 'static', file), Buffer.from(await cached.arrayBuffer()));
  }
  children.push(await start(['tests/bench/static-server.mjs', path.join(tmp, 'static'), String(staticPort)], {}, 'static ready'));

  console.log(`load average before: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log(`Node ${process.version}, ${os.cpus().length} CPU (${os.cpus()[0]?.model ?? '?'}), ${connections} connections, ${seconds} s per run`);
  for (const [label, , file] of PAGES) {
    console.log(`${label}: ${fs.statSync(path.join(tmp, 'static', file)).size} bytes of HTML, no compression (the client sends no Accept-Encoding)`);
  }
  console.log('');
  const median = (runs) => [...runs].sort((a, b) => a.reqPerSec - b.reqPerSec)[Math.floor(runs.length / 2)];
  const ratios = [];
  let postRatio = Infinity;
  if (only !== 'post') {
    const runs = PAGES.map(() => ({ app: [], static: [] }));
    for (let round = 1; round <= rounds; round += 1) {
      console.log(`round ${round}/${rounds}`);
      for (const [i, [label, page, file]] of PAGES.entries()) {
        runs[i].app.push(await run(`  ${label}, page cache (app)`, app + page));
        runs[i].static.push(await run(`  ${label}, express.static`, `http://127.0.0.1:${staticPort}/${file}`));
      }
    }
    console.log('\nmedians:');
    for (const [i, [label, , , target]] of PAGES.entries()) {
      const [appRun, staticRun] = [median(runs[i].app), median(runs[i].static)];
      const ratio = appRun.reqPerSec / staticRun.reqPerSec;
      ratios.push(ratio / target);
      console.log(`${label.padEnd(28)} app ${String(appRun.reqPerSec).padStart(6)} req/s, express.static ${String(staticRun.reqPerSec).padStart(6)} req/s = ${ratio.toFixed(2)}× (target ≥ ${target.toFixed(2)}×)`);
    }
  }
  if (only !== 'pages') {
    children.push(
      await start(['tests/bench/bare-contacts-server.mjs', path.join(tmp, 'bare.sqlite'), String(barePort)], {}, 'bare contacts ready'),
    );
    const contact = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Claire',
        lastName: 'Bench',
        email: 'claire.bench@cabinet.test',
        phone: '01 99 00 12 34',
        firmName: 'Cabinet Bench',
        specialization: 'penal',
        objectives: 'Plus de clients en droit pénal.',
        consent: true,
      }),
    };
    const appPosts = [];
    const barePosts = [];
    for (let round = 1; round <= rounds; round += 1) {
      console.log(`\nPOST round ${round}/${rounds}`);
      appPosts.push(await run('  POST /api/contacts (app)', `${app}/api/contacts`, contact));
      barePosts.push(await run('  POST /api/contacts, bare Express + SQLite', `http://127.0.0.1:${barePort}/api/contacts`, contact));
    }
    const appPost = median(appPosts);
    const barePost = median(barePosts);
    postRatio = appPost.reqPerSec / barePost.reqPerSec;
    console.log(`\nmedian: app ${appPost.reqPerSec} req/s, bare ${barePost.reqPerSec} req/s`);
    console.log(`POST /api/contacts app / bare Express + better-sqlite3 = ${postRatio.toFixed(2)}× (target ≥ 0.50×)`);
  }
  if (process.env.BENCH_ASSERT === '1' && (ratios.some((r) => r < 1) || postRatio < 0.5)) process.exitCode = 1;
} finally {
  for (const child of children) child.kill();
  fs.rmSync(tmp, { recursive: true, force: true });
}
