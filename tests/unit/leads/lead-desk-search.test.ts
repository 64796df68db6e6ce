/**
 * The lead desk's address (src/shared/leads/desk-search.ts): what `validateSearch` keeps of a URL's
 * search, and that what it keeps is always a valid input of the API's list (its zod schema).
 */
import { describe, expect, it } from 'vitest';
import { LEAD_DESK_PAGES_MAX, leadListInput, parseLeadDeskSearch, parseLeadRef } from '#shared/leads/desk-search';
import { LeadListInput } from '#shared/leads/lead-desk-schemas';

describe("the lead desk's search in the address", () => {
  it('keeps the search, the filters and the pages shown', () => {
    expect(parseLeadDeskSearch({ q: '  martin ', status: 'rdv', kind: 'quiz', period: 30, page: 3 })).toEqual({
      q: 'martin',
      status: 'rdv',
      kind: 'quiz',
      period: 30,
      page: 3,
    });
    // The router reads `?q=2026` and `?period=7` as numbers, `?period="7"` as text.
    expect(parseLeadDeskSearch({ q: 2026, period: '7' })).toEqual({ q: '2026', period: 7 });    // « Trier par priorité »: `?sort=score`, any other order dropped; the list asks the API the same.
    expect(parseLeadDeskSearch({ sort: 'score' })).toEqual({ sort: 'score' });
    expect(parseLeadDeskSearch({ sort: 'oldest' })).toEqual({});
    expect(LeadListInput.parse(leadListInput({ sort: 'score' }))).toMatchObject({ sort: 'score' });
  });

  it('drops what is no filter of the desk, and the first page', () => {
    expect(parseLeadDeskSearch({ q: '   ', status: 'archive', kind: 'salon', period: 12, page: 1, view: 'contacts' })).toEqual({});
    expect(parseLeadDeskSearch({ page: 2.5 })).toEqual({});
    expect(parseLeadDeskSearch({ page: -4 })).toEqual({});
    expect(parseLeadDeskSearch({ q: ['a'], status: { s: 1 } })).toEqual({});
  });

  it('cuts a long search to 200 characters and the pages to 20', () => {
    expect(parseLeadDeskSearch({ q: 'x'.repeat(500) }).q).toHaveLength(200);
    expect(parseLeadDeskSearch({ page: 5000 }).page).toBe(LEAD_DESK_PAGES_MAX);
  });

  it("always asks the API's list for a valid input: the period as its first day", () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    const search = parseLeadDeskSearch({ q: 'x'.repeat(500), status: 'nouveau', kind: 'contact', period: '30', page: '9' });
    const input = leadListInput(search, now);
    expect(input).toMatchObject({ status: 'nouveau', kind: 'contact', from: '2026-10-28', limit: 25 });
    expect(LeadListInput.safeParse(input).success).toBe(true);
    for (const raw of [{}, { period: 7 }, { period: 90, q: 'é'.repeat(300) }, { kind: 'audit', status: 'perdu' }]) {
      expect(LeadListInput.safeParse(leadListInput(parseLeadDeskSearch(raw), now)).success, JSON.stringify(raw)).toBe(true);
    }
  });
});

describe("a lead's address", () => {
  it('names a lead by its kind and id', () => {
    expect(parseLeadRef('quiz', '3')).toEqual({ kind: 'quiz', id: 3 });
    expect(parseLeadRef('contact', '12')).toEqual({ kind: 'contact', id: 12 });
  });

  it('names none with an unknown kind, an id that is not a positive whole number, or nothing', () => {
    for (const [kind, id] of [['inconnu', '3'], ['quiz', '0'], ['quiz', '3.5'], ['quiz', '-3'], ['quiz', 'abc'], [undefined, undefined], ['quiz', '1'.repeat(13)]]) {
      expect(parseLeadRef(kind, id), `${kind}/${id}`).toBeNull();
    }
  });
});
