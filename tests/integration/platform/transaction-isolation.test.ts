/**
 * A write made outside a transaction while another request's transaction is open never lands in it
 * (issue 15's note): on the embedded driver's one connection it waits for the transaction's end
 * (src/server/platform/db-turns.ts); on libSQL the transaction has its own connection and writes take turns.
 * The real services on the app's database: a rate-limit counter and a page view (the beacon), made
 * while a transaction waits at an `await` and then rolls back.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { contacts } from '#db/schema';
import { transaction } from '#server/platform/db';
import { countPageView } from '#server/leads/audience';
import { useTestServer } from '../../helpers/server';

const day = new Date().toISOString().slice(0, 10);
const counter = (s: ReturnType<typeof useTestServer>, key: string) =>
  s.query<{ points: number }>('SELECT points FROM rate_limits WHERE key = ?', `beacon:${key}`)[0]?.points ?? 0;
const views = (s: ReturnType<typeof useTestServer>, path: string) =>
  s.query<{ visits: number }>('SELECT visits FROM page_views WHERE day = ? AND path = ?', day, path)[0]?.visits ?? 0;

/** A transaction that has written a contact and waits at an `await` until `settle()`. */
async function openTransaction(s: ReturnType<typeof useTestServer>, email: string, outcome: 'commit' | 'rollback') {
  let settle!: () => void;
  const gate = new Promise<void>((resolve) => (settle = resolve));
  let opened!: () => void;
  const open = new Promise<void>((resolve) => (opened = resolve));
  const done = transaction(s.deps.db, async (tx) => {
    await tx.insert(contacts).values({ firstName: 'Claire', lastName: 'Martin', email, consent: true });
    opened();
    await gate;
    if (outcome === 'rollback') throw new Error('transaction annulée');
  });
  await open;
  return { settle, done };
}

/** Lets every request started so far run as far as it can (its writes made or queued). */
async function letThemRun() {
  for (let i = 0; i < 20; i++) await nextTurn();
}

describe('writes outside an open transaction', () => {
  const s = useTestServer();

  it('a rate-limit counter and a page view made while a transaction is open survive its rollback; its own row does not', async () => {
    // The limiter loads its drizzle operators on first use: loaded before, so the hit below writes at once.
    expect(await s.deps.rateLimiter.hit('beacon', 'warm-up')).toBe(0);
    const { settle, done } = await openTransaction(s, 'annulee@exemple.fr', 'rollback');
    const hit = s.deps.rateLimiter.hit('beacon', '203.0.113.7', 3);
    const view = countPageView({ db: s.deps.db, userAgent: 'Mozilla/5.0' }, '/pricing');
    await letThemRun();
    settle();
    await expect(done).rejects.toThrow('transaction annulée');
    expect(await hit).toBe(0);
    expect(await view).toEqual({ counted: true });
    expect(counter(s, '203.0.113.7')).toBe(3);
    expect(views(s, '/pricing')).toBe(1);
    expect(s.query("SELECT id FROM contacts WHERE email = 'annulee@exemple.fr'")).toEqual([]);
  });

  it('a write made while a transaction is open is not part of it: the transaction commits its own rows, the write follows', async () => {
    const { settle, done } = await openTransaction(s, 'validee@exemple.fr', 'commit');
    const view = countPageView({ db: s.deps.db, userAgent: 'Mozilla/5.0' }, '/quiz');
    await letThemRun();
    settle();
    await done;
    await view;
    expect(s.query("SELECT email FROM contacts WHERE email = 'validee@exemple.fr'")).toHaveLength(1);
    expect(views(s, '/quiz')).toBe(1);
    // Without a transaction open, a write runs at once.
    await countPageView({ db: s.deps.db, userAgent: 'Mozilla/5.0' }, '/quiz');
    expect(views(s, '/quiz')).toBe(2);
  });
});
