import { describe, expect, it } from 'vitest';
import { FIRM_SIZES } from '#shared/practice/areas';
import { ROI_DEFAULTS } from '#shared/tools/schemas';
import { breakEvenMonth, computeRoi, planMonthlyCost, SEO_LEAD_IMPROVEMENT } from '#shared/tools/roi';

describe('ROI formula', () => {
  it('pins the figures of the default form', () => {
    expect(computeRoi(ROI_DEFAULTS)).toEqual({
      roiPercentage: 4917,
      yearlyImpact: 180000,
      currentMonthlyRevenue: 10000,
      newMonthlyRevenue: 25000,
      additionalLeads: 30,
      newConversions: 6,
      breakEvenMonths: 1,
    });
  });

  it('a small firm on the Professionnel plan: +55 % requests, break-even after the ramp-up', () => {
    expect(
      computeRoi({ firmType: 'petit-cabinet-2-5', currentRevenue: 30000, currentLeads: 20, conversionRate: 10, averageCase: 1500 }),
    ).toEqual({
      roiPercentage: 175,
      yearlyImpact: 19800,
      currentMonthlyRevenue: 30000,
      newMonthlyRevenue: 31650,
      additionalLeads: 11,
      newConversions: 1.1,
      breakEvenMonths: 4,
    });
  });

  it('every firm type improves leads by 40 to 60 % and pays its plan', () => {
    for (const firmType of FIRM_SIZES) {
      expect(SEO_LEAD_IMPROVEMENT[firmType]).toBeGreaterThanOrEqual(0.4);
      expect(SEO_LEAD_IMPROVEMENT[firmType]).toBeLessThanOrEqual(0.6);
    }
    expect(planMonthlyCost('avocat-independant')).toBe(299);
    expect(planMonthlyCost('cabinet-moyen-6-20')).toBe(599);
    expect(planMonthlyCost('grand-cabinet-plus-20')).toBe(999);
  });

  it('a plan never paid back gives a negative ROI and no break-even', () => {
    const r = computeRoi({ firmType: 'grand-cabinet-plus-20', currentRevenue: 1000, currentLeads: 1, conversionRate: 1, averageCase: 100 });
    expect(r.roiPercentage).toBe(-100);
    expect(r.breakEvenMonths).toBeNull();
    expect(breakEvenMonth(0, 299)).toBeNull();
    // 600 €/month at full speed, ramping over 6 months, against 299 €/month: month 5.
    expect(breakEvenMonth(600, 299)).toBe(5);
  });
});
