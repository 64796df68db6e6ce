/**
 * Browser-stored records (spec §3 "Cookie consent record", §9 storage keys). Written with
 * `zod/mini` (same validation, a few KB instead of the whole of zod) because the cookie banner
 * loads it on every page.
 */
import * as z from 'zod/mini';

export { COOKIE_CONSENT_KEY } from './storage';

/** The stored cookie choice: necessary cookies always on, analytics and marketing chosen, when. */
export const CookieConsent = z.object({
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  timestamp: z.iso.datetime({ offset: true }),
});
export type CookieConsent = z.infer<typeof CookieConsent>;
