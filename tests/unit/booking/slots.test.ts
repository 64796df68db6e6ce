import { describe, expect, it } from 'vitest';
import { BookingSettings, DEFAULT_BOOKING_SETTINGS, type BookingSettings as Settings } from '#shared/booking/settings';
import { computeSlots, offeredSlot, reminderTimes, type Span } from '#shared/booking/slots';
import { BookingInput, SlotsInput } from '#shared/booking/schemas';

const D = DEFAULT_BOOKING_SETTINGS;
const at = (iso: string) => new Date(iso);
const starts = (settings: Settings, from: string, to: string, now: string, taken?: Span[]) =>
  computeSlots({ settings, from, to, now: at(now), taken }).map((s) => s.start);

describe('booking settings', () => {
  it('the defaults are the site hours: Monday to Friday 9h–18h, 30 minutes, 2 h notice, 30 days, Paris', () => {
    expect(BookingSettings.parse(D)).toEqual(D);
    expect(D).toMatchObject({ timezone: 'Europe/Paris', slotMinutes: 30, minNoticeHours: 2, horizonDays: 30, closures: [] });
    expect(D.weekly.mon).toEqual([['09:00', '18:00']]);
    expect(D.weekly.sat).toEqual([]);
    expect(D.weekly.sun).toEqual([]);
  });
  it('refuses an unknown zone, a bad time and a range that ends before it starts, in French', () => {
    expect(BookingSettings.safeParse({ ...D, timezone: 'Mars/Olympus' }).error?.issues[0]?.message).toBe('Fuseau horaire inconnu (exemple : Europe/Paris).');
    expect(BookingSettings.safeParse({ ...D, weekly: { ...D.weekly, mon: [['9h', '18:00']] } }).success).toBe(false);
    expect(BookingSettings.safeParse({ ...D, weekly: { ...D.weekly, mon: [['18:00', '09:00']] } }).error?.issues[0]?.message).toBe(
      'Chaque plage doit finir après son début.',
    );
  });
});

describe('slots', () => {
  it('a weekday of the default hours has 18 calls from 09:00 to 17:30, none at the weekend', () => {
    const monday = computeSlots({ settings: D, from: '2027-01-11', to: '2027-01-17', now: at('2027-01-10T12:00:00Z') });
    expect(monday).toHaveLength(5 * 18);
    expect(monday[0]).toEqual({ start: '2027-01-11T09:00:00+01:00', end: '2027-01-11T09:30:00+01:00' });
    expect(monday[17]).toEqual({ start: '2027-01-11T17:30:00+01:00', end: '2027-01-11T18:00:00+01:00' });
    expect(monday.some((s) => s.start.startsWith('2027-01-16') || s.start.startsWith('2027-01-17'))).toBe(false);
  });

  it('last Sunday of March (2027-03-28): 09:00 in Paris is 08:00Z the Friday before and 07:00Z the Monday after', () => {
    const slots = computeSlots({ settings: D, from: '2027-03-26', to: '2027-03-29', now: at('2027-03-20T12:00:00Z') });
    const friday = slots.find((s) => s.start.startsWith('2027-03-26'))!;
    const monday = slots.find((s) => s.start.startsWith('2027-03-29'))!;
    expect(friday.start).toBe('2027-03-26T09:00:00+01:00');
    expect(new Date(friday.start).toISOString()).toBe('2027-03-26T08:00:00.000Z');
    expect(monday.start).toBe('2027-03-29T09:00:00+02:00');
    expect(new Date(monday.start).toISOString()).toBe('2027-03-29T07:00:00.000Z');
    expect(slots.filter((s) => s.start.startsWith('2027-03-29'))).toHaveLength(18);
  });

  it('on the night of the change itself, the hour that does not exist (02:00 in March) is no slot, and a call lasts real minutes', () => {
    const night: Settings = { ...D, slotMinutes: 60, minNoticeHours: 0, weekly: { ...D.weekly, sun: [['01:00', '05:00']] } };
    const march = computeSlots({ settings: night, from: '2027-03-28', to: '2027-03-28', now: at('2027-03-20T00:00:00Z') });
    expect(march.map((s) => s.start)).toEqual(['2027-03-28T01:00:00+01:00', '2027-03-28T03:00:00+02:00', '2027-03-28T04:00:00+02:00']);
    // 01:00 + 60 real minutes is 03:00 summer time.
    expect(march[0]!.end).toBe('2027-03-28T03:00:00+02:00');
  });

  it('last Sunday of October (2027-10-31): 09:00 is 07:00Z the Friday before and 08:00Z the Monday after; 02:00 (twice on the clock) is offered once, in winter time', () => {
    const slots = computeSlots({ settings: D, from: '2027-10-29', to: '2027-11-01', now: at('2027-10-20T12:00:00Z') });
    expect(slots.find((s) => s.start.startsWith('2027-10-29'))!.start).toBe('2027-10-29T09:00:00+02:00');
    expect(new Date(slots.find((s) => s.start.startsWith('2027-11-01'))!.start).toISOString()).toBe('2027-11-01T08:00:00.000Z');
    const night: Settings = { ...D, slotMinutes: 60, minNoticeHours: 0, weekly: { ...D.weekly, sun: [['01:00', '04:00']] } };
    const october = computeSlots({ settings: night, from: '2027-10-31', to: '2027-10-31', now: at('2027-10-20T00:00:00Z') });
    expect(october.map((s) => new Date(s.start).toISOString())).toEqual(['2027-10-30T23:00:00.000Z', '2027-10-31T01:00:00.000Z', '2027-10-31T02:00:00.000Z']);
  });

  it('never in the past nor within the notice; never on a closure day; never taken; never beyond the horizon', () => {
    // Monday 2027-01-11 at 10:10 Paris: notice 2 h → first slot 12:30.
    const today = starts(D, '2027-01-11', '2027-01-11', '2027-01-11T09:10:00Z');
    expect(today[0]).toBe('2027-01-11T12:30:00+01:00');
    expect(starts(D, '2027-01-04', '2027-01-08', '2027-01-11T09:10:00Z')).toEqual([]);
    expect(starts({ ...D, closures: ['2027-01-12'] }, '2027-01-12', '2027-01-12', '2027-01-11T09:10:00Z')).toEqual([]);
    const taken = [{ start: Date.parse('2027-01-12T09:00:00+01:00'), end: Date.parse('2027-01-12T09:30:00+01:00') }];
    expect(starts(D, '2027-01-12', '2027-01-12', '2027-01-11T09:10:00Z', taken)[0]).toBe('2027-01-12T09:30:00+01:00');
    // Horizon 30 days from Monday 2027-01-11: Wednesday 2027-02-10 is the last day.
    const far = starts(D, '2027-02-09', '2027-02-12', '2027-01-11T09:10:00Z');
    expect(far.at(-1)).toBe('2027-02-10T17:30:00+01:00');
  });

  it('a call booked before the slot length changed keeps every slot it overlaps out, not only its own start', () => {
    // A 30-minute call at 11:00–11:30, then 45-minute slots: 10:30–11:15 and 11:15–12:00 overlap it.
    const call = [{ start: Date.parse('2027-01-12T11:00:00+01:00'), end: Date.parse('2027-01-12T11:30:00+01:00') }];
    const morning: Settings = { ...D, slotMinutes: 45, weekly: { ...D.weekly, tue: [['09:00', '12:45']] } };
    expect(starts(morning, '2027-01-12', '2027-01-12', '2027-01-11T09:10:00Z', call)).toEqual([
      '2027-01-12T09:00:00+01:00',
      '2027-01-12T09:45:00+01:00',
      '2027-01-12T12:00:00+01:00',
    ]);
  });

  it('offeredSlot recognises a start in any offset, and refuses a start off the grid or outside the hours', () => {
    const now = at('2027-01-10T12:00:00Z');
    expect(offeredSlot(D, '2027-01-11T08:00:00Z', now)).toEqual({ start: '2027-01-11T09:00:00+01:00', end: '2027-01-11T09:30:00+01:00' });
    expect(offeredSlot(D, '2027-01-11T09:10:00+01:00', now)).toBeNull();
    expect(offeredSlot(D, '2027-01-11T18:00:00+01:00', now)).toBeNull();
    expect(offeredSlot(D, '2027-01-16T10:00:00+01:00', now)).toBeNull();
  });
});

