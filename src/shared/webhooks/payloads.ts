/**
 * The payload (`data`) of each webhook event, one zod schema per event: the server builds its
 * messages through them and the OpenAPI document's `webhooks` section is rendered from them.
 * One naming across events: the firm is `firmName` everywhere; dates are ISO 8601 strings.
 */
import { z } from '#shared/zod';
import { LEAD_KINDS, LEAD_STATUSES } from '#shared/leads/lead-desk';
import type { WebhookEvent } from './events';

const isoDate = z.string().meta({ format: 'date-time' });

/** Who the lead is; common to every lead event. */
const leadIdentity = {
  kind: z.union([z.enum(LEAD_KINDS), z.literal('booking')]).meta({ description: 'Origine du prospect : contact, quiz, audit ou booking (prise de rendez-vous).' }),
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  firmName: z.string().nullable().meta({ description: 'Nom du cabinet.' }),
};

const leadCreated = z.object({
  ...leadIdentity,
  email: z.string(),
  specialization: z.string().nullable().optional().meta({ description: 'Contact : spécialité.' }),
  objectives: z.string().nullable().optional().meta({ description: 'Contact : objectifs.' }),
  message: z.string().nullable().optional().meta({ description: 'Rendez-vous : message du visiteur.' }),
  practiceArea: z.string().nullable().optional().meta({ description: 'Quiz : domaine de pratique.' }),
  quizAnswers: z
    .array(z.object({ questionId: z.number().int(), answer: z.union([z.string(), z.array(z.string())]) }))
    .optional()
    .meta({ description: 'Quiz : réponses.' }),
  quizScore: z.number().optional().meta({ description: 'Quiz : score calculé par le serveur.' }),
  leadSource: z.string().optional(),
  audit: z
    .object({ token: z.string(), websiteUrl: z.string(), domain: z.string(), overallScore: z.number(), pagesAnalyzed: z.number().int() })
    .nullable()
    .optional()
    .meta({ description: "Audit : l'audit dont le rapport a été demandé." }),
  booking: z
    .object({ start: isoDate, end: isoDate, linkedLead: z.object({ kind: z.string(), id: z.number().int() }).nullable().optional() })
    .optional()
    .meta({ description: 'Rendez-vous : le créneau réservé et, le cas échéant, le prospect déjà connu auquel il se rattache.' }),
  createdAt: isoDate,
});

/** The lead as the back office lists it (lead.updated, lead.note_added). */
const leadState = z.object({
  ...leadIdentity,
  status: z.enum(LEAD_STATUSES),
  sourcePage: z.string().nullable(),
  referrer: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  createdAt: isoDate,
  firstResponseAt: isoDate.nullable(),
});

const change = z.object({ from: z.unknown(), to: z.unknown() });

/** Every event's payload schema. */
export const WEBHOOK_PAYLOADS = {
  'lead.created': leadCreated,
  'lead.updated': leadState.extend({
    changes: z
      .record(z.string(), change)
      .meta({ description: 'Les champs modifiés : `{ "status": { "from": "nouveau", "to": "contacte" } }`.', example: { status: { from: 'nouveau', to: 'contacte' } } }),
  }),
  'lead.note_added': leadState.extend({
    note: z.object({ id: z.number().int(), text: z.string(), author: z.string().nullable(), createdAt: isoDate }),
  }),
  /** « Données d'une personne » erased: only which lead it was, nothing about the person. */
  'lead.deleted': z
    .object({ kind: leadIdentity.kind, id: z.number().int() })
    .meta({ description: 'Un prospect effacé à la demande de la personne : seulement son type et son identifiant ; effacez-le de vos systèmes.' }),
  'article.published': z.object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string().nullable(),
    url: z.string().meta({ description: "Adresse publique de l'article." }),
    imageUrl: z.string().nullable(),
    topic: z.string().nullable(),
    practiceType: z.string().nullable(),
    publishedAt: isoDate,
  }),
} satisfies Record<WebhookEvent, z.ZodType>;

export type WebhookData<E extends WebhookEvent> = z.input<(typeof WEBHOOK_PAYLOADS)[E]>;
