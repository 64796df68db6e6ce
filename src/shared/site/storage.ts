/**
 * Browser storage keys (spec §9). Kept apart from the zod schemas so that reading a key does not
 * pull the schema library into the entry chunk.
 */

/** localStorage key of the cookie choice. */
export const COOKIE_CONSENT_KEY = 'cookie-consent';
/** localStorage key of the admin session token. */
export const ADMIN_TOKEN_KEY = 'admin_jwt';
