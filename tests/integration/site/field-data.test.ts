/**
 * Field data without cookies: public pages send their web vitals and dead clicks to POST
 * /api/vitals; GET /api/admin/vitals gives the p75 per page from summed bucket counts, the dead
 * clicks and the worst controls. Nothing about the client is stored; counts go after 13 months.
 */
import { describe, expect, it } from 'vitest';
import { deadClicks, vitalBuckets } from '#db/schema';
import { purgeExpired } from '#server/platform/maintenance/purge';
import { DEAD_CLICK_LABELS_PER_DAY, DEAD_CLICK_OTHER } from '#shared/vitals/dead-clicks';
import { retentionCutoff } from '#shared/leads/retention';
import type { VitalsReply } from '#shared/vitals/schemas';
import { api, registerAdmin, useTestServer } from '../../helpers/server';

const CHROME = 'Mozilla/5.0 (Linux; Android 14) Chrome/156.0 Mobile';
const ARTICLE = '/blog/seo-local-avocats-top-3-google-paris';

const send = (base: string, body: unknown, userAgent = CHROME) =>
  api<{ stored: boolean; error?: string }>(base, 'POST', '/api/vitals', { body, headers: { 'user-agent': userAgent, 'x-forwarded-for': '203.0.113.9' } });

describe('field data: web vitals and dead clicks', () => {
  const s = useTestServer();

  it('gives the p75 of each metric, the samples and the dead clicks per page over the last day (admin only)', async () => {
    // Four page views of the home page: LCP 900, 1100, 2600, 5000 ms → the 3rd of 4 (2600) lies in the bucket ≤ 3000.
    const views = [
      { lcp: 900, inp: 40, cls: 0, ttfb: 150 },
      { lcp: 1100, inp: 180, cls: 0.05, ttfb: 250 },
      { lcp: 2600, inp: 350, cls: 0.12, ttfb: 450 },
      { lcp: 5000, cls: 0.3, ttfb: 2000 },
    ];
    for (const metrics of views) expect((await send(s.url, { path: '/', metrics, deadClicks: [] })).body).toEqual({ stored: true });
    await send(s.url, { path: '/', metrics: {}, deadClicks: [{ label: '  Demander   un audit ' }, { label: 'Demander un audit' }, { label: 'Voir les tarifs' }] });
    await send(s.url, { path: ARTICLE, metrics: { lcp: 1500, inp: 90, cls: 0.01, ttfb: 300 }, deadClicks: [{ label: '' }] });

    expect((await api(s.url, 'GET', '/api/admin/vitals?days=1')).status).toBe(401);
    const token = await registerAdmin(s.url);
    const res = await api<VitalsReply>(s.url, 'GET', '/api/admin/vitals?days=1', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      days: 1,
      pages: [
        {
          path: '/', samples: 4, lcp: 3000, inp: 400, cls: 0.15, ttfb: 500, deadClicks: 3,
          deadClickControls: [{ label: 'Demander un audit', count: 2 }, { label: 'Voir les tarifs', count: 1 }],
        },
        { path: ARTICLE, samples: 1, lcp: 1500, inp: 100, cls: 0.01, ttfb: 300, deadClicks: 1, deadClickControls: [{ label: '(sans libellé)', count: 1 }] },
      ],
    });
    expect((await api(s.url, 'GET', '/api/admin/vitals?days=0', { token })).status).toBe(400);
  });

  it('stores bucket counts per day, page and metric, and nothing about the client (no IP, no user agent, no raw value)', () => {
    const columns = (table: string) => s.query<{ name: string }>(`SELECT name FROM pragma_table_info('${table}')`).map((c) => c.name);
    expect(columns('vital_buckets')).toEqual(['day', 'path', 'metric', 'bucket', 'count']);
    expect(columns('dead_clicks')).toEqual(['day', 'path', 'label', 'count']);
    const everything = JSON.stringify([...s.query('SELECT * FROM vital_buckets'), ...s.query('SELECT * FROM dead_clicks')]);
    expect(everything).not.toContain('203.0.113.9');
    expect(everything).not.toContain('Android');
    // LCP 2600 is kept only as one count in its bucket.
    expect(s.query("SELECT count(*) AS n FROM vital_buckets WHERE path = '/' AND metric = 'lcp'")).toEqual([{ n: 4 }]);
    expect(everything).not.toContain('2600');
  });

  it('drops paths that are no public page, declared crawlers, and clamps values to the histogram', async () => {
    for (const path of ['/admin/dashboard', '/nimporte-quoi', '/blog/pas-un-article', '/blog/categorie/inconnue']) {
      expect((await send(s.url, { path, metrics: { lcp: 1000 }, deadClicks: [] })).body, path).toEqual({ stored: false });
    }
    expect((await send(s.url, { path: '/pricing', metrics: { lcp: 1000 }, deadClicks: [] }, 'Googlebot/2.1')).body).toEqual({ stored: false });
    expect(s.query("SELECT DISTINCT path FROM vital_buckets ORDER BY path")).toEqual([{ path: '/' }, { path: ARTICLE }]);
    expect((await send(s.url, { path: '/audit/q3zt8pw0x1c9v5n2m7k4j6h8', metrics: { lcp: 1e12, cls: -5 }, deadClicks: [] })).body).toEqual({ stored: true });
    expect(s.query("SELECT metric, bucket FROM vital_buckets WHERE path = '/audit' ORDER BY metric")).toEqual([
      { metric: 'cls', bucket: 0 },
      { metric: 'lcp', bucket: 23 },
    ]);
    for (const body of [
      { path: 'https://ailleurs.test/', metrics: {}, deadClicks: [] },
      { path: '/', metrics: { lcp: 'lent' }, deadClicks: [] },
      { path: '/', metrics: { fid: 10 }, deadClicks: [] },
      { path: '/', metrics: {}, deadClicks: Array.from({ length: 21 }, () => ({ label: 'x' })) },
      { path: '/', metrics: {}, deadClicks: [{ label: 'x'.repeat(201) }] },
    ]) {
      expect((await send(s.url, body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const infinite = await fetch(`${s.url}/api/vitals`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"path":"/","metrics":{"lcp":1e999},"deadClicks":[]}' });
    expect(infinite.status).toBe(400);
  });

  it(`keeps at most ${DEAD_CLICK_LABELS_PER_DAY} labels per page and day, the rest counted together`, async () => {
    for (let sent = 0; sent < DEAD_CLICK_LABELS_PER_DAY + 10; sent += 20) {
      const deadClicks = Array.from({ length: 20 }, (_, i) => ({ label: `Bouton ${sent + i}` }));
      expect((await send(s.url, { path: '/quiz', metrics: {}, deadClicks })).body).toEqual({ stored: true });
    }
    const labels = s.query<{ label: string; count: number }>("SELECT label, count FROM dead_clicks WHERE path = '/quiz'");
    expect(labels).toHaveLength(DEAD_CLICK_LABELS_PER_DAY + 1);
    expect(labels.find((row) => row.label === DEAD_CLICK_OTHER)).toEqual({ label: DEAD_CLICK_OTHER, count: 40 - DEAD_CLICK_LABELS_PER_DAY });
  });

  it('purges field data after 13 months, as page views', async () => {
    const now = new Date();
    const day = (offsetDays: number) => new Date(retentionCutoff(13, now).getTime() + offsetDays * 86_400_000).toISOString().slice(0, 10);
    await s.deps.db.insert(vitalBuckets).values([
      { day: day(-1), path: '/', metric: 'lcp', bucket: 3, count: 5 },
      { day: day(1), path: '/', metric: 'lcp', bucket: 3, count: 7 },
    ]);
    await s.deps.db.insert(deadClicks).values([
      { day: day(-1), path: '/', label: 'Ancien', count: 2 },
      { day: day(1), path: '/', label: 'Récent', count: 1 },
    ]);
    const report = await purgeExpired(s.deps.db, now);
    expect([report.vital_buckets, report.dead_clicks]).toEqual([1, 1]);
    expect(s.query('SELECT day, count FROM vital_buckets WHERE day < ?', day(30))).toEqual([{ day: day(1), count: 7 }]);
    expect(s.query('SELECT label FROM dead_clicks WHERE day < ?', day(30))).toEqual([{ label: 'Récent' }]);
  });
});
