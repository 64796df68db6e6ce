/** The visibility and ROI calculators over REST, and the tools' own rate limits. */
import { describe, expect, it } from 'vitest';
import { api, useTestServer } from '../../helpers/server';

type ErrorReply = { error: string; code: string };

const count = (s: { query: <T>(sql: string) => T[] }, table: string) =>
  s.query<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`)[0]?.n;

describe('visibility and ROI calculators over REST', () => {
  const s = useTestServer();

  it('computes and stores a visibility calculation', async () => {
    const res = await api<{ visibilityScore: number; monthlySearches: number; potentialClients: number; improvements: string[] }>(
      s.url, 'POST', '/api/visibility', { body: { city: 'Paris', radius: 20, competitors: '6-15 cabinets' } },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ visibilityScore: 49, monthlySearches: 100126, potentialClients: 245 });
    expect(res.body.improvements.length).toBeGreaterThanOrEqual(3);
    const rows = s.query<{ city: string; radius: number; competitors: string; results: string }>(
      'SELECT city, radius, competitors, results FROM visibility_calculations',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ city: 'Paris', radius: 20, competitors: '6-15 cabinets' });
    expect(JSON.parse(rows[0]!.results)).toMatchObject({ visibilityScore: 49 });
  });

  it('refuses a visibility request without city or competitors, or with a radius out of range', async () => {
    const cases: [unknown, string][] = [
      [{ city: '', radius: 20, competitors: '1-5 cabinets' }, 'Veuillez remplir tous les champs obligatoires.'],
      [{ city: 'Lyon', radius: 20 }, 'Veuillez remplir tous les champs obligatoires.'],
      [{ city: 'Lyon', radius: 60, competitors: '1-5 cabinets' }, 'Le rayon doit être compris entre 5 et 50 km.'],
    ];
    for (const [body, message] of cases) {
      const res = await api<ErrorReply>(s.url, 'POST', '/api/visibility', { body });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect(count(s, 'visibility_calculations')).toBe(1);
  });

  it('replies to a ROI calculation with the stored row', async () => {
    const input = { firmType: 'avocat-independant', currentRevenue: 10000, currentLeads: 50, conversionRate: 20, averageCase: 2500 };
    const res = await api<Record<string, unknown>>(s.url, 'POST', '/api/roi-calculator', { body: input });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ...input,
      results: {
        roiPercentage: 4917,
        yearlyImpact: 180000,
        currentMonthlyRevenue: 10000,
        newMonthlyRevenue: 25000,
        additionalLeads: 30,
        newConversions: 6,
        breakEvenMonths: 1,
      },
    });
    expect(typeof res.body.id).toBe('number');
    expect(new Date(res.body.createdAt as string).toISOString()).toBe(res.body.createdAt);
    const rows = s.query<Record<string, unknown>>('SELECT id, firm_type, current_revenue, average_case FROM roi_calculations');
    expect(rows).toEqual([{ id: res.body.id, firm_type: 'avocat-independant', current_revenue: 10000, average_case: 2500 }]);
  });

  it('converts form strings and enforces the bounds of spec §5 with French messages', async () => {
    const ok = await api<{ currentRevenue: number }>(s.url, 'POST', '/api/roi-calculator', {
      body: { firmType: 'grand-cabinet-plus-20', currentRevenue: '50000', currentLeads: '100', conversionRate: '15', averageCase: '8000' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.currentRevenue).toBe(50000);
    const base = { firmType: 'avocat-independant', currentRevenue: 10000, currentLeads: 50, conversionRate: 20, averageCase: 2500 };
    const cases: [Record<string, unknown>, string][] = [
      [{ currentRevenue: 999 }, "Le chiffre d'affaires doit être compris entre 1 000 et 1 000 000 €."],
      [{ currentLeads: 1001 }, 'Le nombre de demandes doit être compris entre 1 et 1 000.'],
      [{ conversionRate: 0 }, 'Le taux de conversion doit être compris entre 1 et 100 %.'],
      [{ averageCase: 100001 }, "La valeur moyenne d'un dossier doit être comprise entre 100 et 100 000 €."],
      [{ firmType: 'cabinet-geant' }, 'Veuillez choisir une valeur dans la liste.'],
    ];
    for (const [change, message] of cases) {
      const res = await api<ErrorReply>(s.url, 'POST', '/api/roi-calculator', { body: { ...base, ...change } });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
    }
    expect(count(s, 'roi_calculations')).toBe(2);
  });

  it('accepts decimals for the revenue, the conversion rate and the case value, not for the number of requests', async () => {
    const base = { firmType: 'avocat-independant', currentRevenue: 10000, currentLeads: 50, conversionRate: 20, averageCase: 2500 };
    const res = await api<{ currentRevenue: number; conversionRate: number; averageCase: number }>(s.url, 'POST', '/api/roi-calculator', {
      body: { ...base, currentRevenue: '12500.5', conversionRate: '12,5', averageCase: 2499.99 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ currentRevenue: 12500.5, conversionRate: 12.5, averageCase: 2499.99 });
    const leads = await api<ErrorReply>(s.url, 'POST', '/api/roi-calculator', { body: { ...base, currentLeads: 12.5 } });
    expect(leads.status).toBe(400);
    expect(leads.body.error).toBe('Veuillez saisir un nombre entier.');
  });
});

describe('rate limits of the tools', () => {
  const s = useTestServer({ RATE_LIMIT_FORMS_MAX: '2' });

  it('limits calculations per IP with a French 429, without blocking the contact form', async () => {
    const body = { city: 'Lyon', radius: 20, competitors: '1-5 cabinets' };
    expect((await api(s.url, 'POST', '/api/visibility', { body })).status).toBe(200);
    expect((await api(s.url, 'POST', '/api/visibility', { body })).status).toBe(200);
    const third = await api<ErrorReply>(s.url, 'POST', '/api/visibility', { body });
    expect(third.status).toBe(429);
    expect(third.body.error).toMatch(/^Trop de tentatives\. Veuillez réessayer dans \d+ minutes?\.$/);
    expect(count(s, 'visibility_calculations')).toBe(2);
    const contact = await api(s.url, 'POST', '/api/contacts', {
      body: { firstName: 'Marc', lastName: 'Roy', email: 'marc@roy-avocat.fr', consent: true },
    });
    expect(contact.status).toBe(201);
  });
});
