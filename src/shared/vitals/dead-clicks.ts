/**
 * Dead clicks: a click on a button, a link or a form control followed by no DOM change and no
 * navigation within 3 s. What the page's observer and the server keep of them (apart from the
 * histograms, so the public pages' measuring chunk carries only these few numbers).
 */

/** A control's label is at most this long once trimmed. */
export const DEAD_CLICK_LABEL_MAX = 60;
/** Distinct labels kept per page and day; clicks on further controls count under `DEAD_CLICK_OTHER`. */
export const DEAD_CLICK_LABELS_PER_DAY = 30;
export const DEAD_CLICK_OTHER = '(autres commandes)';
/** A control without an accessible name or text. */
export const DEAD_CLICK_UNNAMED = '(sans libellé)';
/** A click followed by no DOM change and no navigation within this many ms is dead. */
export const DEAD_CLICK_WINDOW_MS = 3000;
/** At most this many dead clicks in one beacon (one page view). */
export const DEAD_CLICKS_PER_BEACON = 20;
/** The worst controls listed per page. */
export const DEAD_CLICK_CONTROLS_LISTED = 5;

/** A control's label as stored: whitespace collapsed, trimmed, cut to `DEAD_CLICK_LABEL_MAX`. */
export function deadClickLabel(text: string): string {
  const label = text.replace(/\s+/g, ' ').trim().slice(0, DEAD_CLICK_LABEL_MAX).trim();
  return label || DEAD_CLICK_UNNAMED;
}
