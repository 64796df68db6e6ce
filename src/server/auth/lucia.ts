/**
 * Session handling. lucia v3 is no longer maintained by its author, so nothing outside
 * `src/server/auth/` imports it: swapping it means rewriting this folder only.
 */
import { Lucia, TimeSpan } from 'lucia';
import { DrizzleSQLiteAdapter } from '@lucia-auth/adapter-drizzle';
import { sessions, users } from '../../../db/schema';
import type { DB } from '../db';
import { SESSION_DAYS } from '../../shared/leads/retention';

const SESSION_COOKIE_NAME = 'av_session';

export function createLucia(db: DB, secureCookies: boolean) {
  const adapter = new DrizzleSQLiteAdapter(db, sessions, users);
  return new Lucia(adapter, {
    sessionExpiresIn: new TimeSpan(SESSION_DAYS, 'd'),
    sessionCookie: {
      name: SESSION_COOKIE_NAME,
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

declare module 'lucia' {
  interface Register {
    Lucia: AppLucia;
    UserId: number;
    DatabaseUserAttributes: { username: string; email: string; role: string };
  }
}
