import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters } from './review-filters.ts';

describe('validation list filters in the address', () => {
  it('reads every filter and writes it back', () => {
    const params = new URLSearchParams('category=CL&country=JP&round=2026&status=returned&search=lab&page=3');
    const filters = filtersFromParams(params);
    expect(filters).toEqual({
      categories: ['CL'],
      countryCodes: ['JP'],
      round: 2026,
      statuses: ['returned'],
      search: 'lab',
      page: 3,
    });
    expect(paramsFromFilters(filters).toString()).toBe(params.toString());
  });

  it('keeps several categories, countries and statuses as one parameter each, known ones once, in the list order', () => {
    const params = new URLSearchParams(
      'category=ML&category=XX&category=CL&country=th&country=JP&country=ZZ&country=JP&status=R&status=pending',
    );
    const filters = filtersFromParams(params);
    expect(filters).toMatchObject({ categories: ['CL', 'ML'], countryCodes: ['JP', 'TH'], statuses: ['pending', 'R'] });
    expect(paramsFromFilters(filters).toString()).toBe(
      'category=CL&category=ML&country=JP&country=TH&status=pending&status=R',
    );
  });

  it("opens the staff home's single-value links filtered to that one choice", () => {
    expect(filtersFromParams(new URLSearchParams('category=HL&round=2026&status=pending'))).toMatchObject({
      categories: ['HL'],
      round: 2026,
      statuses: ['pending'],
    });
  });

  it('ignores odd values instead of failing the page', () => {
    const filters = filtersFromParams(new URLSearchParams('category=XX&round=abc&status=open&page=-2&search=%20'));
    expect(filters).toEqual({
      categories: undefined,
      countryCodes: undefined,
      round: undefined,
      statuses: undefined,
      search: undefined,
      page: 1,
    });
    expect(paramsFromFilters(filters).toString()).toBe('');
  });
});
