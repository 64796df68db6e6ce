/**
 * Session handling. lucia v3 is no longer maintained by its author, so nothing outside
 * `src/server/auth/` imports it: swapping it means rewriting this folder only.
 */
import { Lucia, TimeSpan } from 'lucia';
import { DrizzleSQLiteAdapter } from '@lucia-auth/adapter-drizzle';
import { sessions, users } from '#db/schema';
import type { DB } from '../db';
import { SESSION_DAYS } from '#shared/leads/retention';

/**
 * The session cookie's name: under https, `__Host-av_session` (the browser keeps it only if it is
 * Secure, for the whole site, set by this very host: no subdomain can plant or shadow it); under
 * plain http (development), `av_session`.
 */
const LEGACY_COOKIE_NAME = 'av_session';
export const sessionCookieName = (secureCookies: boolean) => (secureCookies ? `__Host-${LEGACY_COOKIE_NAME}` : LEGACY_COOKIE_NAME);

export function createLucia(db: DB, secureCookies: boolean) {
  const adapter = new DrizzleSQLiteAdapter(db, sessions, users);
  return new Lucia(adapter, {
    sessionExpiresIn: new TimeSpan(SESSION_DAYS, 'd'),
    sessionCookie: {
      name: sessionCookieName(secureCookies),
      attributes: { secure: secureCookies, sameSite: 'lax' },
    },
    getUserAttributes: (attributes) => ({
      username: attributes.username,
      email: attributes.email,
      role: attributes.role,
    }),
  });
}

export type AppLucia = ReturnType<typeof createLucia>;

function cookieValue(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim()) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The session id of a Cookie header: the cookie of `sessionCookieName`, else (under https) one
 * still under the name used before the `__Host-` prefix, `legacy` then true: the caller renews it
 * under the new name (`upgradeLegacyCookie`), so a logged-in admin stays logged in.
 */
export function readSessionCookie(lucia: AppLucia, cookieHeader: string): { id: string | null; legacy: boolean } {
  const id = lucia.readSessionCookie(cookieHeader);
  if (id || lucia.sessionCookieName === LEGACY_COOKIE_NAME) return { id, legacy: false };
  const legacy = cookieValue(cookieHeader, LEGACY_COOKIE_NAME);
  return { id: legacy, legacy: legacy !== null };
}

/** The Set-Cookie headers moving a session from the old cookie name to the `__Host-` one. */
export function upgradeLegacyCookie(lucia: AppLucia, sessionId: string): string[] {
  return [lucia.createSessionCookie(sessionId).serialize(), `${LEGACY_COOKIE_NAME}=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax`];
}

declare module 'lucia' {
  interface Register {
    Lucia: AppLucia;
    UserId: number;
    DatabaseUserAttributes: { username: string; email: string; role: string };
  }
}
