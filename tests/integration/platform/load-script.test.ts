/**
 * `npm run test:load` at a small size: the script's leads are the ones the forms send (its quiz
 * answers are real options, its contacts pass validation), so the full run measures load rather
 * than refusals.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../..');

describe('npm run test:load', () => {
  it('stores every lead of a small run (30 contacts + 30 quiz leads), on one node and on two behind nginx, and says OK', async () => {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'tests/load/leads.ts'], {
      cwd: root,
      env: { ...process.env, LOAD_LEADS: '30', LOAD_CONCURRENCY: '6' },
      timeout: 25_000, // under the test's own 30 s: the script and its server never outlive the test
    });
    expect(stdout).toContain('Charge (1 nœud, en direct');
    expect(stdout).toContain('Charge (2 nœuds derrière nginx');
    expect(stdout.match(/statuts : \{"201":60\}/g)).toHaveLength(2);
    expect(stdout.match(/lignes : contacts 30\/30, quiz_leads 30\/30, integrity_check ok/g)).toHaveLength(2);
    expect(stdout).toContain('OK : aucun prospect perdu');
  });
});
