/** The week the « Rendez-vous » view shows: Monday to Sunday of the calls' time zone, `offset` weeks from now. */
import { addDays, weekStart } from '#shared/booking/slots';

export function weekRange(timezone: string, offset: number, now: Date = new Date()): { from: string; to: string } {
  const from = addDays(weekStart(timezone, now), offset * 7);
  return { from, to: addDays(from, 6) };
}
