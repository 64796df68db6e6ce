/**
 * The link of the newest invitation or password reset of an app under test that runs without SMTP:
 * its e-mail is recorded as skipped, without the link, so the test gives the row a token of its own
 * (stored as its hash, as the app stores the e-mailed one).
 */
import { desc, eq } from 'drizzle-orm';
import { passwordResets, staffInvitations } from '#db/schema';
import { hashLinkToken, newLinkToken } from '#server/auth/link-tokens';
import type { TestServer } from './server';
import type { ReceivedMail } from '../fakes/smtp-server';

export async function newestLinkToken(s: Pick<TestServer, 'deps'>, kind: 'invitation' | 'reset'): Promise<string> {
  const token = newLinkToken();
  const table = kind === 'invitation' ? staffInvitations : passwordResets;
  const [row] = await s.deps.db.select({ id: table.id }).from(table).orderBy(desc(table.id)).limit(1);
  if (!row) throw new Error(`newestLinkToken: no ${kind} yet`);
  await s.deps.db.update(table).set({ tokenHash: hashLinkToken(token) }).where(eq(table.id, row.id));
  return token;
}

/** The token of the `path` link (`/admin/invitation`, `/admin/reinitialiser`) in an e-mail received by the SMTP fake. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https://www\\.avocat-visible\\.test${path}/([A-Za-z0-9_-]+)`).exec(mail.text ?? '');
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return match[1]!;
}
