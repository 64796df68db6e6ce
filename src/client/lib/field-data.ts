/**
 * Field data of a public page, loaded after load when the browser is idle, in its own chunk
 * (`visit.ts` loads it): Google's `web-vitals` (LCP, INP, CLS, TTFB) and dead clicks — a click on
 * a button, a link or a form control followed by no DOM change and no navigation within 3 s (a
 * MutationObserver for those 3 s, nothing else per click). Sent with `navigator.sendBeacon` to
 * POST /api/vitals when the page is hidden: no cookie, no identifier. The vitals are the page
 * load's, so they go with the page the visit landed on; dead clicks with the page they happened on.
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { countedPagePath } from '#shared/leads/page-path';
import { DEAD_CLICKS_PER_BEACON, DEAD_CLICK_LABEL_MAX, DEAD_CLICK_WINDOW_MS } from '#shared/vitals/dead-clicks';
import type { VitalMetric } from '#shared/vitals/histogram';

const CONTROL = 'button, a[href], input, select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="switch"], [role="menuitem"]';
/** Native controls that answer a click by themselves (focus to type, a toggle, a picker): dead only when disabled. */
const SELF_ANSWERING = 'textarea, select, input:not([type="submit"], [type="button"], [type="reset"], [type="image"])';

/** The control a click landed on, when it is one whose click should visibly do something. */
function controlOf(target: EventTarget | null): Element | null {
  const control = target instanceof Element ? target.closest(CONTROL) : null;
  if (!control) return null;
  const disabled = control.matches(':disabled, [aria-disabled="true"]');
  if (control.matches(SELF_ANSWERING) && !disabled) return null;
  // A link elsewhere (another site, a new tab, a download, tel:, mailto:) leaves the page by itself.
  if (control instanceof HTMLAnchorElement && (control.origin !== location.origin || control.target || control.hasAttribute('download'))) return null;
  return control;
}

/** Its accessible name, roughly: aria-label, aria-labelledby, text, value, title, an image's alt. */
function labelOf(control: Element): string {
  const labelledBy = control.getAttribute('aria-labelledby');
  const text =
    control.getAttribute('aria-label') ||
    (labelledBy && document.getElementById(labelledBy.split(' ')[0]!)?.textContent) ||
    control.textContent ||
    (control instanceof HTMLInputElement && control.value) ||
    control.getAttribute('title') ||
    control.querySelector('img[alt]')?.getAttribute('alt') ||
    '';
  return text.replace(/\s+/g, ' ').trim().slice(0, DEAD_CLICK_LABEL_MAX);
}

function send(path: string, metrics: Partial<Record<VitalMetric, number>>, deadClicks: { label: string }[]): void {
  try {
    navigator.sendBeacon('/api/vitals', new Blob([JSON.stringify({ path: countedPagePath(path).slice(0, 200), metrics, deadClicks })], { type: 'application/json' }));
  } catch {
    // A refused beacon is figures lost, nothing more.
  }
}

/** Starts measuring the page it is called on (once per page load). */
export function observeFieldData(): void {
  const landing = location.pathname;
  const metrics: Partial<Record<VitalMetric, number>> = {};
  const sent = new Set<string>();
  const dead = new Map<string, { label: string }[]>();
  const report = ({ name, value }: Metric) => {
    const metric = name.toLowerCase() as VitalMetric;
    if (!sent.has(metric)) metrics[metric] = value;
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
  onTTFB(report);

  const watch = (control: Element) => {
    const path = location.pathname;
    const href = location.href;
    if (path.startsWith('/admin')) return;
    const observer = new MutationObserver(() => {
      observer.disconnect();
      clearTimeout(timer);
    });
    observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      if (location.href !== href) return;
      const clicks = dead.get(path) ?? [];
      if (clicks.length < DEAD_CLICKS_PER_BEACON) clicks.push({ label: labelOf(control) });
      dead.set(path, clicks);
    }, DEAD_CLICK_WINDOW_MS);
  };
  document.addEventListener(
    'click',
    (event) => {
      const control = event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey ? controlOf(event.target) : null;
      if (control) watch(control);
    },
    true,
  );
  // A disabled form control gets no click event, only pointer events: dead to the visitor all the same.
  document.addEventListener(
    'pointerup',
    (event) => {
      const control = event.button === 0 ? controlOf(event.target) : null;
      if (control?.matches(':disabled')) watch(control);
    },
    true,
  );

  // Registered after web-vitals' own listeners (on window, capturing), so its final values are in.
  // Each metric is sent once per page load, the first time the page is hidden after it is known.
  const flush = (event: Event) => {
    if (event.type === 'visibilitychange' && document.visibilityState !== 'hidden') return;
    const values = { ...metrics };
    for (const name of Object.keys(values) as VitalMetric[]) {
      sent.add(name);
      delete metrics[name];
    }
    const landingClicks = dead.get(landing) ?? [];
    if (Object.keys(values).length > 0 || landingClicks.length > 0) send(landing, values, landingClicks);
    for (const [path, clicks] of dead) if (path !== landing && clicks.length > 0) send(path, {}, clicks);
    dead.clear();
  };
  document.addEventListener('visibilitychange', flush);
  addEventListener('pagehide', flush);
}