describe('reminders', () => {
  it('24 h before when booked earlier than that, else 1 h before, else none', () => {
    const start = at('2027-01-12T09:00:00Z');
    expect(reminderTimes(start, at('2027-01-10T09:00:00Z'))).toEqual([{ kind: 'booking-reminder-24h', at: at('2027-01-11T09:00:00Z') }]);
    expect(reminderTimes(start, at('2027-01-11T15:00:00Z'))).toEqual([{ kind: 'booking-reminder-1h', at: at('2027-01-12T08:00:00Z') }]);
    expect(reminderTimes(start, at('2027-01-12T08:30:00Z'))).toEqual([]);
  });
});

describe('inputs', () => {
  const booking = { start: '2027-01-11T09:00:00+01:00', firstName: 'Claire', lastName: 'Dubois', email: 'Claire@Cabinet.fr', phone: '06 12 34 56 78', firmName: 'Cabinet Dubois', consent: true };
  it('a booking needs the contact fields, a phone, a firm and the consent', () => {
    expect(BookingInput.parse(booking)).toMatchObject({ email: 'claire@cabinet.fr', message: null });
    const missing = BookingInput.safeParse({ ...booking, consent: false, phone: '' });
    expect(missing.error?.issues.map((i) => i.message)).toEqual([
      "Veuillez remplir tous les champs obligatoires et accepter d'être contacté.",
      "Veuillez remplir tous les champs obligatoires et accepter d'être contacté.",
    ]);
    expect(BookingInput.safeParse({ ...booking, start: '2027-01-11 09:00' }).success).toBe(false);
  });
  it('slots: days as AAAA-MM-JJ, at most 62 days', () => {
    expect(SlotsInput.safeParse({ from: '2027-01-01', to: '2027-03-15' }).success).toBe(false);
    expect(SlotsInput.safeParse({ from: '2027-01-01', to: '2027-01-31' }).success).toBe(true);
    expect(SlotsInput.safeParse({ from: '01/01/2027' }).success).toBe(false);
  });
});
