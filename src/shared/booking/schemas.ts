/** The booking paths' inputs: slots asked for, a booking (the contact form's fields and rules), a manage token. */
import { z } from '../zod';
import { honeypotField, optionalPhone, optionalText, requiredEmail, requiredText } from '../zod-fields';
import { LeadAttribution } from '../leads/lead-desk-schemas';
import { VALIDATION } from '../messages';
import { BOOKING_DAY } from './settings';

/**
 * Most calls still to come (not cancelled, start in the future) that one e-mail address, and one
 * client IP address, may hold at once: one visitor cannot fill the calendar.
 */
export const BOOKING_ACTIVE_MAX = 2;

export const BOOKING_MESSAGES = {
  taken: "Ce créneau vient d'être réservé",
  tooMany: `Vous avez déjà ${BOOKING_ACTIVE_MAX} rendez-vous à venir : gérez-les depuis le lien reçu par e-mail avant d'en réserver un autre.`,
  notOffered: "Ce créneau n'est pas proposé : choisissez-en un autre.",
  badDay: 'Date invalide : utilisez le format AAAA-MM-JJ.',
  badRange: 'La période demandée doit aller de from à to, 62 jours au plus.',
  badStart: 'Début de créneau invalide : une date ISO 8601 avec son décalage horaire.',
  notFound: 'Rendez-vous introuvable ou annulé.',
  cancelled: 'Votre rendez-vous est annulé.',
} as const;

/** Longest period one slots request covers. */
const SLOT_RANGE_MAX_DAYS = 62;
/** Days shown by the public page at a time. */
export const BOOKING_PAGE_DAYS = 7;

const day = z.string().regex(BOOKING_DAY, BOOKING_MESSAGES.badDay).meta({ examples: ['2026-12-01'] });

/** GET /api/booking/slots?from=&to= (days of the configured zone; from defaults to today, to to a week later). */
export const SlotsInput = z
  .object({
    from: day.optional().describe('Premier jour (AAAA-MM-JJ, fuseau des rendez-vous) ; aujourd’hui par défaut.'),
    to: day.optional().describe('Dernier jour inclus (AAAA-MM-JJ) ; une semaine après from par défaut.'),
  })
  .refine(
    ({ from, to }) => !from || !to || (to >= from && (Date.parse(to) - Date.parse(from)) / 86_400_000 < SLOT_RANGE_MAX_DAYS),
    BOOKING_MESSAGES.badRange,
  )
  .optional();
export type SlotsInput = z.infer<typeof SlotsInput>;

/** A slot's start as sent back by the visitor: ISO 8601 with an offset or `Z`. */
const slotStart = z
  .string({ error: BOOKING_MESSAGES.badStart })
  .max(40, BOOKING_MESSAGES.badStart)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/, BOOKING_MESSAGES.badStart)
  .refine((value) => !Number.isNaN(Date.parse(value)), BOOKING_MESSAGES.badStart)
  .meta({ examples: ['2026-12-01T09:00:00+01:00'] });

/**
 * POST /api/booking: the slot and who books it, with the contact form's rules (names, e-mail,
 * consent: 'Veuillez remplir tous les champs obligatoires et accepter d'être contacté.'), its
 * honeypot and its attribution; phone and firm are required (the agency calls the firm back).
 */
export const BookingInput = z.object({
  start: slotStart,
  firstName: requiredText(100, VALIDATION.contactRequired),
  lastName: requiredText(100, VALIDATION.contactRequired),
  email: requiredEmail(VALIDATION.contactRequired),
  phone: optionalPhone().refine((value) => value !== null, VALIDATION.contactRequired),
  firmName: requiredText(200, VALIDATION.contactRequired),
  message: optionalText(2000),
  consent: z.literal(true, { error: VALIDATION.contactRequired }),
  /** Hidden anti-spam field (HONEYPOT_FIELD): must stay empty. */
  website: honeypotField(),
  ...LeadAttribution,
});
export type BookingInput = z.infer<typeof BookingInput>;

/** The manage link's secret: 144 random bits in base64url (24 characters). */
export const BOOKING_TOKEN = /^[A-Za-z0-9_-]{24}$/;
export const BookingTokenInput = z.object({ token: z.string().regex(BOOKING_TOKEN, BOOKING_MESSAGES.notFound).meta({ examples: ['Qm9va2luZ1Rva2VuMDEyMzQ1'] }) });

/** PATCH /api/booking/{token}: move the call to another offered slot. */
export const BookingMoveInput = BookingTokenInput.extend({ data: z.object({ start: slotStart }) });

export const AdminBookingRefInput = z.object({ id: z.coerce.number().int().positive() });
