/**
 * Turns on the embedded driver's one connection (db.ts). better-sqlite3 has a single connection per
 * process: a transaction is BEGIN … COMMIT on it, and its work awaits between statements. A write
 * made meanwhile through `db` by another request would run inside that transaction — committed
 * with it, or lost if it rolls back. So while a transaction is open, writes through `db` wait their
 * turn (after it, in call order), as the libSQL driver's writes do (`writesOneAtATime`).
 */
/** One at a time, in call order. `idle` when nobody holds or waits for it. */
export class Mutex {
  private tail: Promise<void> = Promise.resolve();
  private queued = 0;
  get idle(): boolean {
    return this.queued === 0;
  }
  acquire(): Promise<() => void> {
    this.queued++;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const ready = this.tail.then(() => () => {
      this.queued--;
      release();
    });
    this.tail = this.tail.then(() => held);
    return ready;
  }
}

type Statement = Record<'run' | 'all' | 'get' | 'values', (placeholders?: unknown) => unknown>;
type Session = { prepareQuery: (query: { sql: string }, ...rest: unknown[]) => Statement };

const isRead = (source: string) => /^\s*select\b/i.test(source);

/**
 * Makes every write statement of `db` (a drizzle better-sqlite3 database; not the transaction's own
 * handle) wait for `mutex` when a transaction holds it or others wait: it then runs in its turn, after
 * the transaction has committed or rolled back, and is never part of it. With the mutex idle (no
 * transaction) it runs at once, as before. Reads never wait: on this one connection they see what an
 * open transaction has written so far (the libSQL driver's transactions have a connection of their own).
 * A write through `db` inside a transaction's own work would wait for that transaction forever: the
 * work must use its `tx` (it does; on libSQL the same mistake would hang as well).
 */
export function writesWaitForTransactions(db: unknown, mutex: Mutex): void {
  const session = (db as { session: Session }).session;
  const prepare = session.prepareQuery.bind(session);
  // drizzle's `all` calls `values` on the same statement: one turn for both.
  let running = false;
  session.prepareQuery = (query, ...rest) => {
    const statement = prepare(query, ...rest);
    if (isRead(query.sql)) return statement;
    for (const method of ['run', 'all', 'get', 'values'] as const) {
      const direct = statement[method].bind(statement);
      const now = (placeholders?: unknown) => {
        running = true;
        try {
          return direct(placeholders);
        } finally {
          running = false;
        }
      };
      statement[method] = (placeholders) => {
        if (running || mutex.idle) return now(placeholders);
        return mutex.acquire().then((release) => {
          try {
            return now(placeholders);
          } finally {
            release();
          }
        });
      };
    }
    return statement;
  };
}
