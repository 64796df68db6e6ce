/** The week the back office's « Rendez-vous » view opens on. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS } from '#shared/booking/settings';
import { firstWeekOffset, weekRange } from '#client/components/admin/bookings/week';

describe('the « Rendez-vous » view’s first week', () => {
  it('is this week on a working day, the next one on a weekend with the site’s hours', () => {
    // Friday 27 November 2026, 17:00 in Paris; Saturday 28 and Sunday 29.
    expect(firstWeekOffset(DEFAULT_BOOKING_SETTINGS, new Date('2026-11-27T16:00:00Z'))).toBe(0);
    expect(firstWeekOffset(DEFAULT_BOOKING_SETTINGS, new Date('2026-11-28T09:00:00Z'))).toBe(1);
    expect(firstWeekOffset(DEFAULT_BOOKING_SETTINGS, new Date('2026-11-29T22:30:00Z'))).toBe(1);
    expect(weekRange('Europe/Paris', 1, new Date('2026-11-28T09:00:00Z'))).toEqual({ from: '2026-11-30', to: '2026-12-06' });
  });

  it('stays on this week when Saturday has opening hours', () => {
    const settings = { ...DEFAULT_BOOKING_SETTINGS, weekly: { ...DEFAULT_BOOKING_SETTINGS.weekly, sat: [['09:00', '12:00']] as [string, string][] } };
    expect(firstWeekOffset(settings, new Date('2026-11-28T09:00:00Z'))).toBe(0);
  });
});
