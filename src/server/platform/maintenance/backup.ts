/**
 * Consistent copy of the live database with SQLite's online backup API (better-sqlite3's
 * `db.backup()`): safe while the server writes (WAL), the copy is one point in time.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/** `app-2026-11-22T09-20-55-123Z.sqlite`: sortable, one per run. */
function backupFileName(now: Date): string {
  return `app-${now.toISOString().replace(/[:.]/g, '-')}.sqlite`;
}

/** Copies `sourceFile` into `dir` under a timestamped name, checks the copy, returns its path. */
export async function backupDatabase(sourceFile: string, dir: string, now: Date = new Date()): Promise<string> {
  fs.mkdirSync(dir, { recursive: true });
  const target = path.join(dir, backupFileName(now));
  const source = new Database(sourceFile, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(target);
  } finally {
    source.close();
  }
  const copy = new Database(target);
  try {
    // One self-contained file (no -wal/-shm beside it), checked before it is reported.
    copy.pragma('journal_mode = DELETE');
    const check = copy.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`Sauvegarde corrompue (${String(check)}) : ${target}`);
  } finally {
    copy.close();
  }
  return target;
}
