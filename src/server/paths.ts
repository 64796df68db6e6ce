import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root. This file lives two levels below it both as source
 * (src/server/paths.ts) and once bundled (dist/server/index.js).
 */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'db', 'migrations');
export const PUBLIC_DIR = path.join(PROJECT_ROOT, 'public');
export const CLIENT_DIST_DIR = path.join(PROJECT_ROOT, 'dist', 'client');
export const SERVER_ENTRY = path.join(PROJECT_ROOT, 'dist', 'server', 'entry-server.js');
