import { describe, expect, it } from 'vitest';
import { PLANS, UNLIMITED, YEARLY_BADGE, YEARLY_SAVING_LABEL } from '#shared/pricing/plans';
import { formatEuros, yearlySaving } from '#shared/pricing/figures';

const plan = (id: string) => {
  const found = PLANS.find((p) => p.id === id);
  if (!found) throw new Error(`plan ${id} missing`);
  return found;
};

describe('the three pricing plans', () => {
  it('are Essentiel, Professionnel and Premium in that order', () => {
    expect(PLANS.map((p) => p.name)).toEqual(['Essentiel', 'Professionnel', 'Premium']);
  });

  it('carry the spec prices in cents', () => {
    expect(PLANS.map((p) => [p.monthlyPrice, p.yearlyPrice])).toEqual([
      [29900, 299900],
      [59900, 599900],
      [99900, 999900],
    ]);
  });

  it('carry the audit and ROI calculation limits, -1 meaning unlimited', () => {
    expect(UNLIMITED).toBe(-1);
    expect(PLANS.map((p) => [p.maxAudits, p.maxCalculations])).toEqual([
      [2, 5],
      [5, -1],
      [-1, -1],
    ]);
  });

  it('mark only Professionnel as the most popular', () => {
    expect(PLANS.filter((p) => p.popular).map((p) => p.id)).toEqual(['professionnel']);
  });

  it('each have a French description and features', () => {
    for (const p of PLANS) {
      expect(p.description.length).toBeGreaterThan(10);
      expect(p.features.length).toBeGreaterThan(3);
    }
  });
});

describe('the yearly saving', () => {
  it('is twelve monthly prices minus the yearly price', () => {
    expect(yearlySaving(plan('essentiel'))).toBe(58900);
    expect(yearlySaving(plan('professionnel'))).toBe(118900);
    expect(yearlySaving(plan('premium'))).toBe(198900);
  });

  it("is announced with '-20%' and 'économisez 2 mois'", () => {
    expect(YEARLY_BADGE).toBe('-20%');
    expect(YEARLY_SAVING_LABEL).toBe('économisez 2 mois');
  });
});

describe('prices shown to visitors', () => {
  const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

  it('are whole euros, French style, without decimals', () => {
    expect(plain(formatEuros(29900))).toBe('299 €');
    expect(plain(formatEuros(599900))).toBe('5 999 €');
    expect(plain(formatEuros(118900))).toBe('1 189 €');
  });

  it('keep the euro sign on the same line as the amount', () => {
    expect(formatEuros(29900)).toBe('299\u00a0€');
  });
});
