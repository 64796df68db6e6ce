/** Outgoing webhooks: registration (POST /api/admin/webhooks) and the back office's views. */
import { z } from '../zod';
import { WEBHOOK_EVENTS } from './events';

export const WEBHOOK_MESSAGES = {
  urlRequired: "Veuillez saisir l'adresse (URL) du webhook.",
  urlInvalid: "L'adresse du webhook doit être une URL http:// ou https:// complète, par exemple https://exemple.fr/webhooks.",
  urlCredentials: "L'adresse du webhook ne doit pas contenir d'identifiants (utilisateur:mot-de-passe@).",
  urlPrivate: "L'adresse du webhook doit désigner un serveur public : les adresses locales ou privées sont refusées.",
  eventsRequired: 'Choisissez au moins un événement.',
  eventUnknown: `Événement inconnu : choisissez parmi ${WEBHOOK_EVENTS.join(', ')}.`,
  notFound: 'Webhook introuvable',
  tooMany: 'Nombre maximal de webhooks atteint : supprimez-en un avant d’en ajouter un autre.',
} as const;

export const WebhookCreateInput = z.object({
  url: z
    .string({ error: WEBHOOK_MESSAGES.urlRequired })
    .trim()
    .min(1, { error: WEBHOOK_MESSAGES.urlRequired, abort: true })
    .max(2000, WEBHOOK_MESSAGES.urlInvalid)
    // The rule the OpenAPI document shows (a full http(s) URL); z.url below checks the rest.
    .regex(/^[hH][tT][tT][pP][sS]?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/, WEBHOOK_MESSAGES.urlInvalid)
    .meta({
      description: 'URL http(s) complète et publique du point de réception, sans identifiants (utilisateur:mot-de-passe@).',
      examples: ['https://crm.cabinet-martin.fr/webhooks/avocat-visible'],
    })
    .pipe(z.url({ protocol: /^https?$/, error: WEBHOOK_MESSAGES.urlInvalid }))
    .refine((url) => {
      if (!URL.canParse(url)) return true; // already refused by z.url
      const parsed = new URL(url);
      return parsed.username === '' && parsed.password === '';
    }, WEBHOOK_MESSAGES.urlCredentials),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.eventUnknown }), { error: WEBHOOK_MESSAGES.eventsRequired })
    .min(1, WEBHOOK_MESSAGES.eventsRequired)
    .max(WEBHOOK_EVENTS.length * 2)
    .transform((events) => [...new Set(events)]),
});
export type WebhookCreateInput = z.infer<typeof WebhookCreateInput>;

export const WebhookIdInput = z.object({ id: z.coerce.number({ error: WEBHOOK_MESSAGES.notFound }).int().positive() });

/** The last attempt of a webhook's deliveries: HTTP status (null without reply), success, error, time. */
export const WebhookDeliveryRow = z.strictObject({
  id: z.number().int(),
  messageId: z.string().describe('webhook-id du message (identique à chaque nouvelle tentative)'),
  event: z.enum(WEBHOOK_EVENTS),
  attempt: z.number().int(),
  statusCode: z.number().int().nullable(),
  success: z.boolean(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  createdAt: z.date(),
});
export type WebhookDeliveryRow = z.infer<typeof WebhookDeliveryRow>;

export const WebhookRow = z.strictObject({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  createdAt: z.date(),
  lastDelivery: WebhookDeliveryRow.nullable(),
});
export type WebhookRow = z.infer<typeof WebhookRow>;

/** Reply of the creation: the only time the secret is shown. */
export const WebhookCreated = z.strictObject({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  secret: z.string().describe("Secret de signature ('whsec_' + base64), affiché une seule fois"),
  createdAt: z.date(),
});
export type WebhookCreated = z.infer<typeof WebhookCreated>;
