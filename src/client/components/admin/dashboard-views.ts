/**
 * The dashboard's views (`?view=`). Kept apart from the screens: the route's search validation
 * imports it, and route options stay in the public entry chunk, so it must stay tiny.
 */
const DASHBOARD_VIEWS = ['overview', 'articles', 'generator', 'contacts', 'settings'] as const;
export type DashboardView = (typeof DASHBOARD_VIEWS)[number];

export function parseDashboardView(value: unknown): DashboardView | undefined {
  return DASHBOARD_VIEWS.find((v) => v === value);
}

/** `?lead=contact-12`: the lead whose detail is open in the lead desk (the agency e-mail links there). */
export function parseLeadParam(value: unknown): string | undefined {
  return typeof value === 'string' && /^[a-z]{1,10}-\d{1,12}$/.test(value) ? value : undefined;
}
