import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters } from './review-filters.ts';

describe('validation list filters in the address', () => {
  it('reads every filter and writes it back', () => {
    const params = new URLSearchParams('category=CL&country=JP&round=2026&status=returned&search=lab&page=3');
    const filters = filtersFromParams(params);
    expect(filters).toEqual({
      category: 'CL',
      countryCode: 'JP',
      round: 2026,
      status: 'returned',
      search: 'lab',
      page: 3,
    });
    expect(paramsFromFilters(filters).toString()).toBe(params.toString());
  });

  it('ignores odd values instead of failing the page', () => {
    const filters = filtersFromParams(new URLSearchParams('category=XX&round=abc&status=open&page=-2&search=%20'));
    expect(filters).toEqual({
      category: undefined,
      countryCode: undefined,
      round: undefined,
      status: undefined,
      search: undefined,
      page: 1,
    });
    expect(paramsFromFilters(filters).toString()).toBe('');
  });
});
