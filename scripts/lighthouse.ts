/**
 * `npm run lighthouse`: Lighthouse (mobile, simulated throttling — its defaults) with Debian's
 * Chromium on a few public pages of the production build. Starts its own server on a free
 * loopback port with a temporary database, prints the four category scores per page, stops by
 * itself. CHROME_PATH overrides /usr/bin/chromium; LIGHTHOUSE_PAGES='/,/blog' the pages;
 * LIGHTHOUSE_REPORT_DIR=dir keeps each page's full JSON report there (long tasks, bootup time…).
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawnServer, stopServer } from '../tests/helpers/process';

const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/,/blog,/quiz,/seo-avocat-droit-penal-marseille').split(',');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'avocat-visible-lighthouse-'));
const port = await freePort();
const siteUrl = `http://127.0.0.1:${port}`;
const server = await spawnServer({
  PORT: String(port),
  SITE_URL: siteUrl,
  DATABASE_PATH: path.join(dir, 'app.sqlite'),
  UPLOADS_DIR: path.join(dir, 'uploads'),
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});

let failed = false;
try {
  console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version} — mobile, throttling simulé, ${os.cpus().length} cœurs`);
  console.log(['page'.padEnd(40), ...CATEGORIES.map((c) => c.padStart(15)), 'FCP'.padStart(9), 'LCP'.padStart(9), 'TBT'.padStart(9), 'CLS'.padStart(7)].join(''));
  for (const page of PAGES) {
    const result = await lighthouse(siteUrl + page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) {
      failed = true;
      console.log(`${page.padEnd(40)}erreur : ${lhr?.runtimeError?.message ?? 'pas de résultat'}`);
      continue;
    }
    if (process.env.LIGHTHOUSE_REPORT_DIR) {
      fs.mkdirSync(process.env.LIGHTHOUSE_REPORT_DIR, { recursive: true });
      const name = page === '/' ? 'home' : page.replace(/^\//, '').replace(/[^\w-]+/g, '_');
      fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORT_DIR, `${name}.json`), JSON.stringify(lhr, null, 1));
    }
    const scores = CATEGORIES.map((c) => String(Math.round((lhr.categories[c]?.score ?? 0) * 100)).padStart(15));
    const metric = (id: string, width: number) => (lhr.audits[id]?.displayValue ?? '?').replace(/\u00a0/g, ' ').padStart(width);
    console.log([page.padEnd(40), ...scores, metric('first-contentful-paint', 9), metric('largest-contentful-paint', 9), metric('total-blocking-time', 9), metric('cumulative-layout-shift', 7)].join(''));
  }
} finally {
  chrome.kill();
  await stopServer(server);
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
