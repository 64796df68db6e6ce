/**
 * ROI calculator (spec §3 "ROI results", §5): a deterministic, documented formula.
 *
 * - `currentRevenue` is the firm's current MONTHLY revenue in euros, `currentLeads` the
 *   requests received per month, `conversionRate` the % of requests that become clients,
 *   `averageCase` the fee of one case in euros.
 * - SEO lead improvement by firm type (`SEO_LEAD_IMPROVEMENT`, between 40 and 60 %): the
 *   smaller the firm, the larger the relative gain (an independent lawyer starts from almost no
 *   search presence; a large firm already has some).
 * - Plan cost by firm type (`PLAN_BY_FIRM_TYPE`): the plan we would recommend, at its monthly
 *   price (spec §9, VAT included).
 *
 *   additionalLeads       = currentLeads × improvement                       (1 decimal)
 *   newConversions        = additionalLeads × conversionRate / 100           (1 decimal)
 *   additional revenue    = newConversions × averageCase                     (€ / month)
 *   currentMonthlyRevenue = currentRevenue
 *   newMonthlyRevenue     = currentRevenue + additional revenue              (whole €)
 *   yearlyImpact          = additional revenue × 12                          (whole €)
 *   roiPercentage         = (yearlyImpact − 12 × plan cost) / (12 × plan cost) × 100 (whole %)
 *   breakEvenMonths       = first month when the cumulated additional revenue covers the
 *                           cumulated plan cost, SEO gains ramping up linearly over
 *                           `SEO_RAMP_UP_MONTHS` months; null when not reached within
 *                           `BREAK_EVEN_HORIZON_MONTHS` months.
 *
 * Defaults (avocat-independant, 10 000 €, 50 requests, 20 %, 2 500 €): +30 requests, +6 clients,
 * +15 000 € a month, 180 000 € a year, Essentiel at 299 € → ROI 4 916 %, break-even in 1 month.
 */
import { PLANS, type PlanId } from '../pricing/plans';
import type { FirmSize } from '../practice/areas';

/** Share of additional requests SEO brings, by firm type (0.4 to 0.6). */
export const SEO_LEAD_IMPROVEMENT: Readonly<Record<FirmSize, number>> = {
  'avocat-independant': 0.6,
  'petit-cabinet-2-5': 0.55,
  'cabinet-moyen-6-20': 0.5,
  'grand-cabinet-plus-20': 0.4,
};

/** Plan whose monthly price is the cost of the ROI, by firm type. */
const PLAN_BY_FIRM_TYPE: Readonly<Record<FirmSize, PlanId>> = {
  'avocat-independant': 'essentiel',
  'petit-cabinet-2-5': 'professionnel',
  'cabinet-moyen-6-20': 'professionnel',
  'grand-cabinet-plus-20': 'premium',
};

/** Months for SEO gains to reach their full level (linear ramp-up). */
const SEO_RAMP_UP_MONTHS = 6;
/** Break-even is looked for within this many months. */
const BREAK_EVEN_HORIZON_MONTHS = 36;

export type RoiFigures = {
  firmType: FirmSize;
  currentRevenue: number;
  currentLeads: number;
  conversionRate: number;
  averageCase: number;
};

export type RoiResults = {
  roiPercentage: number;
  yearlyImpact: number;
  currentMonthlyRevenue: number;
  newMonthlyRevenue: number;
  additionalLeads: number;
  newConversions: number;
  breakEvenMonths: number | null;
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Monthly plan cost in euros for a firm type. */
export function planMonthlyCost(firmType: FirmSize): number {
  const plan = PLANS.find((p) => p.id === PLAN_BY_FIRM_TYPE[firmType]);
  if (!plan) throw new Error(`plan inconnu pour ${firmType}`);
  return plan.monthlyPrice / 100;
}

/** First month (1-based) when cumulated gains cover cumulated costs, or null. */
export function breakEvenMonth(monthlyGain: number, monthlyCost: number): number | null {
  let gains = 0;
  for (let month = 1; month <= BREAK_EVEN_HORIZON_MONTHS; month += 1) {
    gains += monthlyGain * Math.min(month / SEO_RAMP_UP_MONTHS, 1);
    if (gains >= monthlyCost * month) return month;
  }
  return null;
}

export function computeRoi(input: RoiFigures): RoiResults {
  const improvement = SEO_LEAD_IMPROVEMENT[input.firmType];
  const additionalLeads = round1(input.currentLeads * improvement);
  const newConversions = round1((additionalLeads * input.conversionRate) / 100);
  const additionalRevenue = newConversions * input.averageCase;
  const monthlyCost = planMonthlyCost(input.firmType);
  const yearlyImpact = Math.round(additionalRevenue * 12);
  const yearlyCost = monthlyCost * 12;
  return {
    roiPercentage: Math.round(((yearlyImpact - yearlyCost) / yearlyCost) * 100),
    yearlyImpact,
    currentMonthlyRevenue: input.currentRevenue,
    newMonthlyRevenue: Math.round(input.currentRevenue + additionalRevenue),
    additionalLeads,
    newConversions,
    breakEvenMonths: breakEvenMonth(additionalRevenue, monthlyCost),
  };
}
