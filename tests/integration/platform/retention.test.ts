/**
 * Leads are kept as long as the privacy policy says, then deleted: by the daily purge inside
 * the server (it also runs at start) and by `npm run db:purge`. Backups are consistent copies.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { SqliteFile as Database } from '../../helpers/sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { openDatabase } from '#server/platform/db';
import { idempotencyKeys, rateLimits } from '#db/schema';
import { loadConfig } from '#server/platform/env';
import { purgeExpired } from '#server/platform/maintenance/purge';
import { backupDatabase } from '#server/platform/maintenance/backup';
import { retentionCutoff } from '#shared/leads/retention';
import { api, testDatabaseEnv, useTestServer } from '../../helpers/server';

const run = promisify(execFile);
const DAY = 86_400_000;
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'avocat-visible-retention-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** Rows just past and just within each retention period, named so the survivors are readable. */
function insertBackdated(file: string, now: Date) {
  const db = new Database(file);
  const at = (months: number, days: number) => retentionCutoff(months, now).getTime() + days * DAY;
  const contact = db.prepare('INSERT INTO contacts (first_name, last_name, email, consent, created_at) VALUES (?, ?, ?, 1, ?)');
  contact.run('Ancien', 'Prospect', 'ancien@exemple.fr', at(36, -1));
  contact.run('Récent', 'Prospect', 'recent@exemple.fr', at(36, 1));
  const booking = db.prepare(
    "INSERT INTO bookings (slot_start, slot_end, token_hash, first_name, last_name, email, phone, firm_name, consent, created_at) VALUES (?, ?, ?, 'Rendez', 'Vous', ?, '0612345678', 'Cabinet', 1, ?)",
  );
  // The old one's call ended long ago; its reminder, still in the outbox, goes with it.
  const old = booking.run(at(36, -1) + 3 * DAY, at(36, -1) + 3 * DAY + 1_800_000, 'ancien', 'ancien-rdv@exemple.fr', at(36, -1));
  booking.run(at(36, 1) + 3 * DAY, at(36, 1) + 3 * DAY + 1_800_000, 'recent', 'recent-rdv@exemple.fr', at(36, 1));
  db.prepare(
    "INSERT INTO outbox (channel, kind, audience, recipient, payload, status, message_id, next_attempt_at, lead_kind, lead_id, created_at) VALUES ('email', 'booking-reminder-24h', 'visitor', 'ancien-rdv@exemple.fr', '{}', 'sent', 'm-1', ?, 'booking', ?, ?)",
  ).run(at(36, -1), old.lastInsertRowid, at(36, -1));
  const quiz = db.prepare("INSERT INTO quiz_leads (first_name, email, quiz_answers, quiz_score, consent, created_at) VALUES (?, ?, '[]', 50, 1, ?)");
  quiz.run('Ancien', 'ancien-quiz@exemple.fr', at(24, -1));
  quiz.run('Récent', 'recent-quiz@exemple.fr', at(24, 1));
  const audit = db.prepare("INSERT INTO audit_requests (website_url, specialization, created_at) VALUES (?, 'Droit pénal', ?)");
  audit.run('https://ancien.fr', at(24, -1));
  audit.run('https://recent.fr', at(24, 1));
  const visibility = db.prepare("INSERT INTO visibility_calculations (city, radius, competitors, created_at) VALUES (?, 20, '1-5 cabinets', ?)");
  visibility.run('Ancienne', at(24, -1));
  visibility.run('Récente', at(24, 1));
  const roi = db.prepare(
    "INSERT INTO roi_calculations (firm_type, current_revenue, current_leads, conversion_rate, average_case, created_at) VALUES (?, 10000, 50, 20, 2500, ?)",
  );
  roi.run('ancien', at(24, -1));
  roi.run('recent', at(24, 1));
  // The 404 log: daily counts and their referrers, kept 13 months.
  const day = (months: number, days: number) => new Date(at(months, days)).toISOString().slice(0, 10);
  const notFound = db.prepare('INSERT INTO not_found_hits (day, path, hits, bot_hits, last_seen_at) VALUES (?, ?, 1, 0, ?)');
  const notFoundReferrer = db.prepare("INSERT INTO not_found_referrers (day, path, referrer, hits) VALUES (?, ?, 'https://www.google.com/', 1)");
  for (const [path, days] of [['/ancienne-page', -1], ['/page-recente', 1]] as const) {
    notFound.run(day(13, days), path, at(13, days));
    notFoundReferrer.run(day(13, days), path);
  }
  const user = db.prepare("INSERT INTO users (username, password, email) VALUES ('marie', 'x', 'marie@exemple.fr')").run();
  const session = db.prepare('INSERT INTO sessions (id, user_id, expires_at) VALUES (?, ?, ?)');
  session.run('expiree', user.lastInsertRowid, Math.floor(now.getTime() / 1000) - 60);
  session.run('valide', user.lastInsertRowid, Math.floor(now.getTime() / 1000) + 3600);
  db.close();
}

