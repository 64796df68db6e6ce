/**
 * `npm run db:restore -- <file> [--force]`: puts a backup of `npm run db:backup` back as the
 * database — DATABASE_PATH, or the file of a `file:` DATABASE_URL. Checks the file (integrity, this
 * app's migrations), refuses while a server holds the database (unless --force), keeps what it
 * replaces in before-restore/ beside the database, and prints what it restored (src/server/platform/maintenance/restore.ts).
 * A libSQL server is restored by the server itself (README, « Running on several machines »).
 */
import path from 'node:path';
import { loadConfig } from '#server/platform/env';
import { MIGRATIONS_DIR, PROJECT_ROOT } from '#server/platform/paths';
import { knownMigrations, restoreDatabase, RestoreRefused } from '#server/platform/maintenance/restore';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => arg !== '--force');
if (files.length !== 1) {
  console.error('Usage : npm run db:restore -- <fichier de sauvegarde> [--force]');
  process.exit(1);
}
const config = loadConfig();
const url = config.DATABASE_URL;
if (url && !url.startsWith('file:')) {
  console.error(`DATABASE_URL (${new URL(url).host}) désigne un serveur libSQL : restaurez-le côté serveur (instantanés de sqld, Turso).`);
  process.exit(1);
}
const target = url ? path.resolve(PROJECT_ROOT, decodeURIComponent(url.slice('file:'.length).split('?')[0]!)) : config.databaseFile;
const source = path.resolve(process.cwd(), files[0]!);
try {
  const started = Date.now();
  const { counts, replaced, forced } = await restoreDatabase(source, target, {
    migrations: knownMigrations(MIGRATIONS_DIR),
    keepDir: path.join(path.dirname(target), 'before-restore'),
    force,
  });
  if (replaced) console.log(`Base remplacée conservée : ${replaced}`);
  console.log(`Restauration de ${source} → ${target} (${Date.now() - started} ms, intégrité vérifiée)`);
  const n = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;
  const leads = counts.contacts + counts.quizLeads + counts.auditLeads;
  console.log(
    `Restauré : ${n(leads, 'prospect', 'prospects')} (${n(counts.contacts, 'contact', 'contacts')}, ${n(counts.quizLeads, 'du quiz', 'du quiz')}, ` +
      `${n(counts.auditLeads, "demande de rapport d'audit", "demandes de rapport d'audit")}), ` +
      `${n(counts.articles, 'article', 'articles')} (${n(counts.published, 'publié', 'publiés')}).`,
  );
  if (forced) console.log('Un serveur utilisait la base (--force) : redémarrez-le pour qu’il ne serve rien de ce qu’il gardait en mémoire.');
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error;
  console.error(`Restauration refusée : ${error.message}`);
  process.exit(1);
}
