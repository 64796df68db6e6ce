/** Page views without cookies (POST /api/beacon) and the site's own conversion figures (GET /api/admin/stats). */
import { describe, expect, it } from 'vitest';
import { api, registerAdmin, useTestServer } from '../../helpers/server';

const view = (base: string, path: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0') =>
  api<{ counted: boolean }>(base, 'POST', '/api/beacon', { body: { path }, headers: { 'user-agent': userAgent } });

describe('audience measurement and conversion figures', () => {
  const s = useTestServer();

  it('counts page views per page and day, stores no IP or user agent, and ignores declared crawlers', async () => {
    expect((await view(s.url, '/seo-avocat-droit-penal-lyon')).body).toEqual({ counted: true });
    await view(s.url, '/seo-avocat-droit-penal-lyon');
    await view(s.url, '/');
    expect((await view(s.url, '/', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).body).toEqual({ counted: false });
    const today = new Date().toISOString().slice(0, 10);
    expect(s.query('SELECT * FROM page_views ORDER BY path')).toEqual([
      { day: today, path: '/', visits: 1 },
      { day: today, path: '/seo-avocat-droit-penal-lyon', visits: 2 },
    ]);
    const bad = await api<{ error: string }>(s.url, 'POST', '/api/beacon', { body: { path: 'https://ailleurs.test/<script>' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Chemin de page invalide.');
  });

  it('gives visits and leads per day and per page of arrival, with the conversion rate (admin only)', async () => {
    expect((await api(s.url, 'GET', '/api/admin/stats')).status).toBe(401);
    await api(s.url, 'POST', '/api/contacts', {
      body: { firstName: 'Claire', lastName: 'Martin', email: 'claire@cabinet.fr', consent: true, sourcePage: '/seo-avocat-droit-penal-lyon', utmSource: 'google' },
    });
    const token = await registerAdmin(s.url);
    const res = await api<{ days: { date: string; visits: number; leads: number }[]; pages: { path: string; visits: number; leads: number; conversionRate: number }[] }>(
      s.url, 'GET', '/api/admin/stats?days=7', { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.days).toHaveLength(7);
    expect(res.body.days.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), visits: 3, leads: 1 });
    expect(res.body.pages).toEqual([
      { path: '/seo-avocat-droit-penal-lyon', visits: 2, leads: 1, conversionRate: 0.5 },
      { path: '/', visits: 1, leads: 0, conversionRate: 0 },
    ]);
    expect((await api(s.url, 'GET', '/api/admin/stats?days=0', { token })).status).toBe(400);
  });

  it('counts every audit report under /audit, so no report token reaches the figures', async () => {
    expect((await view(s.url, '/audit/q3zt8pw0x1c9v5n2m7k4j6h8')).body).toEqual({ counted: true });
    await view(s.url, '/audit/a1b2c3d4e5f6g7h8i9j0k1l2');
    expect(s.query("SELECT path, visits FROM page_views WHERE path LIKE '/audit%'")).toEqual([{ path: '/audit', visits: 2 }]);
  });
});
