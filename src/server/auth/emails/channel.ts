/**
 * The staff e-mails' outbox channel (`staff-email`): written with the invitation or the reset,
 * rendered and sent over SMTP by the outbox's sender, retried like the lead e-mails. The payload
 * holds the link, token included, only while the e-mail waits to be sent: once it is sent, given
 * up or skipped, the token is erased from it (the database keeps the token's hash only).
 */
import { toPlainText } from '@react-email/render';
// The web-streams build, as for the lead e-mails (no AsyncLocalStorage for the whole process).
import { renderToStaticMarkup } from 'react-dom/server.edge';
import type { OutboxRow } from '#db/schema';
import { OUTBOX_REASONS } from '#shared/email/outbox';
import type { ChannelHandler, OutboxChannel } from '#server/platform/outbox/channel';
import { createSmtpTransport } from '#server/platform/outbox/smtp';
import { enqueue } from '#server/platform/outbox/store';
import type { DB } from '#server/platform/db';
import { headerSafe } from '../../leads/emails/index';
import { STAFF_EMAILS, type StaffEmailKind, type StaffEmailPayload } from './templates';

export const STAFF_EMAIL_CHANNEL = 'staff-email';

/** What stands in a finished e-mail's payload for the link's token. */
const ERASED_TOKEN = '[effacé]';

/** The payload without the link's token (the link's last segment): what is kept once the e-mail is done with. */
function withoutToken(payload: Record<string, unknown>): Record<string, unknown> {
  const { link } = payload;
  return typeof link === 'string' ? { ...payload, link: link.replace(/[^/]*$/, ERASED_TOKEN) } : payload;
}

/** Writes one staff e-mail into the outbox (inside the caller's transaction); true when it waits to be sent. */
export function enqueueStaffEmail(
  tx: DB,
  config: { SMTP_URL?: string | undefined },
  kind: StaffEmailKind,
  recipient: string,
  payload: StaffEmailPayload,
): Promise<boolean> {
  return enqueue(tx, {
    channel: STAFF_EMAIL_CHANNEL,
    kind,
    audience: 'agency',
    recipient,
    subject: STAFF_EMAILS[kind].subject,
    // Without SMTP the e-mail is recorded as skipped, never sent: its link is not kept either.
    payload: config.SMTP_URL ? payload : withoutToken(payload),
    skipReason: config.SMTP_URL ? null : OUTBOX_REASONS.smtpOff,
  });
}

const isStaffKind = (kind: string): kind is StaffEmailKind => Object.hasOwn(STAFF_EMAILS, kind);

export function createStaffEmailChannel(config: { SMTP_URL?: string | undefined; MAIL_FROM: string; timeoutMs: number }): OutboxChannel {
  const transport = createSmtpTransport(config);
  const handler: ChannelHandler = async (row: OutboxRow) => {
    if (!transport) return { skipped: OUTBOX_REASONS.smtpOff };
    if (!isStaffKind(row.kind)) return { skipped: `Modèle d'e-mail inconnu : ${row.kind}` };
    const html = renderToStaticMarkup(STAFF_EMAILS[row.kind].element(row.payload as unknown as StaffEmailPayload));
    await transport.sendMail({
      from: config.MAIL_FROM,
      to: row.recipient,
      subject: headerSafe(row.subject ?? ''),
      html,
      text: toPlainText(html),
      messageId: row.messageId,
      headers: { 'Auto-Submitted': 'auto-generated', 'X-Avocat-Visible-Kind': row.kind },
    });
  };
  return { handler, close: () => transport?.close(), redactWhenDone: withoutToken };
}
