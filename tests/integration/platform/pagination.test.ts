/** `?limit=&cursor=` on the list paths: the reply stays a JSON array; `Link: <…>; rel="next"` (RFC 8288) leads on. */
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_MESSAGES } from '#shared/api/page';
import { api, registerAdmin, useTestServer } from '../../helpers/server';

type Row = { id: number; createdAt: string };

/** The target of a `Link` header's rel="next" entry, or null. */
function nextOf(link: string | null): string | null {
  if (!link) return null;
  const match = /<([^>]+)>;\s*rel="next"/.exec(link);
  return match ? match[1]! : null;
}

describe('pagination of the REST lists', () => {
  const s = useTestServer();
  let token = '';
  beforeAll(async () => {
    token = await registerAdmin(s.url);
    for (let i = 1; i <= 5; i++) {
      const res = await api(s.url, 'POST', '/api/contacts', {
        body: { firstName: `Prénom${i}`, lastName: 'Durand', email: `contact${i}@cabinet-durand.fr`, consent: true },
      });
      expect(res.status).toBe(201);
      const quiz = await api(s.url, 'POST', '/api/quiz-leads', {
        body: { firstName: `Quiz${i}`, lastName: 'Durand', email: `quiz${i}@cabinet-durand.fr`, consent: true, quizAnswers: [] },
      });
      expect(quiz.status).toBe(201);
    }
  });

  /** Follows the Link headers from `first`, returning every page's rows. */
  async function walk(first: string, auth: boolean): Promise<{ pages: Row[][]; links: (string | null)[] }> {
    const pages: Row[][] = [];
    const links: (string | null)[] = [];
    let next: string | null = first;
    while (next) {
      const res: { status: number; body: Row[]; headers: Headers } = await api<Row[]>(s.url, 'GET', next, auth ? { token } : {});
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      pages.push(res.body);
      next = nextOf(res.headers.get('link'));
      links.push(next);
      expect(pages.length).toBeLessThan(50);
    }
    return { pages, links };
  }

  for (const [path, auth] of [
    ['/api/contacts', true],
    ['/api/admin/quiz-leads', true],
    ['/api/admin/blog/posts', true],
    ['/api/blog/posts', false],
    ['/api/admin/emails', true],
  ] as const) {
    it(`${path}: without limit the whole array; with limit=2 pages that add up to it, Link until the last`, async () => {
      const all = await api<Row[]>(s.url, 'GET', path, auth ? { token } : {});
      expect(all.status).toBe(200);
      expect(all.headers.get('link')).toBeNull();
      expect(all.body.length).toBeGreaterThanOrEqual(3);

      const { pages, links } = await walk(`${path}?limit=2`, auth);
      expect(pages.map((p) => p.length)).toEqual(
        Array.from({ length: Math.ceil(all.body.length / 2) }, (_, i) => Math.min(2, all.body.length - 2 * i)),
      );
      expect(pages.flat().map((r) => r.id)).toEqual(all.body.map((r) => r.id));
      expect(links.at(-1)).toBeNull();
      expect(links[0]).toMatch(new RegExp(`^${path.replaceAll('/', '\\/')}\\?limit=2&cursor=[\\w-]+$`));
    });
  }

  it('keeps its place when rows are added between two pages (keyset cursor)', async () => {
    const first = await api<Row[]>(s.url, 'GET', '/api/contacts?limit=2', { token });
    const next = nextOf(first.headers.get('link'))!;
    await api(s.url, 'POST', '/api/contacts', { body: { firstName: 'Nouveau', lastName: 'Venu', email: 'nouveau@cabinet.fr', consent: true } });
    const second = await api<Row[]>(s.url, 'GET', next, { token });
    expect(second.body.map((r) => r.id)).toEqual(first.body.map((r) => r.id).map((id) => id - 2));
  });

  it('answers 400 in French for a bad limit or cursor, never a 5xx', async () => {
    for (const query of ['limit=0', 'limit=abc', 'limit=501', 'limit=1.5', 'limit=', 'limit=1&limit=2']) {
      const res = await api<{ error: string }>(s.url, 'GET', `/api/contacts?${query}`, { token });
      expect(res.status, query).toBe(400);
      expect(res.body.error, query).toBe(PAGE_MESSAGES.limit);
    }
    for (const cursor of ['abc', 'MTIz', '%00', 'x'.repeat(300)]) {
      const res = await api<{ error: string }>(s.url, 'GET', `/api/blog/posts?limit=2&cursor=${cursor}`);
      expect(res.status, cursor).toBe(400);
      expect(res.body.error, cursor).toBe(PAGE_MESSAGES.cursor);
    }
  });
});
