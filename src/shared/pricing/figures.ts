/** Pricing figures (spec §9). */

/**
 * Yearly saving of a plan in cents: twelve times the monthly price minus the yearly price.
 * Professionnel: 12 × 59 900 − 599 900 = 118 900.
 */
export function yearlySaving(plan: { readonly monthlyPrice: number; readonly yearlyPrice: number }): number {
  return plan.monthlyPrice * 12 - plan.yearlyPrice;
}

const EUROS = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/**
 * Whole euros from cents, French style, no decimals: 29900 → '299 €', 599900 → '5 999 €'.
 * As `Intl` writes them, the space before '€' is a no-break space (U+00A0) and the thousands
 * separator a narrow no-break space (U+202F).
 */
export function formatEuros(cents: number): string {
  return EUROS.format(cents / 100);
}
