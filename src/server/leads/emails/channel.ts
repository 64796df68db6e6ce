/** The e-mail channel: renders the row's template and hands it to the SMTP server (nodemailer). */
import type { OutboxRow } from '#db/schema';
import { OUTBOX_REASONS } from '#shared/email/outbox';
import { leadName } from '#shared/leads/contact';
import { headerSafe, isEmailKind, renderEmail } from './index';
import type { EmailPayload } from './types';
import type { ChannelHandler, OutboxChannel } from '#server/platform/outbox/channel';
import { createSmtpTransport } from '#server/platform/outbox/smtp';

/** Each SMTP step (connection, greeting, every reply) gives up after this; the row's lease is renewed meanwhile. */
export const SMTP_TIMEOUT_MS = 20_000;

export type EmailChannelConfig = {
  SMTP_URL?: string | undefined;
  MAIL_FROM: string;
  /** Every SMTP step gives up after this. */
  timeoutMs: number;
  /** Files attached to a message, made when it is sent (the audit report's PDF). */
  attachments?: (kind: string, payload: EmailPayload) => Promise<{ filename: string; content: Buffer; contentType: string }[]>;
  /** Asked when a message falls due: a reason not to send it any more (a reminder whose lead was handled), or null. */
  skipReason?: (row: OutboxRow) => Promise<string | null>;
};

export function createEmailChannel(config: EmailChannelConfig): OutboxChannel {
  const transport = createSmtpTransport(config);
  const handler: ChannelHandler = async (row: OutboxRow) => {
    if (!transport) return { skipped: OUTBOX_REASONS.smtpOff };
    if (!isEmailKind(row.kind)) return { skipped: `Modèle d'e-mail inconnu : ${row.kind}` };
    const skipped = await config.skipReason?.(row);
    if (skipped) return { skipped };
    const payload = row.payload as unknown as EmailPayload;
    const { html, text } = renderEmail(row.kind, payload);
    const attachments = (await config.attachments?.(row.kind, payload)) ?? [];
    const replyTo =
      row.kind === 'agency-notification' && payload.lead.email
        ? { name: headerSafe(leadName(payload.lead)), address: headerSafe(payload.lead.email) }
        : undefined;
    await transport.sendMail({
      from: config.MAIL_FROM,
      to: row.recipient,
      ...(replyTo ? { replyTo } : {}),
      subject: headerSafe(row.subject ?? ''),
      html,
      text,
      ...(attachments.length ? { attachments } : {}),
      messageId: row.messageId,
      headers: { 'Auto-Submitted': 'auto-generated', 'X-Avocat-Visible-Kind': row.kind },
    });
  };
  return { handler, close: () => transport?.close() };
}
