/**
 * What the procedures answer, as zod schemas: each procedure declares its reply with `.output()`
 * (checked in tests and development), and the OpenAPI document of the REST facade is built from
 * them. Objects are strict: a field a service adds without its schema fails the checks instead of
 * vanishing from the documentation. Dates are `Date` here (superjson on tRPC) and ISO 8601
 * strings in the REST facade's JSON.
 */
import { z } from '../zod';
import { OUTBOX_STATUSES } from '../email/outbox';
import { LEAD_KINDS, LEAD_STATUSES } from './lead-desk';

/** What the lead desk adds to every lead: its status, where its visit began, its first answer. */
const LEAD_DESK_FIELDS = {
  status: z.enum(LEAD_STATUSES),
  sourcePage: z.string().nullable(),
  referrer: z.string().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  firstResponseAt: z.date().nullable(),
  /** The priority score (src/shared/leads/score.ts) and what makes it. */
  score: z.number().int().min(0).max(100).describe('Score de priorité (0 à 100) : plus il est haut, plus le prospect est à rappeler vite.'),
  scoreFactors: z
    .array(z.strictObject({ label: z.string(), points: z.number().int() }))
    .describe('Ce qui fait le score : chaque facteur et ses points (vide pour un prospect antérieur au score).'),
};

export const ContactRow = z.strictObject({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  firmName: z.string().nullable(),
  specialization: z.string().nullable(),
  objectives: z.string().nullable(),
  consent: z.boolean(),
  ...LEAD_DESK_FIELDS,
  createdAt: z.date(),
});

export const QuizLeadRow = z.strictObject({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  firmName: z.string().nullable(),
  practiceArea: z.string().nullable(),
  quizAnswers: z.array(z.strictObject({ questionId: z.number().int(), answer: z.union([z.string(), z.array(z.string())]) })),
  quizScore: z.number().int(),
  leadSource: z.string(),
  consent: z.boolean(),
  ...LEAD_DESK_FIELDS,
  createdAt: z.date(),
});

/** One lead of the lead desk's list (a contact request or a quiz lead). */
export const LeadRow = z.strictObject({
  kind: z.enum(LEAD_KINDS),
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  firm: z.string().nullable(),
  ...LEAD_DESK_FIELDS,
  createdAt: z.date(),
});

/** One lead with everything: its fields, notes, status history and the e-mails sent for it. */
export const LeadDetail = LeadRow.extend({
  consent: z.boolean(),
  specialization: z.string().nullable(),
  objectives: z.string().nullable(),
  practiceArea: z.string().nullable(),
  quizAnswers: z.array(z.strictObject({ questionId: z.number().int(), answer: z.union([z.string(), z.array(z.string())]) })).nullable(),
  quizScore: z.number().int().nullable(),
  leadSource: z.string().nullable(),
  /** Audit leads: the audit whose report was asked for (null once the audit is purged). */
  audit: z.strictObject({ websiteUrl: z.string(), reportUrl: z.string(), overallScore: z.number().int() }).nullable(),
  notes: z.array(z.strictObject({ id: z.number().int(), text: z.string(), author: z.string().nullable(), createdAt: z.date() })),
  history: z.array(
    z.strictObject({ fromStatus: z.enum(LEAD_STATUSES), toStatus: z.enum(LEAD_STATUSES), user: z.string().nullable(), createdAt: z.date() }),
  ),
  emails: z.array(
    z.strictObject({
      id: z.number().int(),
      to: z.string(),
      subject: z.string().nullable(),
      kind: z.string(),
      status: z.enum(OUTBOX_STATUSES),
      createdAt: z.date(),
      sentAt: z.date().nullable(),
    }),
  ),
});
export type LeadDetail = z.infer<typeof LeadDetail>;

/** The dashboard's answer to « are we keeping the 2-hour promise? ». */
export const LeadSummaryReply = z.strictObject({
  toHandle: z.number().int().describe('Prospects encore au statut « Nouveau ».'),
  windowDays: z.number().int().describe('Période couverte par les délais (jours).'),
  leads: z.number().int().describe('Prospects reçus sur la période.'),
  responded: z.number().int().describe('Prospects de la période ayant reçu une première réponse (statut changé ou note).'),
  medianFirstResponseMinutes: z.number().nullable().describe('Délai médian de première réponse, en minutes (null sans réponse).'),
  withinPromise: z.number().int().describe('Prospects de la période traités dans le délai promis.'),
  promiseMinutes: z.number().int().describe('Délai promis (120 minutes).'),
});
export type LeadSummaryReply = z.infer<typeof LeadSummaryReply>;

export const LeadNoteReply = z.strictObject({ id: z.number().int(), text: z.string(), author: z.string().nullable(), createdAt: z.date() });
