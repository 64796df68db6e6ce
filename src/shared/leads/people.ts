/**
 * « Données d'une personne » (issue 43, item 4): everything held about one e-mail address, found or
 * erased in one admin action. The input, the replies (the OpenAPI document is built from them) and
 * the screen's French texts.
 */
import { z } from '../zod';
import { requiredEmail } from '../zod-fields';
import { OUTBOX_STATUSES } from '../email/outbox';
import { LeadDetail } from './replies';

export const PEOPLE_MESSAGES = {
  emailRequired: 'Veuillez saisir une adresse e-mail.',
  empty: 'Aucune donnée pour cette adresse.',
  erased: 'Données de la personne effacées',
  loadError: 'Erreur lors de la recherche des données',
} as const;

/** `?email=`: compared without regard to letter case (stored and searched in lower case). */
export const PeopleInput = z.object({ email: requiredEmail(PEOPLE_MESSAGES.emailRequired) });
export type PeopleInput = z.infer<typeof PeopleInput>;

/** The kinds counted, in the order the screen lists them, with their French labels (singular, plural). */
export const PEOPLE_KINDS = ['contacts', 'quiz', 'audit', 'bookings', 'emails'] as const;
export type PeopleKind = (typeof PEOPLE_KINDS)[number];
export const PEOPLE_KIND_LABELS: Record<PeopleKind, readonly [string, string]> = {
  contacts: ['demande de contact', 'demandes de contact'],
  quiz: ['prospect du quiz', 'prospects du quiz'],
  audit: ['demande de rapport d’audit', 'demandes de rapport d’audit'],
  bookings: ['rendez-vous', 'rendez-vous'],
  emails: ['e-mail', 'e-mails'],
};

/** « 2 demandes de contact, 1 rendez-vous » (kinds with none left out; « rien » when all are 0). */
export function describeCounts(counts: Record<PeopleKind, number>): string {
  const parts = PEOPLE_KINDS.filter((kind) => counts[kind] > 0).map((kind) => `${counts[kind]} ${PEOPLE_KIND_LABELS[kind][counts[kind] > 1 ? 1 : 0]}`);
  return parts.length ? parts.join(', ') : 'rien';
}

const PeopleCounts = z.strictObject({
  contacts: z.number().int().describe('Demandes de contact.'),
  quiz: z.number().int().describe('Prospects du quiz.'),
  audit: z.number().int().describe('Demandes de rapport d’audit (prospects de type audit).'),
  bookings: z.number().int().describe('Rendez-vous (à venir, passés ou annulés).'),
  emails: z.number().int().describe('E-mails adressés à la personne (boîte d’envoi).'),
});

/** GET /api/admin/people?email=: one object with everything held about the address. */
export const PersonData = z.strictObject({
  email: z.string().describe('L’adresse cherchée, en minuscules.'),
  counts: PeopleCounts,
  leads: z.array(LeadDetail).describe('Chaque prospect de la personne, de chaque type (contact, quiz, audit, booking), avec ses notes, l’historique de son statut et ses e-mails.'),
  bookings: z
    .array(
      z.strictObject({
        id: z.number().int(),
        start: z.date(),
        end: z.date(),
        cancelledAt: z.date().nullable(),
        createdAt: z.date(),
      }),
    )
    .describe('Ses rendez-vous : créneau, annulation éventuelle.'),
  emails: z
    .array(
      z.strictObject({
        id: z.number().int(),
        subject: z.string().nullable(),
        kind: z.string(),
        status: z.enum(OUTBOX_STATUSES),
        createdAt: z.date(),
        sentAt: z.date().nullable(),
        notBefore: z.date().nullable().describe('Un e-mail programmé (rappel) : pas envoyé avant cette date.'),
      }),
    )
    .describe('Les e-mails de la boîte d’envoi adressés à la personne : objet, date, statut.'),
  auditReports: z
    .array(z.strictObject({ id: z.number().int(), websiteUrl: z.string(), reportUrl: z.string().nullable(), createdAt: z.date() }))
    .describe('Les audits dont elle a demandé le rapport.'),
});
export type PersonData = z.infer<typeof PersonData>;

/** DELETE /api/admin/people?email=: how many of each were erased. */
export const PersonErased = z.strictObject({ erased: PeopleCounts });
export type PersonErased = z.infer<typeof PersonErased>;
