import { describe, expect, it } from 'vitest';
import { hasStoredChoice } from '#client/lib/consent-stored';
import { buildConsent, parseConsent } from '#client/lib/cookie-consent';

const storing = (raw: string | null) => ({ getItem: () => raw });

describe('a stored cookie choice, checked without the schema', () => {
  it('recognises what saveConsent stores', () => {
    for (const choice of [{ analytics: true, marketing: false }, { analytics: false, marketing: false }]) {
      const raw = JSON.stringify(buildConsent(choice, new Date('2026-11-24T10:00:00.123Z')));
      expect(hasStoredChoice(storing(raw))).toBe(true);
      expect(parseConsent(raw)).not.toBeNull();
    }
  });

  it('accepts only values the schema accepts too (anything else loads the banner, which decides)', () => {
    const valid = { necessary: true, analytics: true, marketing: false, timestamp: '2026-11-24T10:00:00.000Z' };
    const cases = [
      null,
      '',
      'pas du json',
      'null',
      '[]',
      JSON.stringify({ ...valid, necessary: false }),
      JSON.stringify({ ...valid, analytics: 'oui' }),
      JSON.stringify({ ...valid, timestamp: '2026-02-30T10:00:00.000Z' }),
      JSON.stringify({ ...valid, timestamp: 'hier' }),
      JSON.stringify({ ...valid, timestamp: '2026-11-24T10:00:00+01:00' }),
      JSON.stringify({ necessary: true, analytics: true, timestamp: valid.timestamp }),
      JSON.stringify(valid),
    ];
    for (const raw of cases) {
      if (hasStoredChoice(storing(raw))) expect(parseConsent(raw), String(raw)).not.toBeNull();
    }
    expect(hasStoredChoice(storing(JSON.stringify(valid)))).toBe(true);
    expect(hasStoredChoice(storing(JSON.stringify({ ...valid, timestamp: '2026-02-30T10:00:00.000Z' })))).toBe(false);
    expect(hasStoredChoice(null)).toBe(false);
  });
});
