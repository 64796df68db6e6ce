/**
 * Slots in French, in the configured zone, with Intl only (no library: the public page's code
 * stays small): « mardi 12 janvier », « 09:30 », days in order with their times.
 */
export { BOOKING_PATH } from '#shared/site/brand';

/** The link to the booking page after a contact or quiz request (thank-you pages, e-mail, JS thank-yous). */
export const BOOKING_INVITE = 'Choisissez un créneau pour en parler';

/** « mardi 12 janvier », « mardi 1er décembre » (the first of the month is written « 1er » in French). */
export function formatSlotDay(iso: string, timezone: string): string {
  const parts = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: timezone }).formatToParts(new Date(iso));
  return parts.map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value)).join('');
}

export function formatSlotTime(iso: string, timezone: string): string {
  return new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', timeZone: timezone }).format(new Date(iso));
}

/** « mardi 12 janvier 2027 à 09:30 (heure de Paris) ». */
export function formatSlotLong(iso: string, timezone: string): string {
  const year = new Intl.DateTimeFormat('fr-FR', { year: 'numeric', timeZone: timezone }).format(new Date(iso));
  const city = timezone.split('/').at(-1)?.replaceAll('_', ' ') ?? timezone;
  return `${formatSlotDay(iso, timezone)} ${year} à ${formatSlotTime(iso, timezone)} (heure de ${city})`;
}

/** The slots grouped by day of the zone, in order: `[{ day: 'mardi 12 janvier', slots }]`. */
export function slotsByDay<S extends { start: string }>(slots: readonly S[], timezone: string): { day: string; slots: S[] }[] {
  const days: { day: string; slots: S[] }[] = [];
  for (const slot of slots) {
    const day = formatSlotDay(slot.start, timezone);
    const last = days.at(-1);
    if (last?.day === day) last.slots.push(slot);
    else days.push({ day, slots: [slot] });
  }
  return days;
}
