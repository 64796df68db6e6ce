/**
 * The one async database handle on both drivers: better-sqlite3 (DATABASE_PATH) and
 * @libsql/client (DATABASE_URL=file:…), same migrations, same transactions.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { appMeta, contacts } from '#db/schema';
import { openDatabase, transaction, type DatabaseHandle } from '#server/platform/db';
import { loadConfig } from '#server/platform/env';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'avocat-visible-db-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const drivers = {
  'better-sqlite3': (file: string) => openDatabase({ file }),
  libsql: (file: string) => openDatabase({ file, url: `file:${file}` }),
} satisfies Record<DatabaseHandle['driver'], (file: string) => Promise<DatabaseHandle>>;

const lead = (email: string) => ({ firstName: 'Jeanne', lastName: 'Martin', email, phone: '0601020304', firmName: 'Cabinet Martin', consent: true });

describe.each(Object.entries(drivers))('the %s driver', (driver, open) => {
  it('migrates a new file, commits a transaction whole and rolls a failed one back whole', async () => {
    const file = path.join(dir, `${driver}.sqlite`);
    const database = await open(file);
    try {
      expect(database.driver).toBe(driver);
      expect(database.file).toBe(file);
      const tables = await database.db.all<{ name: string }>(sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('contacts', 'outbox', 'rate_limits')`);
      expect(tables.map((t) => t.name).sort()).toEqual(['contacts', 'outbox', 'rate_limits']);

      const id = await transaction(database.db, async (tx) => {
        const [row] = await tx.insert(contacts).values(lead('a@exemple.fr')).returning();
        await tx.insert(appMeta).values({ key: 'test', value: String(row!.id) });
        return row!.id;
      });
      expect((await database.db.select().from(appMeta).where(eq(appMeta.key, 'test')))[0]?.value).toBe(String(id));

      await expect(
        transaction(database.db, async (tx) => {
          await tx.insert(contacts).values(lead('b@exemple.fr'));
          await tx.insert(appMeta).values({ key: 'test', value: 'doublon' }); // primary key taken: the whole transaction goes
        }),
      ).rejects.toThrow();
      expect(await database.db.select({ email: contacts.email }).from(contacts)).toEqual([{ email: 'a@exemple.fr' }]);
    } finally {
      await database.close();
    }
  });

  it('a call inside a transaction joins it; a write of another request meanwhile is neither lost nor stuck', async () => {
    const database = await open(path.join(dir, `${driver}-concurrent.sqlite`));
    try {
      const inside = transaction(database.db, async (tx) => {
        await tx.insert(contacts).values(lead('c@exemple.fr'));
        // Nested, given the open transaction's tx: it joins it (no second BEGIN, no deadlock).
        await transaction(tx, (same) => same.insert(contacts).values(lead('d@exemple.fr')));
        await new Promise((resolve) => setTimeout(resolve, 20));
        return 'ok';
      });
      // Another request's write meanwhile: neither lost nor stuck.
      const outside = database.db.insert(contacts).values(lead('e@exemple.fr'));
      expect(await Promise.all([inside, outside.then(() => 'ok')])).toEqual(['ok', 'ok']);
      const emails = (await database.db.select({ email: contacts.email }).from(contacts)).map((r) => r.email).sort();
      expect(emails).toEqual(['c@exemple.fr', 'd@exemple.fr', 'e@exemple.fr']);
    } finally {
      await database.close();
    }
  });
});

describe('DATABASE_URL', () => {
  it('takes file:, libsql://, http(s):// and ws(s)://, and refuses anything else in French', () => {
    for (const url of ['file:/tmp/a.db', 'libsql://db.exemple.fr', 'https://db.exemple.fr', 'ws://127.0.0.1:8080']) {
      expect(loadConfig({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    }
    expect(loadConfig({}).DATABASE_URL).toBeUndefined();
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db.exemple.fr/app' })).toThrow(/DATABASE_URL doit commencer par file:, libsql:\/\//);
  });
});
