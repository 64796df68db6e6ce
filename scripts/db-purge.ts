/**
 * `npm run db:purge`: deletes from DATABASE_PATH what is kept no longer
 * (src/shared/leads/retention.ts), expired sessions and rate-limit counters. The server
 * does the same at start and every day.
 */
import { openDatabase } from '../src/server/db';
import { loadConfig } from '../src/server/env';
import { purgeExpired } from '../src/server/maintenance/purge';

const config = loadConfig();
const database = openDatabase(config.databaseFile);
try {
  const report = await purgeExpired(database.db);
  console.log(`Purge de ${config.databaseFile} :`);
  for (const [table, count] of Object.entries(report)) console.log(`  ${table} : ${count} supprimé(s)`);
} finally {
  database.close();
}
