/** Outgoing webhooks (Standard Webhooks): event types and the limits of a delivery. */

export const WEBHOOK_EVENTS = ['lead.created', 'lead.updated', 'lead.note_added', 'lead.deleted', 'article.published'] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Back-office labels of the events. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'lead.created': 'Nouveau prospect (contact ou quiz)',
  'lead.updated': 'Prospect modifié (statut)',
  'lead.note_added': 'Note ajoutée à un prospect',
  'lead.deleted': 'Prospect effacé (données d’une personne)',
  'article.published': 'Article publié',
};

/** A receiver that has not answered after this long is cut (the delivery is retried). */
export const WEBHOOK_TIMEOUT_SECONDS = 10;

/** Prefix of a signing secret: 'whsec_' + base64 of 24 random bytes. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** Endpoints an administrator may register. */
export const WEBHOOK_MAX = 20;
