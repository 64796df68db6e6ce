/**
 * The durable outbox (e-mails and, later, webhook deliveries): statuses, retry schedule and the
 * per-recipient cap of visitor e-mails. Read by the server's sender, the back office and tests.
 */

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'skipped'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** Back-office badge labels. */
export const OUTBOX_STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'En attente',
  sent: 'Envoyé',
  failed: 'Échec',
  skipped: 'Non envoyé',
};

export type EmailKind =
  | 'agency-notification'
  | 'lead-reminder'
  | 'contact-ack'
  | 'quiz-analysis'
  | 'audit-report'
  | 'booking-confirmation'
  | 'booking-notification'
  | 'booking-reminder-24h'
  | 'booking-reminder-1h'
  | 'booking-cancelled'
  | 'booking-cancelled-agency';

export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  'agency-notification': "Notification à l'agence",
  'lead-reminder': 'Rappel : prospect sans réponse',
  'contact-ack': 'Accusé de réception',
  'quiz-analysis': 'Analyse du quiz',
  'audit-report': 'Rapport d’audit SEO',
  'booking-confirmation': 'Rendez-vous confirmé',
  'booking-notification': 'Rendez-vous pris (agence)',
  'booking-reminder-24h': 'Rappel du rendez-vous (24 h)',
  'booking-reminder-1h': 'Rappel du rendez-vous (1 h)',
  'booking-cancelled': 'Rendez-vous annulé',
  'booking-cancelled-agency': 'Rendez-vous annulé (agence)',
};

/** Who receives a message: the agency's own inbox, a visitor who filled a form, or a third party's webhook endpoint. */
export type OutboxAudience = 'agency' | 'visitor' | 'third-party';

/** A visitor address receives at most this many e-mails per 24 h (the forms are no relay). */
export const VISITOR_EMAIL_CAP = 3;
export const VISITOR_EMAIL_CAP_HOURS = 24;

/** A message still failing this long after it was written is given up (`failed`). */
const OUTBOX_GIVE_UP_HOURS = 24;
/** The retry delay doubles from `OUTBOX_RETRY_BASE_SECONDS` up to this. */
const OUTBOX_MAX_BACKOFF_SECONDS = 3600;

/** Delay before the next try after `attempts` failed tries (1 → base, 2 → 2 × base…, at most 1 h). */
function outboxBackoffSeconds(attempts: number, baseSeconds: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(OUTBOX_MAX_BACKOFF_SECONDS, baseSeconds * 2 ** Math.min(exponent, 30));
}

/** What happens after a failed try: retried at `retryAt`, or given up when the message is too old. */
export function outboxAfterFailure(
  row: { attempts: number; createdAt: Date; notBefore?: Date | null },
  now: Date,
  baseSeconds: number,
): { status: 'failed' } | { status: 'pending'; retryAt: Date } {
  // A scheduled message's retries count from when it fell due, not from when it was written.
  const since = Math.max(row.createdAt.getTime(), row.notBefore?.getTime() ?? 0);
  if (now.getTime() - since >= OUTBOX_GIVE_UP_HOURS * 3_600_000) return { status: 'failed' };
  return { status: 'pending', retryAt: new Date(now.getTime() + outboxBackoffSeconds(row.attempts, baseSeconds) * 1000) };
}

/** Reasons recorded on a message that is not sent (French, shown in the back office). */
export const OUTBOX_REASONS = {
  smtpOff: "E-mail désactivé : SMTP_URL n'est pas configuré sur le serveur.",
  visitorCap: `Limite atteinte : ${VISITOR_EMAIL_CAP} e-mails au plus par destinataire et par ${VISITOR_EMAIL_CAP_HOURS} h.`,
  gaveUp: `Abandonné après ${OUTBOX_GIVE_UP_HOURS} h d'échecs.`,
} as const;
