/**
 * The visitor's cookie choice (spec §3 "Cookie consent record", §4 "Cookie consent", §9 storage
 * keys): `{ necessary: true, analytics, marketing, timestamp }` as JSON in localStorage under
 * `cookie-consent`. Anything that does not parse and validate counts as "no choice yet", so the
 * banner shows again. Browser-only: call from effects and event handlers, never during render.
 */
import { COOKIE_CONSENT_KEY, CookieConsent } from '#shared/site/consent';

export type ConsentChoice = { analytics: boolean; marketing: boolean };

/** Minimal slice of the Web Storage API, so tests can pass an in-memory fake. */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Fired on `window` after a choice is saved; `detail` is the stored record. */
const COOKIE_CONSENT_EVENT = 'cookie-consent-change';

/** The stored text → a valid record, or null (missing, not JSON, or not the expected shape). */
export function parseConsent(raw: string | null | undefined): CookieConsent | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = CookieConsent.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The record to store for a choice made at `now`. Necessary cookies are always on. */
export function buildConsent(choice: ConsentChoice, now: Date = new Date()): CookieConsent {
  return {
    necessary: true,
    analytics: choice.analytics,
    marketing: choice.marketing,
    timestamp: now.toISOString(),
  };
}

function browserStorage(): ConsentStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage disabled (privacy settings, sandboxed iframe): behave as if nothing is stored.
    return null;
  }
}

/** The visitor's stored choice, or null when none is stored or it is invalid. */
export function readConsent(storage: ConsentStorage | null = browserStorage()): CookieConsent | null {
  if (!storage) return null;
  try {
    return parseConsent(storage.getItem(COOKIE_CONSENT_KEY));
  } catch {
    return null;
  }
}

/**
 * Stores the choice and returns the record. If storage is unavailable the record is still
 * returned (the banner hides for this page view and comes back on the next visit).
 */
export function saveConsent(
  choice: ConsentChoice,
  { storage = browserStorage(), now = new Date() }: { storage?: ConsentStorage | null; now?: Date } = {},
): CookieConsent {
  const record = buildConsent(choice, now);
  try {
    storage?.setItem(COOKIE_CONSENT_KEY, JSON.stringify(record));
  } catch {
    // Quota exceeded or storage disabled: nothing more to do.
  }
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new CustomEvent<CookieConsent>(COOKIE_CONSENT_EVENT, { detail: record }));
  }
  return record;
}

export const ACCEPT_ALL: Readonly<ConsentChoice> = { analytics: true, marketing: true };
export const REFUSE_ALL: Readonly<ConsentChoice> = { analytics: false, marketing: false };
