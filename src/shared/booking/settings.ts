/**
 * The availability of the calls visitors book (« Rendez-vous » in Paramètres): time zone, call
 * length, weekly hours, notice, horizon and closed days. Stored as one row; these defaults are the
 * site's hours (« du lundi au vendredi, 9h-18h ») until an admin changes them.
 */
import { z } from '../zod';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const BOOKING_SETTINGS_MESSAGES = {
  timezone: 'Fuseau horaire inconnu (exemple : Europe/Paris).',
  time: 'Heure invalide : utilisez le format HH:MM.',
  range: 'Chaque plage doit finir après son début.',
  day: 'Date invalide : utilisez le format AAAA-MM-JJ.',
} as const;

/** True for an IANA zone this runtime knows (Intl, no library). */
function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('fr-FR', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, BOOKING_SETTINGS_MESSAGES.time).meta({ examples: ['09:00'] });
const range = z
  .tuple([time, time])
  .refine(([from, to]) => from < to, BOOKING_SETTINGS_MESSAGES.range)
  .meta({ examples: [['09:00', '18:00']] });
export const BOOKING_DAY = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$/;

export const BookingSettings = z.strictObject({
  timezone: z.string().max(64).refine(isKnownTimeZone, BOOKING_SETTINGS_MESSAGES.timezone),
  slotMinutes: z.number().int().min(10).max(240),
  weekly: z.strictObject(Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(range).max(6)])) as Record<Weekday, z.ZodArray<typeof range>>),
  minNoticeHours: z.number().int().min(0).max(24 * 14),
  horizonDays: z.number().int().min(1).max(365),
  closures: z.array(z.string().regex(BOOKING_DAY, BOOKING_SETTINGS_MESSAGES.day).meta({ examples: ['2026-12-25'] })).max(366),
});
export type BookingSettings = z.infer<typeof BookingSettings>;

const OFFICE_HOURS: [string, string][] = [['09:00', '18:00']];

/** The site's hours: Monday to Friday 9h–18h, 30-minute calls, 2 h notice, 30 days ahead. */
export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  timezone: 'Europe/Paris',
  slotMinutes: 30,
  weekly: { mon: OFFICE_HOURS, tue: OFFICE_HOURS, wed: OFFICE_HOURS, thu: OFFICE_HOURS, fri: OFFICE_HOURS, sat: [], sun: [] },
  minNoticeHours: 2,
  horizonDays: 30,
  closures: [],
};
