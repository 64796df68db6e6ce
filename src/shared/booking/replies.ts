/** What the booking paths answer (zod, for `.output()` and the OpenAPI document). */
import { z } from '../zod';

const SlotRow = z.strictObject({
  start: z.string().describe('Début, ISO 8601 avec décalage horaire.'),
  end: z.string().describe('Fin, ISO 8601 avec décalage horaire.'),
});

export const SlotsReply = z.strictObject({
  timezone: z.string().describe('Fuseau horaire des rendez-vous (IANA).'),
  slots: z.array(SlotRow),
});
export type SlotsReply = z.infer<typeof SlotsReply>;

export const BookingCreatedReply = z.strictObject({
  id: z.number().int(),
  start: z.string(),
  end: z.string(),
  manageUrl: z.string().describe('Lien de gestion : /rendez-vous/{token}.'),
});
export type BookingCreatedReply = z.infer<typeof BookingCreatedReply>;

/** A call as its manage link shows it. */
export const BookingView = z.strictObject({
  start: z.string(),
  end: z.string(),
  timezone: z.string(),
  firstName: z.string(),
  manageUrl: z.string(),
});
export type BookingView = z.infer<typeof BookingView>;

/** A call in the back office. */
export const AdminBookingRow = z.strictObject({
  id: z.number().int(),
  start: z.string(),
  end: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  firmName: z.string(),
  message: z.string().nullable(),
  status: z.string().describe('Statut du prospect dans le suivi des prospects.'),
  cancelledAt: z.date().nullable(),
  leadUrl: z.string().describe('Le prospect dans le back-office.'),
  linkedLead: z.strictObject({ kind: z.string(), id: z.number().int() }).nullable().describe('Le contact ou lead du quiz antérieur de la même adresse.'),
  createdAt: z.date(),
});
export type AdminBookingRow = z.infer<typeof AdminBookingRow>;
