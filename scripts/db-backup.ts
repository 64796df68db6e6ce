/**
 * `npm run db:backup [-- <folder>]`: online backup of DATABASE_PATH into db/backups/ (or the
 * folder given), as app-<UTC timestamp>.sqlite. Safe while the server runs and writes.
 */
import path from 'node:path';
import { loadConfig } from '../src/server/env';
import { PROJECT_ROOT } from '../src/server/paths';
import { backupDatabase } from '../src/server/maintenance/backup';

const config = loadConfig();
const dir = path.resolve(PROJECT_ROOT, process.argv[2] ?? 'db/backups');
const started = Date.now();
const file = await backupDatabase(config.databaseFile, dir);
console.log(`Sauvegarde de ${config.databaseFile} → ${file} (${Date.now() - started} ms, intégrité vérifiée)`);
