import fs from 'node:fs';
import path from 'node:path';
import { CLIENT_DIST_DIR } from '../paths';

/** Vite's manifest of the client build (the part the server reads). */
export type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

export function readClientManifest(): ViteManifest {
  return JSON.parse(fs.readFileSync(path.join(CLIENT_DIST_DIR, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
}

/**
 * The client's stylesheet files (paths under dist/client). The build makes one stylesheet for the
 * whole client (`build.cssCodeSplit: false`, vite.config.ts), listed in the manifest under
 * `style.css`; the pages inline it.
 */
export function clientStylesheets(manifest: ViteManifest): string[] {
  const bundle = manifest['style.css'];
  return bundle ? [bundle.file] : [];
}