function survivors(file: string) {
  const db = new Database(file, { readonly: true });
  const col = (sql: string) => db.prepare(sql).pluck().all();
  const result = {
    contacts: col('SELECT email FROM contacts'),
    bookings: col('SELECT email FROM bookings'),
    quiz: col('SELECT email FROM quiz_leads'),
    audits: col('SELECT website_url FROM audit_requests'),
    visibility: col('SELECT city FROM visibility_calculations'),
    roi: col('SELECT firm_type FROM roi_calculations'),
    sessions: col('SELECT id FROM sessions'),
    notFound: col('SELECT path FROM not_found_hits'),
    notFoundReferrers: col('SELECT path FROM not_found_referrers'),
  };
  db.close();
  return result;
}

const KEPT = {
  contacts: ['recent@exemple.fr'],
  bookings: ['recent-rdv@exemple.fr'],
  quiz: ['recent-quiz@exemple.fr'],
  audits: ['https://recent.fr'],
  visibility: ['Récente'],
  roi: ['recent'],
  sessions: ['valide'],
  notFound: ['/page-recente'],
  notFoundReferrers: ['/page-recente'],
};

async function freshDatabase() {
  const file = path.join(tempDir(), 'app.sqlite');
  await (await openDatabase({ file, url: testDatabaseEnv(file).DATABASE_URL })).close();
  return file;
}

describe('retention purge', () => {
  it('purgeExpired deletes exactly the rows past their period, expired sessions and counters', async () => {
    const file = await freshDatabase();
    const now = new Date();
    insertBackdated(file, now);
    const database = await openDatabase({ file, url: testDatabaseEnv(file).DATABASE_URL });
    await database.db.insert(rateLimits).values([
      { key: 'forms:ancien', points: 1, expire: new Date(now.getTime() - 1000) },
      { key: 'forms:actif', points: 1, expire: new Date(now.getTime() + 60_000) },
    ]);
    await database.db.insert(idempotencyKeys).values([
      { scope: 'POST /api/contacts public', key: 'expiree', fingerprint: 'x', status: 201, body: '{}', expiresAt: now.getTime() - 1000 },
      { scope: 'POST /api/contacts public', key: 'valide', fingerprint: 'x', status: 201, body: '{}', expiresAt: now.getTime() + 60_000 },
    ]);
    const report = await purgeExpired(database.db, now);
    expect(report).toEqual({
      contacts: 1, bookings: 1, quiz_leads: 1, audit_leads: 0, audit_requests: 1, visibility_calculations: 1, roi_calculations: 1, sessions: 1, rate_limits: 1, outbox: 1, page_views: 0, vital_buckets: 0, dead_clicks: 0, not_found_hits: 1, not_found_referrers: 1, audit_log: 0, staff_links: 0, idempotency_keys: 1,
    });
    expect((await database.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys)).map((r) => r.key)).toEqual(['valide']);
    expect((await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key)).toEqual(['forms:actif']);
    await database.close();
    expect(survivors(file)).toEqual(KEPT);
  });

  it('runs inside the server at start (then daily)', async () => {
    const file = await freshDatabase();
    insertBackdated(file, new Date());
    const config = loadConfig({ NODE_ENV: 'production', ...testDatabaseEnv(file), UPLOADS_DIR: path.join(path.dirname(file), 'uploads') });
    const app = await createApp(config, 'production');
    try {
      expect(survivors(file)).toEqual(KEPT);
    } finally {
      await app.close();
    }
  });

  it('npm run db:purge does the same and says what it deleted', async () => {
    const file = await freshDatabase();
    insertBackdated(file, new Date());
    const { stdout } = await run('npx', ['tsx', 'scripts/db-purge.ts'], { env: { ...process.env, DATABASE_PATH: file } });
    expect(stdout).toContain('contacts : 1 supprimé(s)');
    expect(stdout).toContain('quiz_leads : 1 supprimé(s)');
    expect(survivors(file)).toEqual(KEPT);
  });
});

