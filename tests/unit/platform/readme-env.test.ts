/**
 * The README's environment table is the list of variables the server reads: each appears once,
 * and none is listed that does not exist.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENV_VARIABLES } from '#server/platform/env';

/** Read outside the start-up schema: the output check's switch (trpc/meta.ts) and the tests' browser. */
const OUTSIDE_THE_SCHEMA = ['CHECK_OUTPUTS', 'CHROME_PATH'];

function documentedVariables(): string[] {
  const readme = fs.readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const start = readme.indexOf('### Environment variables');
  const end = readme.indexOf('\n## ', start);
  expect(start).toBeGreaterThan(-1);
  return readme
    .slice(start, end)
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => (line.split('|')[1] ?? '').split('/').map((name) => name.trim().replace(/`/g, '')));
}

describe('the README environment table', () => {
  it('lists every variable of platform/env.ts once, and nothing else', () => {
    const documented = documentedVariables();
    const repeated = documented.filter((name, index) => documented.indexOf(name) !== index);
    expect(repeated).toEqual([]);
    expect([...documented].sort()).toEqual([...ENV_VARIABLES, ...OUTSIDE_THE_SCHEMA].sort());
  });
});
