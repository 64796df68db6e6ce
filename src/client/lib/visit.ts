/**
 * Where a visit came from, without cookies: the first page of the visit, its referrer and the
 * utm_source / utm_medium / utm_campaign of its address, kept in sessionStorage (gone with the
 * tab) and sent with a contact request or a quiz lead. And the page-view beacon: one POST per
 * page viewed, counted per page and day on the server, no identifier (see /privacy).
 */
import { countedPagePath } from '#shared/leads/page-path';

const KEY = 'av-visit';

export type VisitAttribution = {
  sourcePage?: string;
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
};

function read(): VisitAttribution {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as VisitAttribution;
  } catch {
    return {};
  }
}

/** The visit's arrival, recorded once per tab on its first page. */
export function recordArrival(): void {
  try {
    if (sessionStorage.getItem(KEY)) return;
    const params = new URLSearchParams(location.search);
    const arrival: VisitAttribution = { sourcePage: countedPagePath(location.pathname) };
    const referrer = document.referrer && new URL(document.referrer).origin !== location.origin ? document.referrer : '';
    if (referrer) arrival.referrer = referrer.slice(0, 500);
    for (const [param, field] of [['utm_source', 'utmSource'], ['utm_medium', 'utmMedium'], ['utm_campaign', 'utmCampaign']] as const) {
      const value = params.get(param);
      if (value) arrival[field] = value.slice(0, 500);
    }
    sessionStorage.setItem(KEY, JSON.stringify(arrival));
  } catch {
    // Storage refused (private mode, quota): the lead is sent without its origin.
  }
}

/** What the public forms send with a lead. */
export const visitAttribution = (): VisitAttribution => read();

/** Counts a view of `path` (public pages only); never delays or breaks the page. */
export function sendPageView(path: string): void {
  if (path.startsWith('/admin') || !navigator.sendBeacon) return;
  try {
    navigator.sendBeacon('/api/beacon', new Blob([JSON.stringify({ path: countedPagePath(path).slice(0, 200) })], { type: 'application/json' }));
  } catch {
    // A refused beacon is a view not counted, nothing more.
  }
}

/** After load, the measuring chunk waits this long for the page's own requests to be over. */
const FIELD_DATA_QUIET_MS = 2000;

/**
 * Field data (web vitals, dead clicks; `field-data.ts`) on public pages, in its own chunk: loaded
 * once the page has loaded and gone quiet (never competing with what the page itself fetches),
 * or at the visitor's first tap or key if that comes sooner. The entry chunk only holds this loader.
 */
export function startFieldData(): void {
  if (location.pathname.startsWith('/admin') || !navigator.sendBeacon) return;
  let loading = false;
  const load = () => {
    if (loading) return;
    loading = true;
    import('./field-data').then((module) => module.observeFieldData(), () => {});
  };
  for (const type of ['pointerdown', 'keydown']) addEventListener(type, load, { once: true, capture: true, passive: true });
  const start = () => setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(load, { timeout: 5000 }) : load()), FIELD_DATA_QUIET_MS);
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
