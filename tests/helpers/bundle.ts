/**
 * First-load JavaScript of a public page, from the Vite manifest of the production build:
 * the entry chunk and everything it imports statically, plus the code-split chunks of the
 * page's routes and their static imports. Sizes are gzip (level 9), in bytes.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const CLIENT_DIR = path.resolve(import.meta.dirname, '../../dist/client');
const ENTRY = 'src/client/entry-client.tsx';

type ManifestChunk = { file: string; src?: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

export function readManifest(): Manifest {
  return JSON.parse(fs.readFileSync(path.join(CLIENT_DIR, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(path.join(CLIENT_DIR, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** Manifest keys of `keys` and of everything they import statically. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return seen;
}

/** Code-split chunks of a route file (`?tsr-split=component`, `errorComponent`…). */
function routeChunks(manifest: Manifest, routeFile: string): string[] {
  return Object.keys(manifest).filter((key) => key.startsWith(`src/client/routes/${routeFile}?tsr-split=`));
}

export type FirstLoad = { keys: Set<string>; files: string[]; gzipBytes: number };

/** First-load JS of a page whose matched route files are `routeFiles` (relative to src/client/routes). */
export function firstLoad(manifest: Manifest, routeFiles: readonly string[]): FirstLoad {
  const keys = staticClosure(manifest, [ENTRY, ...routeFiles.flatMap((file) => routeChunks(manifest, file))]);
  const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  return { keys, files, gzipBytes: files.reduce((sum, file) => sum + gzipSize(file), 0) };
}

/** The entry chunk and its static imports only. */
export function entryLoad(manifest: Manifest): FirstLoad {
  return firstLoad(manifest, []);
}

/**
 * Chunks a first visit loads right after hydration, not yet in `loaded`: the cookie banner (its
 * settings dialog comes with 'Paramétrer', the toast region with the first toast).
 */
export function afterHydration(manifest: Manifest, loaded: Set<string>): FirstLoad {
  const lazy = ['src/client/components/layout/CookieBanner.tsx'];
  const keys = new Set([...staticClosure(manifest, lazy)].filter((key) => !loaded.has(key)));
  const files = [...keys].map((key) => manifest[key]!.file);
  return { keys, files, gzipBytes: files.reduce((sum, file) => sum + gzipSize(file), 0) };
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
