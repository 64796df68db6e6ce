/** The lead desk's inputs (GET/PATCH /api/admin/leads…) and the attribution fields of the public forms. */
import { z } from '../zod';
import { ATTRIBUTION_MAX, LEAD_KINDS, LEAD_SORTS, LEAD_NOTE_MAX, LEAD_STATUSES, LEAD_STATUS_LABELS, PAGE_VIEW_PATH, STATS_DAYS_MAX } from './lead-desk';
import { optionalText, requiredText } from '../zod-fields';
import { VALIDATION } from '../messages';

/** Where the lead came from during the visit (sent by the public forms; all optional). */
export const LeadAttribution = {
  sourcePage: optionalText(ATTRIBUTION_MAX),
  referrer: optionalText(ATTRIBUTION_MAX),
  utmSource: optionalText(ATTRIBUTION_MAX),
  utmMedium: optionalText(ATTRIBUTION_MAX),
  utmCampaign: optionalText(ATTRIBUTION_MAX),
};

export const LEAD_DESK_MESSAGES = {
  unknownStatus: `Statut inconnu : choisissez ${LEAD_STATUSES.map((s) => `${s} (${LEAD_STATUS_LABELS[s]})`).join(', ')}.`,
  unknownKind: 'Type de prospect inconnu : contact, quiz, audit ou booking.',
  badDate: 'Date invalide : utilisez le format AAAA-MM-JJ.',
  noteRequired: 'Veuillez saisir le texte de la note.',
  notFound: 'Prospect introuvable',
  unknownSort: 'Tri inconnu : sort=score (score de priorité) ou sans sort (les plus récents).',
} as const;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, LEAD_DESK_MESSAGES.badDate)
  .refine((value) => !Number.isNaN(Date.parse(value)), LEAD_DESK_MESSAGES.badDate);

const LeadKindField = z.enum(LEAD_KINDS, { error: LEAD_DESK_MESSAGES.unknownKind });
const LeadStatusField = z.enum(LEAD_STATUSES, { error: LEAD_DESK_MESSAGES.unknownStatus });

/** GET /api/admin/leads: filters, search and pages (`limit`/`cursor` as the other lists). */
export const LeadListInput = z
  .object({
    kind: LeadKindField.optional(),
    status: LeadStatusField.optional(),
    q: z.string().max(200, VALIDATION.tooLong(200)).optional().describe('Recherche dans les noms, l’e-mail et le cabinet.'),
    from: day.optional().describe('Premier jour inclus (AAAA-MM-JJ, heure de Paris ignorée : jour UTC).'),
    to: day.optional().describe('Dernier jour inclus (AAAA-MM-JJ).'),
    sort: z
      .enum(LEAD_SORTS, { error: LEAD_DESK_MESSAGES.unknownSort })
      .optional()
      .describe('Ordre : sans sort, les plus récents en premier ; score, le score de priorité le plus haut en premier (puis les plus récents).'),
    limit: z.coerce.number().int().min(1).max(200).optional(),
    cursor: z.string().max(200).optional(),
  })
  .optional();
export type LeadListInput = z.infer<typeof LeadListInput>;

export const LeadRefInput = z.object({ kind: LeadKindField, id: z.coerce.number().int().positive() });
export type LeadRefInput = z.infer<typeof LeadRefInput>;

export const LeadStatusInput = LeadRefInput.extend({ data: z.object({ status: LeadStatusField }) });
export const LeadNoteInput = LeadRefInput.extend({ data: z.object({ text: requiredText(LEAD_NOTE_MAX, LEAD_DESK_MESSAGES.noteRequired) }) });

/** POST /api/beacon: the page just viewed (its path, without query string). */
export const PageViewInput = z.object({
  path: z.string().max(200).regex(PAGE_VIEW_PATH, 'Chemin de page invalide.').meta({ examples: ['/blog'] }),
});

/** GET /api/admin/stats?days=N */
export const StatsInput = z
  .object({
    days: z.coerce.number().int().min(1, `days : entre 1 et ${STATS_DAYS_MAX}.`).max(STATS_DAYS_MAX, `days : entre 1 et ${STATS_DAYS_MAX}.`).default(30),
  })
  .optional();
