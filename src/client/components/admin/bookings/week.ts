/** The week the « Rendez-vous » view shows: Monday to Sunday of the calls' time zone, `offset` weeks from now. */
import { WEEKDAYS, type BookingSettings } from '#shared/booking/settings';
import { addDays, dayIn, weekStart } from '#shared/booking/slots';

export function weekRange(timezone: string, offset: number, now: Date = new Date()): { from: string; to: string } {
  const from = addDays(weekStart(timezone, now), offset * 7);
  return { from, to: addDays(from, 6) };
}

/**
 * The week the view opens on: this one, unless no day left in it has opening hours (a weekend with
 * the site's hours), then the next one — where the coming calls are.
 */
export function firstWeekOffset(settings: Pick<BookingSettings, 'timezone' | 'weekly'>, now: Date = new Date()): number {
  const today = dayIn(settings.timezone, now);
  const monday = weekStart(settings.timezone, now);
  const left = WEEKDAYS.filter((_, i) => addDays(monday, i) >= today);
  return left.some((day) => settings.weekly[day].length > 0) ? 0 : 1;
}
