import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder above `start` holding package.json: the repository root, from the sources or a bundle. */
function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`package.json not found above ${start}`);
  }
}

/**
 * The repository root: above this file as source (src/server/platform/paths.ts) and once bundled
 * (dist/server/index.js or one of its chunks).
 */
export const PROJECT_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'db', 'migrations');
export const PUBLIC_DIR = path.join(PROJECT_ROOT, 'public');
export const CLIENT_DIST_DIR = path.join(PROJECT_ROOT, 'dist', 'client');
export const SERVER_ENTRY = path.join(PROJECT_ROOT, 'dist', 'server', 'entry-server.js');
