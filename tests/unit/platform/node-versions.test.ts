/**
 * The Node.js releases the site runs on: `engines` in package.json, the deploy image's base, and
 * the native module that depends on the release (better-sqlite3) agree. Node.js 20 reached end of
 * life on 30 April 2026: the image is on an LTS still maintained, and the code stays compatible with
 * Node.js 20.19 (the development machine's and CI's).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as { engines: { node: string } };

/** Whether `version` (x.y.z) is in an npm range made of `^x.y.z`, `x.x` and `||` (the forms these packages use). */
function satisfies(version: string, range: string): boolean {
  const [major, minor, patch] = version.split('.').map(Number) as [number, number, number];
  return range.split('||').some((part) => {
    const term = part.trim();
    const caret = /^\^(\d+)\.(\d+)\.(\d+)$/.exec(term);
    if (caret) {
      const [, m, n, p] = caret.map(Number) as [number, number, number, number];
      return major === m && (minor > n || (minor === n && patch >= p));
    }
    const any = /^(\d+)\.x$/.exec(term);
    if (any) return major === Number(any[1]);
    throw new Error(`range term not understood: ${term}`);
  });
}

describe('supported Node.js releases', () => {
  const engines = readJson('package.json').engines.node;
  const dockerfile = fs.readFileSync(path.join(root, 'deploy/Dockerfile'), 'utf8');
  const bases = [...dockerfile.matchAll(/^FROM\s+node:(\d+)-bookworm-slim\b/gm)].map((match) => Number(match[1]));

  it('engines: Node.js 20.19 (this machine and CI), 22 and 24 LTS; nothing older, no odd release', () => {
    for (const version of ['20.19.0', '20.20.2', '22.13.0', '22.20.0', '24.0.0', '24.11.1']) expect(satisfies(version, engines), version).toBe(true);
    for (const version of ['18.20.0', '20.18.3', '21.7.0', '22.12.0', '23.11.0', '25.0.0']) expect(satisfies(version, engines), version).toBe(false);
    expect(satisfies(process.versions.node, engines)).toBe(true);
  });

  it('the deploy image: every stage on the same maintained LTS (24 or 22), which engines and better-sqlite3 support', () => {
    expect(dockerfile.match(/^FROM\s/gm)).toHaveLength(bases.length);
    expect(bases.length).toBeGreaterThanOrEqual(2);
    expect(new Set(bases).size).toBe(1);
    const major = bases[0]!;
    expect([22, 24]).toContain(major);
    expect(satisfies(`${major}.13.0`, engines)).toBe(true);
    expect(satisfies(`${major}.0.0`, readJson('node_modules/better-sqlite3/package.json').engines.node)).toBe(true);
  });

  it('the image listens on every interface and compiles better-sqlite3 when no prebuilt binary fits', () => {
    expect(dockerfile).toMatch(/^ENV HOST=0\.0\.0\.0$/m);
    expect(dockerfile).toMatch(/apt-get install -y --no-install-recommends python3 make g\+\+/);
  });
});
