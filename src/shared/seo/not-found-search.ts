/**
 * The address of « Pages introuvables » (`/admin/dashboard/not-found?days=7`): its period is in
 * the URL, so a chosen period survives a reload. Plain parsing, no schema library: the route's
 * `validateSearch` and loader run in the entry chunk every page loads.
 */

/** The period shown when the address names none (and the API's default). */
export const NOT_FOUND_DAYS_DEFAULT = 30;

/** The periods the view offers, in days. */
export const NOT_FOUND_PERIODS = [7, 30, 90] as const;
type NotFoundPeriod = (typeof NOT_FOUND_PERIODS)[number];

export type NotFoundSearch = { days?: NotFoundPeriod };

export function parseNotFoundSearch(search: Record<string, unknown>): NotFoundSearch {
  const value = typeof search.days === 'number' || typeof search.days === 'string' ? Number(search.days) : NaN;
  const days = NOT_FOUND_PERIODS.find((period) => period === value);
  return days && days !== NOT_FOUND_DAYS_DEFAULT ? { days } : {};
}

/** The input of `notFound.list` for an address (the route's loader and the view ask the same). */
export const notFoundListInput = (search: NotFoundSearch) => ({ days: search.days ?? NOT_FOUND_DAYS_DEFAULT });
