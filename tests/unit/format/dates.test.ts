import { describe, expect, it } from 'vitest';
import { formatDateFr, formatDateShortFr, formatDateTimeFr, formatDateTimeSpreadsheetFr, formatDuration } from '#shared/format/dates';

describe('dates shown in French', () => {
  it('read as a long French date', () => {
    expect(formatDateFr(new Date('2026-11-22T12:00:00Z'))).toBe('22 novembre 2026');
  });

  it('read as a short French date', () => {
    expect(formatDateShortFr(new Date('2026-11-22T12:00:00Z'))).toBe('22/11/2026');
  });

  it('use Paris time whatever the machine time zone', () => {
    // 23:30 UTC on 22 November is already 23 November in Paris (UTC+1).
    expect(formatDateFr('2026-11-22T23:30:00Z')).toBe('23 novembre 2026');
    expect(formatDateShortFr(Date.parse('2026-11-22T23:30:00Z'))).toBe('23/11/2026');
  });

  it('read as a date and time, in a sentence or for a spreadsheet (Paris time)', () => {
    expect(formatDateTimeFr('2026-11-24T14:00:00Z')).toBe('24/11/2026 à 15:00');
    expect(formatDateTimeSpreadsheetFr('2026-11-24T14:00:00Z')).toBe('24/11/2026 15:00');
    expect(formatDateTimeSpreadsheetFr('pas une date')).toBe('');
  });

  it('give an empty text for an invalid date', () => {
    expect(formatDateFr('pas une date')).toBe('');
    expect(formatDateShortFr(Number.NaN)).toBe('');
  });

  it('read durations as the lead desk shows the time to a first response', () => {
    expect(formatDuration(0.4)).toBe('< 1 min');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(185)).toBe('3 h 05');
    expect(formatDuration(52 * 60)).toBe('2 j 4 h');
  });
});
