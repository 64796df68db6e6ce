import { execFileSync } from 'node:child_process';

/** Integration and browser tests run against the production bundles: build them once if stale. */
export default function setup() {
  execFileSync(process.execPath, ['scripts/build.mjs', '--if-needed'], { stdio: 'inherit' });
}
