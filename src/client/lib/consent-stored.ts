/**
 * Whether a cookie choice is stored, checked without the consent schema (zod/mini, ≈ 15 KB gzip):
 * a returning visitor's page then never fetches the banner's code. Only the exact form
 * `saveConsent` writes counts (`timestamp` from `toISOString()`), a strict subset of what the
 * schema accepts; anything else loads the banner, which decides with the schema.
 */
import { COOKIE_CONSENT_KEY } from '#shared/site/storage';

export function hasStoredChoice(storage: Pick<Storage, 'getItem'> | null = browserStorage()): boolean {
  try {
    const raw = storage?.getItem(COOKIE_CONSENT_KEY);
    if (!raw) return false;
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (!value || typeof value !== 'object' || Object.keys(value).length !== 4) return false;
    const { necessary, analytics, marketing, timestamp } = value;
    return (
      necessary === true &&
      typeof analytics === 'boolean' &&
      typeof marketing === 'boolean' &&
      typeof timestamp === 'string' &&
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(timestamp) &&
      !Number.isNaN(Date.parse(timestamp)) &&
      new Date(timestamp).toISOString() === timestamp
    );
  } catch {
    return false;
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
