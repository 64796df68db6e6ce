/** The slots in French, in the configured zone: « 1er » for the first of the month, days in order. */
import { describe, expect, it } from 'vitest';
import { formatSlotLong, slotsByDay } from '#shared/booking/format';

describe('booking dates in French', () => {
  it('writes the first of the month « 1er », in the zone of the settings', () => {
    // 08:00 UTC is 09:00 in Paris in winter.
    expect(formatSlotLong('2026-12-01T08:00:00Z', 'Europe/Paris')).toBe('mardi 1er décembre 2026 à 09:00 (heure de Paris)');
    expect(formatSlotLong('2026-12-02T08:00:00Z', 'Europe/Paris')).toBe('mercredi 2 décembre 2026 à 09:00 (heure de Paris)');
  });

  it('groups the slots by day of the zone, in order (23:30 UTC is already the next day in Paris)', () => {
    const days = slotsByDay([{ start: '2026-11-30T22:30:00Z' }, { start: '2026-11-30T23:30:00Z' }], 'Europe/Paris');
    expect(days.map((d) => [d.day, d.slots.length])).toEqual([
      ['lundi 30 novembre', 1],
      ['mardi 1er décembre', 1],
    ]);
  });
});
