/**
 * The address of « Pages introuvables » (src/shared/seo/not-found-search.ts): what `validateSearch`
 * keeps of a URL's search, and that the list's input it makes is always valid for the API.
 */
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PERIODS, notFoundListInput, parseNotFoundSearch } from '#shared/seo/not-found-search';
import { NotFoundInput } from '#shared/seo/not-found';

describe('the period of « Pages introuvables » in the address', () => {
  it('keeps 7 or 90 days (as the router reads them, number or text); 30 is the default, left out', () => {
    expect(parseNotFoundSearch({ days: 7 })).toEqual({ days: 7 });
    expect(parseNotFoundSearch({ days: '90' })).toEqual({ days: 90 });
    expect(parseNotFoundSearch({ days: 30 })).toEqual({});
  });

  it('drops any other value', () => {
    for (const days of [0, 12, -7, 7.5, 365, 'sept', null, ['7'], { days: 7 }]) expect(parseNotFoundSearch({ days }), String(days)).toEqual({});
    expect(parseNotFoundSearch({ view: 'x' })).toEqual({});
  });

  it('asks the API for 30 days without a period, and every period offered is a valid input', () => {
    expect(notFoundListInput({})).toEqual({ days: 30 });
    for (const days of NOT_FOUND_PERIODS) {
      const input = notFoundListInput(parseNotFoundSearch({ days }));
      expect(input).toEqual({ days });
      expect(NotFoundInput.parse(input)).toEqual({ days });
    }
  });
});
