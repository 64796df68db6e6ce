/**
 * `npm run db:purge`: deletes from the database (DATABASE_URL, else DATABASE_PATH) what is kept no longer
 * (src/shared/leads/retention.ts), expired sessions, rate-limit counters and Idempotency-Key replies. The server
 * does the same at start and every day.
 */
import { databaseOptions, openDatabase } from '#server/platform/db';
import { loadConfig } from '#server/platform/env';
import { purgeExpired } from '#server/platform/maintenance/purge';

const config = loadConfig();
const database = await openDatabase(databaseOptions(config));
try {
  const report = await purgeExpired(database.db);
  console.log(`Purge de ${config.DATABASE_URL ?? config.databaseFile} :`);
  for (const [table, count] of Object.entries(report)) console.log(`  ${table} : ${count} supprimé(s)`);
} finally {
  await database.close();
}
