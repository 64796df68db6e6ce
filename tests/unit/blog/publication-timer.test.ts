/** The scheduled-publication timer: armed at start for what is already due later, re-armed on change, capped. */
import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { blogPosts } from '#db/schema';
import { openDatabase, type DatabaseHandle } from '#server/platform/db';
import { MAX_TIMER_MS, nextPublication, rearmPublicationTimer, startPublicationTimer, timerDelay } from '#server/blog/publication';

const ROW = { title: 'T', content: 'C', excerpt: 'E', practiceType: 'droit-penal', firmSize: 'petit-cabinet', topic: 'seo-local' };

describe('the publication timer', () => {
  let handle: DatabaseHandle;
  let stop: (() => void) | undefined;
  afterEach(async () => {
    stop?.();
    await handle.close();
  });
  const version = async () => Number((await handle.db.get<{ value?: string } | undefined>(sql`SELECT value FROM app_meta WHERE key = 'content_version'`))?.value ?? 0);

  it('fires for an article scheduled before the process started (a restart re-arms it)', async () => {
    handle = await openDatabase(':memory:');
    const at = new Date(Date.now() + 300);
    await handle.db.insert(blogPosts).values({ ...ROW, slug: 'a', published: true, publishAt: at });
    let fired = 0;
    stop = startPublicationTimer(handle.db, () => (fired += 1));
    await expect.poll(() => fired, { timeout: 5000, interval: 20 }).toBe(1);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    expect(await version()).toBe(1);
  });

  it('ignores drafts and past dates, and re-arms after a change', async () => {
    handle = await openDatabase(':memory:');
    await handle.db.insert(blogPosts).values({ ...ROW, slug: 'draft', published: false, publishAt: new Date(Date.now() + 200) });
    await handle.db.insert(blogPosts).values({ ...ROW, slug: 'past', published: true, publishAt: new Date(Date.now() - 1000) });
    expect(await nextPublication(handle.db)).toBeNull();
    let fired = 0;
    stop = startPublicationTimer(handle.db, () => (fired += 1));
    await handle.db.insert(blogPosts).values({ ...ROW, slug: 'soon', published: true, publishAt: new Date(Date.now() + 200) });
    await rearmPublicationTimer(handle.db);
    await expect.poll(() => fired, { timeout: 5000, interval: 20 }).toBe(1);
  });

  it('caps a long delay to what setTimeout can hold', async () => {
    handle = await openDatabase(':memory:');
    const far = new Date(Date.now() + 400 * 86_400_000);
    await handle.db.insert(blogPosts).values({ ...ROW, slug: 'far', published: true, publishAt: far });
    expect((await nextPublication(handle.db))?.getTime()).toBe(far.getTime());
    expect(timerDelay(far, Date.now())).toBe(MAX_TIMER_MS);
    expect(MAX_TIMER_MS).toBe(2_147_483_647);
    expect(timerDelay(new Date(1000), 0)).toBe(1005);
    expect(timerDelay(new Date(0), 1000)).toBe(5);
  });
});
