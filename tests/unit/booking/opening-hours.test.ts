import { describe, expect, it } from 'vitest';
import { afterOpenMinutes } from '#shared/booking/opening-hours';
import { DEFAULT_BOOKING_SETTINGS } from '#shared/booking/settings';

// 2027-01-15 is a Friday; Paris is UTC+1 in January, UTC+2 from 2027-03-28.
describe('minutes counted within the opening hours', () => {
  it('within the day: plain addition', () => {
    expect(afterOpenMinutes(DEFAULT_BOOKING_SETTINGS, new Date('2027-01-12T09:00:00Z'), 90).toISOString()).toBe('2027-01-12T10:30:00.000Z');
  });
  it('Friday 17:30 in Paris: 30 minutes that day, the rest on Monday from 9:00', () => {
    expect(afterOpenMinutes(DEFAULT_BOOKING_SETTINGS, new Date('2027-01-15T16:30:00Z'), 90).toISOString()).toBe('2027-01-18T09:00:00.000Z');
  });
  it('at night or on Sunday: from the next opening', () => {
    expect(afterOpenMinutes(DEFAULT_BOOKING_SETTINGS, new Date('2027-01-17T12:00:00Z'), 90).toISOString()).toBe('2027-01-18T09:30:00.000Z');
  });
  it('skips closed days, across a change of offset', () => {
    const settings = { ...DEFAULT_BOOKING_SETTINGS, closures: ['2027-03-29'] };
    expect(afterOpenMinutes(settings, new Date('2027-03-26T18:00:00Z'), 60).toISOString()).toBe('2027-03-30T08:00:00.000Z');
  });
  it('no opening hours at all: plain addition', () => {
    const weekly = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    expect(afterOpenMinutes({ ...DEFAULT_BOOKING_SETTINGS, weekly }, new Date('2027-01-12T09:00:00Z'), 90).toISOString()).toBe('2027-01-12T10:30:00.000Z');
  });
});
