/** Browser-stored records (spec §3 "Cookie consent record", §9 storage keys). */
import { z } from 'zod';

/** localStorage key of the cookie choice. */
export const COOKIE_CONSENT_KEY = 'cookie-consent';
/** localStorage key of the admin session token. */
export const ADMIN_TOKEN_KEY = 'admin_jwt';

/** The stored cookie choice: necessary cookies always on, analytics and marketing chosen, when. */
export const CookieConsent = z.object({
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  timestamp: z.iso.datetime({ offset: true }),
});
export type CookieConsent = z.infer<typeof CookieConsent>;
