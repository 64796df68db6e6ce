/**
 * Which calls can be booked: the slots of the weekly hours, computed in the configured time zone
 * with Luxon (a wall-clock 09:00 in Paris is 08:00Z in winter and 07:00Z in summer; a time that
 * does not exist on a daylight-saving day is skipped). Pure: the caller gives the clock and the
 * starts already taken. Server and tests only (the public page gets the slots computed).
 */
import { DateTime } from 'luxon';
import { WEEKDAYS, type BookingSettings } from './settings';

export type Slot = { start: string; end: string };

/** `YYYY-MM-DD` of `at` in `zone`. */
export function dayIn(zone: string, at: Date): string {
  return DateTime.fromJSDate(at, { zone }).toISODate()!;
}

/** `day` plus `days` calendar days (`YYYY-MM-DD`). */
export function addDays(day: string, days: number): string {
  return DateTime.fromISO(day, { zone: 'UTC' }).plus({ days }).toISODate()!;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The ISO 8601 form of a slot edge, with the zone's offset (`2027-03-29T09:00:00+02:00`). */
function iso(at: DateTime): string {
  return at.toISO({ suppressMilliseconds: true })!;
}

/**
 * The slots of one day of the zone by the weekly hours alone (no clock, no closure): each start
 * is a wall-clock time of that day that exists (a skipped hour of spring has none), each call
 * `slotMinutes` of real time.
 */
function daySlots(settings: BookingSettings, day: string): { start: DateTime; end: DateTime }[] {
  const midnight = DateTime.fromISO(day, { zone: settings.timezone });
  if (!midnight.isValid) return [];
  const ranges = settings.weekly[WEEKDAYS[midnight.weekday - 1]!];
  const slots: { start: DateTime; end: DateTime }[] = [];
  for (const [from, to] of ranges) {
    const last = minutesOf(to) - settings.slotMinutes;
    for (let minute = minutesOf(from); minute <= last; minute += settings.slotMinutes) {
      const wall = { hour: Math.floor(minute / 60), minute: minute % 60 };
      const start = DateTime.fromObject({ year: midnight.year, month: midnight.month, day: midnight.day, ...wall }, { zone: settings.timezone });
      // A wall time that does not exist (spring forward) comes back shifted: not a slot.
      if (start.hour !== wall.hour || start.minute !== wall.minute) continue;
      slots.push({ start, end: start.plus({ minutes: settings.slotMinutes }) });
    }
  }
  return slots;
}

export type SlotQuery = {
  settings: BookingSettings;
  /** First and last day asked for (`YYYY-MM-DD`, days of the configured zone). */
  from: string;
  to: string;
  now: Date;
  /** Calls already booked (epoch milliseconds, end excluded): a slot that overlaps one is not offered. */
  taken?: readonly Span[];
};

/** A booked call's time, epoch milliseconds, end excluded. */
export type Span = { start: number; end: number };

/** Whether `[start, end)` overlaps one of `spans` (a call booked on another slot length counts too). */
function overlapsAny(spans: readonly Span[], start: number, end: number): boolean {
  return spans.some((s) => s.start < end && start < s.end);
}

/** The last day offered: today (in the zone) plus the horizon. */
function lastBookableDay(settings: BookingSettings, now: Date): string {
  return addDays(dayIn(settings.timezone, now), settings.horizonDays);
}

/**
 * The slots offered from `from` to `to`: within the weekly hours, not past nor within the notice,
 * not on a closure day, not taken, within the horizon. Oldest first.
 */
export function computeSlots({ settings, from, to, now, taken }: SlotQuery): Slot[] {
  const today = dayIn(settings.timezone, now);
  const first = from < today ? today : from;
  const lastDay = lastBookableDay(settings, now);
  const last = to > lastDay ? lastDay : to;
  const earliest = now.getTime() + settings.minNoticeHours * 3_600_000;
  const closed = new Set(settings.closures);
  const slots: Slot[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    if (closed.has(day)) continue;
    for (const { start, end } of daySlots(settings, day)) {
      const at = start.toMillis();
      if (at < earliest || (taken && overlapsAny(taken, at, end.toMillis()))) continue;
      slots.push({ start: iso(start), end: iso(end) });
    }
  }
  return slots;
}

/** The offered slot that starts at `start` (any ISO 8601 with offset or `Z`), ignoring what is taken; null if none. */
export function offeredSlot(settings: BookingSettings, start: string, now: Date): Slot | null {
  const at = DateTime.fromISO(start, { setZone: true });
  if (!at.isValid) return null;
  const day = at.setZone(settings.timezone).toISODate()!;
  return computeSlots({ settings, from: day, to: day, now }).find((slot) => Date.parse(slot.start) === at.toMillis()) ?? null;
}

/**
 * When a call's reminders go: 24 h before, and 1 h before when it was booked less than 24 h
 * ahead (a visitor who books in the morning for the afternoon gets the 1-hour one only). A time
 * already past is dropped.
 */
export function reminderTimes(start: Date, bookedAt: Date): { kind: 'booking-reminder-24h' | 'booking-reminder-1h'; at: Date }[] {
  const ahead = start.getTime() - bookedAt.getTime();
  const dayBefore = new Date(start.getTime() - 24 * 3_600_000);
  const hourBefore = new Date(start.getTime() - 3_600_000);
  if (ahead > 24 * 3_600_000) return [{ kind: 'booking-reminder-24h', at: dayBefore }];
  return ahead > 3_600_000 ? [{ kind: 'booking-reminder-1h', at: hourBefore }] : [];
}

/** `at` as ISO 8601 with the zone's offset (`2027-01-12T09:00:00+01:00`). */
export function isoIn(zone: string, at: Date): string {
  return iso(DateTime.fromJSDate(at, { zone }));
}

/** The first and last instants of the days `from`…`to` of the zone (epoch ms, end excluded). */
export function daysSpan(zone: string, from: string, to: string): Span {
  return {
    start: DateTime.fromISO(from, { zone }).toMillis(),
    end: DateTime.fromISO(addDays(to, 1), { zone }).toMillis(),
  };
}

/** Monday of the week of `at` in the zone (`YYYY-MM-DD`). */
export function weekStart(zone: string, at: Date): string {
  return DateTime.fromJSDate(at, { zone }).startOf('week').toISODate()!;
}
