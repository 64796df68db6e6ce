/**
 * `npm run db:backup [-- <folder>]`: online backup of the database file — DATABASE_PATH, or the
 * file of a `file:` DATABASE_URL — into db/backups/ (or the folder given), as
 * app-<UTC timestamp>.sqlite. Safe while the server runs and writes. A libSQL server is backed up
 * by the server itself (README, « Running on several machines »).
 */
import path from 'node:path';
import { loadConfig } from '#server/platform/env';
import { PROJECT_ROOT } from '#server/platform/paths';
import { backupDatabase } from '#server/platform/maintenance/backup';

const config = loadConfig();
const url = config.DATABASE_URL;
if (url && !url.startsWith('file:')) {
  console.error(`DATABASE_URL (${new URL(url).host}) désigne un serveur libSQL : sauvegardez-le côté serveur (instantanés de sqld, Turso).`);
  process.exit(1);
}
const source = url ? path.resolve(PROJECT_ROOT, decodeURIComponent(url.slice('file:'.length).split('?')[0]!)) : config.databaseFile;
const dir = path.resolve(PROJECT_ROOT, process.argv[2] ?? 'db/backups');
const started = Date.now();
const file = await backupDatabase(source, dir);
console.log(`Sauvegarde de ${source} → ${file} (${Date.now() - started} ms, intégrité vérifiée)`);
