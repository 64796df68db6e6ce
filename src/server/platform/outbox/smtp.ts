/**
 * The SMTP transport of the e-mail channels (nodemailer), or null when SMTP_URL is not set (the
 * messages are then kept as skipped). smtp:// upgrades with STARTTLS when the server offers it,
 * without failing on a certificate it cannot verify (opportunistic encryption, as mail servers do
 * between themselves); smtps:// verifies it, and `?tls.rejectUnauthorized=true` in SMTP_URL makes
 * STARTTLS strict. Each SMTP step (connection, greeting, every reply) gives up after `timeoutMs`;
 * a message never reads a file or a URL into itself.
 */
import nodemailer, { type Transporter } from 'nodemailer';

export function createSmtpTransport(config: { SMTP_URL?: string | undefined; timeoutMs: number }): Transporter | null {
  if (!config.SMTP_URL) return null;
  return nodemailer.createTransport({
    url: config.SMTP_URL,
    ...(config.SMTP_URL.startsWith('smtp://') ? { tls: { rejectUnauthorized: false } } : {}),
    connectionTimeout: config.timeoutMs,
    greetingTimeout: config.timeoutMs,
    socketTimeout: config.timeoutMs,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}
