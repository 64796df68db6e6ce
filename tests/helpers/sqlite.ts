/**
 * A synchronous SQLite connection for a test's own reads and writes on the app's database file,
 * from the same SQLite library as the app under test: better-sqlite3, or `libsql` (its
 * better-sqlite3-like API) in the `integration-libsql` project. Two SQLite builds in one process
 * do not see each other's POSIX locks: closing one's connection would checkpoint and delete the
 * WAL the other is still writing to. Processes apart (spawned nodes) share the file safely.
 */
import BetterSqlite3 from 'better-sqlite3';
import Libsql from 'libsql';

type Row = Record<string, unknown>;

/** The part of better-sqlite3's API the tests use, over `libsql` (whose rows carry `_metadata` and whose `pluck` does not pluck). */
class LibsqlFile {
  private readonly db: InstanceType<typeof Libsql>;
  constructor(file: string) {
    this.db = new Libsql(file, { timeout: 5000 });
  }
  prepare(source: string) {
    const statement = this.db.prepare(source);
    let plucked = false;
    const clean = (row: unknown) => {
      if (!row || typeof row !== 'object') return row;
      const { _metadata: _ignored, ...values } = row as Row;
      return plucked ? Object.values(values)[0] : values;
    };
    const api = {
      pluck(toggle = true) {
        plucked = toggle;
        return api;
      },
      all: (...params: unknown[]) => (statement.all(...params) as unknown[]).map(clean),
      get: (...params: unknown[]) => clean(statement.get(...params)),
      run: (...params: unknown[]) => statement.run(...params),
    };
    return api;
  }
  pragma(source: string, options: { simple?: boolean } = {}) {
    const rows = this.prepare(`PRAGMA ${source}`).all() as Row[];
    return options.simple ? Object.values(rows[0] ?? {})[0] : rows;
  }
  close() {
    this.db.close();
  }
}

export const SqliteFile = (process.env.TEST_DATABASE_DRIVER === 'libsql' ? LibsqlFile : BetterSqlite3) as unknown as typeof BetterSqlite3;
