/** The free tools' forms: the SEO audit, the local visibility and the ROI calculator. */
import { describe, expect, it } from 'vitest';
import { AuditInput, ROI_DEFAULTS, ROI_LIMITS, RoiInput, VisibilityInput } from '#shared/tools/schemas';
import { messages, REQUIRED } from '../form-messages';

describe('the SEO audit form', () => {
  it('accepts an address typed without https:// and audits it over https', () => {
    expect(AuditInput.parse({ websiteUrl: ' exemple.fr ', specialization: 'Droit pénal' })).toEqual({
      websiteUrl: 'https://exemple.fr',
      specialization: 'Droit pénal',
    });
  });

  it('keeps an explicit http(s) address', () => {
    expect(AuditInput.parse({ websiteUrl: 'http://cabinet.fr/page', specialization: 'Autre' }).websiteUrl).toBe(
      'http://cabinet.fr/page',
    );
  });

  it('asks for the required fields when they are missing', () => {
    expect(messages(AuditInput.safeParse({ websiteUrl: '', specialization: '' }))).toEqual([REQUIRED, REQUIRED]);
    expect(messages(AuditInput.safeParse({}))).toEqual([REQUIRED, REQUIRED]);
  });

  it('refuses an address that is not a website', () => {
    for (const websiteUrl of ['pas une url', 'ftp://cabinet.fr', 'cabinet']) {
      expect(AuditInput.safeParse({ websiteUrl, specialization: 'Autre' }).success).toBe(false);
    }
  });
});

describe('the local visibility form', () => {
  it('defaults the radius to 20 km and converts a slider string', () => {
    expect(VisibilityInput.parse({ city: 'Lyon', competitors: '1-5 cabinets' }).radius).toBe(20);
    expect(VisibilityInput.parse({ city: 'Lyon', radius: '35', competitors: '1-5 cabinets' }).radius).toBe(35);
  });

  it('keeps the radius between 5 and 50 km', () => {
    expect(VisibilityInput.safeParse({ city: 'Lyon', radius: 4, competitors: '1-5 cabinets' }).success).toBe(false);
    expect(VisibilityInput.safeParse({ city: 'Lyon', radius: 55, competitors: '1-5 cabinets' }).success).toBe(false);
    expect(VisibilityInput.safeParse({ city: 'Lyon', radius: 50, competitors: '1-5 cabinets' }).success).toBe(true);
  });

  it('asks for the city and the competitors', () => {
    expect(messages(VisibilityInput.safeParse({ city: ' ', competitors: 'beaucoup' }))).toEqual([REQUIRED, REQUIRED]);
  });
});

describe('the ROI calculator form', () => {
  const valid = { ...ROI_DEFAULTS };

  it('starts from the spec defaults', () => {
    expect(ROI_DEFAULTS).toEqual({
      firmType: 'avocat-independant',
      currentRevenue: 10000,
      currentLeads: 50,
      conversionRate: 20,
      averageCase: 2500,
    });
    expect(RoiInput.parse(valid)).toEqual(valid);
  });

  it('converts the form strings to numbers', () => {
    expect(RoiInput.parse({ ...valid, currentRevenue: '25000' }).currentRevenue).toBe(25000);
  });

  it('accepts the bounds and refuses just outside them', () => {
    for (const [field, { min, max }] of Object.entries(ROI_LIMITS)) {
      expect(RoiInput.safeParse({ ...valid, [field]: min }).success, `${field} min`).toBe(true);
      expect(RoiInput.safeParse({ ...valid, [field]: max }).success, `${field} max`).toBe(true);
      expect(RoiInput.safeParse({ ...valid, [field]: min - 1 }).success, `${field} below`).toBe(false);
      expect(RoiInput.safeParse({ ...valid, [field]: max + 1 }).success, `${field} above`).toBe(false);
    }
    expect(ROI_LIMITS).toEqual({
      currentRevenue: { min: 1000, max: 1000000 },
      currentLeads: { min: 1, max: 1000 },
      conversionRate: { min: 1, max: 100 },
      averageCase: { min: 100, max: 100000 },
    });
  });

  it('says in French which bound was crossed', () => {
    expect(messages(RoiInput.safeParse({ ...valid, conversionRate: 150 }))).toEqual([
      'Le taux de conversion doit être compris entre 1 et 100 %.',
    ]);
  });

  it('accepts only the four firm sizes', () => {
    expect(RoiInput.safeParse({ ...valid, firmType: 'grand-cabinet-plus-20' }).success).toBe(true);
    expect(RoiInput.safeParse({ ...valid, firmType: 'grand-cabinet' }).success).toBe(false);
  });
});
