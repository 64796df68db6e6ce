/**
 * Time counted within the opening hours (the booking settings' weekly hours, closed days and time
 * zone, with Luxon): « 90 minutes after a lead » sent on Friday at 17:30 falls on Monday at 10:00.
 * Pure; server and tests only.
 */
import { DateTime } from 'luxon';
import { WEEKDAYS, type BookingSettings } from './settings';

type Hours = Pick<BookingSettings, 'timezone' | 'weekly' | 'closures'>;

function edge(day: DateTime, time: string): DateTime {
  if (time === '24:00') return day.plus({ days: 1 }).startOf('day');
  return day.set({ hour: Number(time.slice(0, 2)), minute: Number(time.slice(3, 5)), second: 0, millisecond: 0 });
}

/**
 * The instant `minutes` of opening hours after `from` (the clock stops outside the hours and on
 * closed days). With no opening hours within a year, `from` plus `minutes`.
 */
export function afterOpenMinutes(hours: Hours, from: Date, minutes: number): Date {
  let left = minutes * 60_000;
  const start = DateTime.fromJSDate(from, { zone: hours.timezone });
  const closed = new Set(hours.closures);
  for (let offset = 0; offset < 366; offset += 1) {
    const day = start.startOf('day').plus({ days: offset });
    if (closed.has(day.toISODate()!)) continue;
    for (const [open, close] of hours.weekly[WEEKDAYS[day.weekday - 1]!]) {
      const begin = Math.max(edge(day, open).toMillis(), from.getTime());
      const end = edge(day, close).toMillis();
      if (begin >= end) continue;
      if (end - begin >= left) return new Date(begin + left);
      left -= end - begin;
    }
  }
  return new Date(from.getTime() + minutes * 60_000);
}
