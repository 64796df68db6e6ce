import { describe, expect, it } from 'vitest';
import { RETENTION, retentionCutoff, retentionLabel } from '#shared/leads/retention';

describe('retention durations', () => {
  it('keeps prospects (contacts, booked calls and report requests) 3 years, quiz leads, audits and calculations 2 years', () => {
    const months = Object.fromEntries(RETENTION.map((r) => [r.table, r.months]));
    expect(months).toEqual({ contacts: 36, bookings: 36, quiz_leads: 24, audit_leads: 36, audit_requests: 24, visibility_calculations: 24, roi_calculations: 24 });
  });

  it('says them in French', () => {
    expect(retentionLabel(36)).toBe('3 ans');
    expect(retentionLabel(24)).toBe('2 ans');
    expect(retentionLabel(12)).toBe('1 an');
    expect(retentionLabel(13)).toBe('13 mois');
  });

  it('counts calendar months back from now', () => {
    const now = new Date('2026-11-22T09:30:00.000Z');
    expect(retentionCutoff(24, now).toISOString()).toBe('2024-11-22T09:30:00.000Z');
    expect(retentionCutoff(36, now).toISOString()).toBe('2023-11-22T09:30:00.000Z');
  });
});
