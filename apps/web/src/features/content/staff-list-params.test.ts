import { describe, expect, it } from 'vitest';
import { paramsFromStaffFilters, staffFiltersFromParams } from './staff-list-params.ts';

describe('the staff content list in the address', () => {
  it('reads kind, search and page, ignoring what is not valid', () => {
    expect(staffFiltersFromParams(new URLSearchParams('kind=page&q=%20privacy%20&page=3'))).toEqual({
      kind: 'page',
      search: 'privacy',
      page: 3,
    });
    expect(staffFiltersFromParams(new URLSearchParams('kind=video&page=-2'))).toEqual({
      kind: undefined,
      search: undefined,
      page: 1,
    });
  });

  it('writes only what differs from the first page of everything', () => {
    expect(paramsFromStaffFilters({ page: 1 }).toString()).toBe('');
    expect(paramsFromStaffFilters({ kind: 'article', search: 'lab', page: 2 }).toString()).toBe(
      'kind=article&q=lab&page=2',
    );
  });
});