describe('online backup while the server writes', () => {
  const s = useTestServer({ RATE_LIMIT_FORMS_MAX: '100000' });

  // In-process backup copies the file with better-sqlite3 while the app writes: with the app on libSQL
  // that would be two SQLite builds in one process (see helpers/sqlite.ts); the db:backup test below
  // runs the same copy from its own process on both drivers.
  it.skipIf(process.env.TEST_DATABASE_DRIVER === 'libsql')('gives a consistent, checked copy holding every lead acknowledged before it started', async () => {
    const lead = (i: number) => ({ firstName: 'Claire', lastName: `Martin ${i}`, email: `lead${i}@exemple.fr`, consent: true });
    for (let i = 0; i < 50; i++) expect((await api(s.url, 'POST', '/api/contacts', { body: lead(i) })).status).toBe(201);
    // 300 more leads in flight while the backup runs.
    const writes = Promise.all(Array.from({ length: 300 }, (_, i) => api(s.url, 'POST', '/api/contacts', { body: lead(50 + i) })));
    const dir = tempDir();
    const file = await backupDatabase(s.dbFile, dir, new Date('2026-11-22T09:30:00.000Z'));
    const results = await writes;
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect(path.basename(file)).toBe('app-2026-11-22T09-30-00-000Z.sqlite');

    const copy = new Database(file, { readonly: true });
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
    const emails = new Set(copy.prepare('SELECT email FROM contacts').pluck().all() as string[]);
    copy.close();
    for (let i = 0; i < 50; i++) expect(emails.has(`lead${i}@exemple.fr`)).toBe(true);
    expect(emails.size).toBeLessThanOrEqual(350);
    expect(s.query('SELECT id FROM contacts')).toHaveLength(350);
  });

  it('npm run db:backup writes a timestamped copy into the folder given (of DATABASE_PATH, or of a file: DATABASE_URL)', async () => {
    for (let i = 0; i < 5; i++) {
      const body = { firstName: 'Louise', lastName: `Bernard ${i}`, email: `sauvegarde${i}@exemple.fr`, consent: true };
      expect((await api(s.url, 'POST', '/api/contacts', { body })).status).toBe(201);
    }
    const stored = s.query<{ n: number }>('SELECT count(*) AS n FROM contacts')[0]!.n;
    const dir = tempDir();
    const { stdout } = await run('npx', ['tsx', 'scripts/db-backup.ts', dir], { env: { ...process.env, ...testDatabaseEnv(s.dbFile) } });
    expect(stdout).toContain('intégrité vérifiée');
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^app-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.sqlite$/);
    const copy = new Database(path.join(dir, files[0]!), { readonly: true });
    expect(copy.prepare('SELECT count(*) FROM contacts').pluck().get()).toBe(stored);
    expect(stored).toBeGreaterThanOrEqual(5);
    copy.close();
  });
});
