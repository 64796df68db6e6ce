/**
 * The restore drill, with real processes as an operator runs them: the production server
 * (`node dist/server/index.js`), `npm run db:backup`, `npm run db:restore`. Back up → the server
 * dies and its file is deleted → restore → start → the leads, the admin account and the article
 * are there over HTTP, and nothing written after the backup. A restore is refused while a server
 * holds the database (unless --force), and a file that is not this app's sound database is refused.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { api, FIRST_ADMIN, registerAdmin, testDatabaseEnv } from '../../helpers/server';
import { spawnServer, stopServer, type ServerProcess } from '../../helpers/process';
import { SqliteFile } from '../../helpers/sqlite';
import { openDatabase } from '#server/platform/db';

const exec = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'avocat-visible-restore-'));
const dbFile = path.join(dir, 'data', 'app.sqlite');
const env: Record<string, string> = { ...(process.env as Record<string, string>), ...testDatabaseEnv(dbFile), UPLOADS_DIR: path.join(dir, 'uploads') };
const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => stopServer(server, 'SIGKILL')));
  fs.rmSync(dir, { recursive: true, force: true });
});

/** `npm run <script> -- …args`: exit code and output, as the operator sees them. */
async function npmRun(script: string, ...args: string[]) {
  return npmRunWith(env, script, ...args);
}

async function npmRunWith(env: Record<string, string>, script: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await exec('npm', ['run', '-s', script, '--', ...args], { env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

const ARTICLE = {
  title: 'Article à restaurer',
  slug: 'article-a-restaurer',
  content: '## Introduction\n\nUn article écrit avant la sauvegarde.',
  excerpt: 'Écrit avant la sauvegarde.',
  practiceType: 'droit-penal',
  firmSize: 'petit-cabinet',
  topic: 'seo-local',
  metaDescription: 'Description SEO',
  keywords: ['seo', 'avocat'],
  imageUrl: null,
  published: true,
};
const contact = (email: string) => ({ firstName: 'Claire', lastName: 'Martin', email, consent: true });

describe('npm run db:restore', () => {
  it('back up, lose the database, restore, start: the data of the backup is served again', async () => {
    const first = await spawnServer(env);
    servers.push(first);
    const token = await registerAdmin(first.url);
    expect((await api(first.url, 'POST', '/api/admin/blog/posts', { token, body: ARTICLE })).status).toBe(201);
    for (const email of ['avant-1@exemple.fr', 'avant-2@exemple.fr'])
      expect((await api(first.url, 'POST', '/api/contacts', { body: contact(email) })).status).toBe(201);
    const quiz = { firstName: 'Louise', lastName: 'Durand', email: 'quiz@exemple.fr', consent: true, quizAnswers: [], quizScore: 0 };
    expect((await api(first.url, 'POST', '/api/quiz-leads', { body: quiz })).status).toBe(201);

    const backup = await npmRun('db:backup', path.join(dir, 'backups'));
    expect(backup.code, backup.stderr).toBe(0);
    const [file] = fs.readdirSync(path.join(dir, 'backups')).map((name) => path.join(dir, 'backups', name));
    expect(file).toBeDefined();
    expect((await api(first.url, 'POST', '/api/contacts', { body: contact('apres@exemple.fr') })).status).toBe(201);

    // The server holds the database: refused, nothing touched.
    const refused = await npmRun('db:restore', file!);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Restauration refusée : Un serveur utilise');
    expect(refused.stderr).toContain('--force');
    expect((await api(first.url, 'POST', '/api/contacts', { body: contact('encore@exemple.fr') })).status).toBe(201);

    // The machine dies (its WAL and shared memory stay behind) and the database file is lost.
    await stopServer(first, 'SIGKILL');
    expect(fs.existsSync(`${dbFile}-wal`)).toBe(true);
    fs.rmSync(dbFile);

    const restored = await npmRun('db:restore', file!);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(`→ ${dbFile}`);
    expect(restored.stdout).toContain(
      "Restauré : 3 prospects (2 contacts, 1 du quiz, 0 demande de rapport d'audit), 4 articles (4 publiés).",
    );
    expect(fs.readdirSync(path.dirname(dbFile)).sort()).toEqual(['app.sqlite']);
    const check = new SqliteFile(dbFile);
    expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
    check.close();

    const second = await spawnServer(env);
    servers.push(second);
    const login = await api<{ token: string }>(second.url, 'POST', '/api/admin/login', {
      body: { username: FIRST_ADMIN.username, password: FIRST_ADMIN.password },
    });
    expect(login.status).toBe(200);
    const leads = await api<{ email: string }[]>(second.url, 'GET', '/api/admin/leads?limit=50', { token: login.body.token });
    expect(leads.status).toBe(200);
    expect(leads.body.map((lead) => lead.email).sort()).toEqual(['avant-1@exemple.fr', 'avant-2@exemple.fr', 'quiz@exemple.fr']);
    const article = await fetch(`${second.url}/blog/${ARTICLE.slug}`);
    expect(article.status).toBe(200);
    expect(await article.text()).toContain(ARTICLE.title);

    // --force under a running server: restored, and what it replaced is kept beside the database.
    const forced = await npmRun('db:restore', file!, '--force');
    expect(forced.code, forced.stderr).toBe(0);
    expect(forced.stdout).toContain('Base remplacée conservée : ' + path.join(path.dirname(dbFile), 'before-restore', 'app-'));
    expect(forced.stdout).toContain('redémarrez-le');
    await stopServer(second);
  }, 120_000);

  it('refuses a file that is not a sound database of this app, and a backup of a newer version', async () => {
    const notSqlite = path.join(dir, 'notes.sqlite');
    fs.writeFileSync(notSqlite, 'ceci n’est pas une base'.repeat(100));
    const other = path.join(dir, 'autre.sqlite');
    const db = new SqliteFile(other);
    db.prepare('CREATE TABLE contacts (id INTEGER PRIMARY KEY)').run();
    db.close();
    // A database of this app (migrated), with one migration more than this code has.
    const newer = path.join(dir, 'plus-recente.sqlite');
    await (await openDatabase(newer)).close();
    const edit = new SqliteFile(newer);
    edit.pragma('journal_mode = DELETE');
    edit.prepare("INSERT INTO __drizzle_migrations (hash, created_at) VALUES ('futur', 4102444800000)").run();
    edit.close();
    const cases = [
      [path.join(dir, 'absente.sqlite'), 'Fichier introuvable'],
      [notSqlite, "n'est pas une base SQLite"],
      [other, "n'est pas une base d'Avocat Visible (pas de table des migrations)"],
      [newer, "1 migration(s) que ce code ne connaît pas : sauvegarde d'une version plus récente"],
    ] as const;
    const target = path.join(dir, 'vide', 'app.sqlite');
    for (const [file, message] of cases) {
      const run = await npmRunWith({ ...env, DATABASE_PATH: target, ...(env.DATABASE_URL && { DATABASE_URL: `file:${target}` }) }, 'db:restore', file);
      expect(run.code, file).toBe(1);
      expect(run.stderr).toContain(message);
    }
    expect(fs.existsSync(target)).toBe(false);
  }, 60_000);
});
