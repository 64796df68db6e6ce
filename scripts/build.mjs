// Builds the client and server bundles with Vite.
// `--if-needed` skips the build when dist/ is newer than every source file (used by `npm start`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

// Always a production build, even when started from a test runner (which sets NODE_ENV=test):
// a bundle built otherwise uses React's development JSX runtime and fails under `npm start`.
process.env.NODE_ENV = 'production';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'dist', '.build-stamp');
const inputs = ['src', 'db', 'public', 'vite.config.ts', 'package.json', 'package-lock.json'];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p)) {
    if (entry === 'data' || entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

if (process.argv.includes('--if-needed') && fs.existsSync(stamp)) {
  const built = fs.statSync(stamp).mtimeMs;
  const changed = Math.max(...inputs.map((i) => newestMtime(path.join(root, i))));
  if (changed <= built) process.exit(0);
}

console.log('Construction du site (client + serveur)…');
await build({ root, logLevel: 'warn' });
await build({ root, logLevel: 'warn', build: { ssr: true } });
fs.writeFileSync(stamp, new Date().toISOString());
console.log('Construction terminée.');
