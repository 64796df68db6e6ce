/**
 * Puts a backup (`npm run db:backup`) back as the live database (`npm run db:restore -- <file>`).
 *
 * - The file is checked first: an SQLite database (`PRAGMA integrity_check`), this app's (drizzle's
 *   migrations table, every migration one this code knows: a backup made by a newer version is
 *   refused), with its lead and article tables.
 * - A server using the database is found through SQLite's own locks, not a pid file: switching the
 *   live file out of WAL mode needs every other connection gone, and SQLite answers SQLITE_BUSY while
 *   any process holds it open (a server on either driver, `db:purge`…). A process that died
 *   (SIGKILL, a crash) holds no lock: its leftover WAL is checkpointed by the switch. The restore is
 *   then refused, unless `force`.
 * - The backup is copied into place with SQLite's online backup API, page by page under SQLite's
 *   locks (never a file copy under a process that reads it); the live file has left WAL mode first,
 *   so no -wal or -shm is left beside it (the server switches it back at start). With no live file,
 *   stale -wal/-shm files of a deleted one are removed first: SQLite would replay them into the new file.
 * - What it replaces is kept first, as a backup in `keepDir`.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { backupDatabase } from './backup';

type RestoreCounts = { contacts: number; quizLeads: number; auditLeads: number; articles: number; published: number };

type RestoreResult = {
  counts: RestoreCounts;
  /** The copy of the database it replaced (null when there was none). */
  replaced: string | null;
  /** True when a server held the database and `force` was given. */
  forced: boolean;
};

/** A refusal the script reports in French, without a stack. */
export class RestoreRefused extends Error {}

/** Drizzle's migrations: the `created_at` of each (the journal's `when`), from db/migrations/meta/_journal.json. */
export function knownMigrations(migrationsDir: string): Set<number> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return new Set(journal.entries.map((entry) => entry.when));
}

function countsOf(db: Database.Database): RestoreCounts {
  const count = (sql: string) => Number(db.prepare(sql).pluck().get());
  return {
    contacts: count('SELECT count(*) FROM contacts'),
    quizLeads: count('SELECT count(*) FROM quiz_leads'),
    auditLeads: count('SELECT count(*) FROM audit_leads'),
    articles: count('SELECT count(*) FROM blog_posts'),
    published: count('SELECT count(*) FROM blog_posts WHERE published = 1'),
  };
}

/** Checks that `file` is a sound database of this app; returns what it holds. */
function checkBackup(file: string, migrations: Set<number>): RestoreCounts {
  if (!fs.existsSync(file)) throw new RestoreRefused(`Fichier introuvable : ${file}`);
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new RestoreRefused(`${file} n'est pas une base SQLite lisible (${(error as Error).message}).`);
  }
  try {
    let check: unknown;
    try {
      check = db.pragma('integrity_check', { simple: true });
    } catch (error) {
      throw new RestoreRefused(`${file} n'est pas une base SQLite (${(error as Error).message}).`);
    }
    if (check !== 'ok') throw new RestoreRefused(`${file} est corrompu (integrity_check : ${String(check)}).`);
    const tables = new Set(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]);
    if (!tables.has('__drizzle_migrations')) throw new RestoreRefused(`${file} n'est pas une base d'Avocat Visible (pas de table des migrations).`);
    const applied = db.prepare('SELECT created_at FROM __drizzle_migrations').pluck().all() as number[];
    if (applied.length === 0) throw new RestoreRefused(`${file} n'a aucune migration appliquée.`);
    const unknown = applied.filter((when) => !migrations.has(Number(when)));
    if (unknown.length > 0) throw new RestoreRefused(`${file} a ${unknown.length} migration(s) que ce code ne connaît pas : sauvegarde d'une version plus récente.`);
    for (const table of ['contacts', 'quiz_leads', 'audit_leads', 'blog_posts'])
      if (!tables.has(table)) throw new RestoreRefused(`${file} n'a pas la table ${table}.`);
    return countsOf(db);
  } finally {
    db.close();
  }
}

/** True when another process holds `file` open; otherwise leaves it out of WAL mode (no -wal, no -shm). */
function heldByAnother(file: string): boolean {
  const live = new Database(file, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 0');
    live.pragma('journal_mode = DELETE');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  } finally {
    live.close();
  }
}

export async function restoreDatabase(
  source: string,
  target: string,
  { migrations, keepDir, force = false, now = new Date() }: { migrations: Set<number>; keepDir: string; force?: boolean; now?: Date },
): Promise<RestoreResult> {
  const from = path.resolve(source);
  const to = path.resolve(target);
  if (from === to) throw new RestoreRefused('La sauvegarde est le fichier de la base elle-même.');
  checkBackup(from, migrations);
  let replaced: string | null = null;
  let forced = false;
  if (fs.existsSync(to)) {
    forced = heldByAnother(to);
    if (forced && !force)
      throw new RestoreRefused(
        `Un serveur utilise ${to} : arrêtez-le avant de restaurer (ou relancez avec --force, puis redémarrez-le).`,
      );
    replaced = await backupDatabase(to, keepDir, now);
  } else {
    fs.mkdirSync(path.dirname(to), { recursive: true });
    for (const suffix of ['-wal', '-shm', '-journal']) fs.rmSync(to + suffix, { force: true });
  }
  const backup = new Database(from, { readonly: true, fileMustExist: true });
  try {
    await backup.backup(to);
  } finally {
    backup.close();
  }
  const restored = new Database(to, { fileMustExist: true });
  try {
    restored.pragma('busy_timeout = 5000');
    const check = restored.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`Base restaurée corrompue (${String(check)}) : ${to}`);
    return { counts: countsOf(restored), replaced, forced };
  } finally {
    restored.close();
  }
}
