import { ADMIN_TOKEN_KEY } from '#shared/site/storage';

/** The admin session token kept in browser storage (spec §6: key `admin_jwt`). */
export function readAdminToken(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeAdminToken(token: string | null) {
  try {
    if (token) window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
    else window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // Storage unavailable (private mode): the httpOnly session cookie still proves the session.
  }
}
