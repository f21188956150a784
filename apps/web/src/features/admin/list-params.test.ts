import { describe, expect, it } from 'vitest';
import {
  labFiltersFromParams,
  paramsFromLabFilters,
  paramsFromUserFilters,
  userFiltersFromParams,
} from './list-params.ts';

describe('list filters in the address', () => {
  it('reads and writes the lab filters, leaving out what says nothing', () => {
    const filters = labFiltersFromParams(new URLSearchParams('q=%20river%20&country=TH&status=P&page=3'));
    expect(filters).toEqual({ searchLab: 'river', countryCode: 'TH', status: 'P', page: 3 });
    expect(paramsFromLabFilters(filters).toString()).toBe('q=river&country=TH&status=P&page=3');
    expect(labFiltersFromParams(new URLSearchParams('status=X&page=-2'))).toEqual({
      searchLab: undefined,
      countryCode: undefined,
      status: undefined,
      page: 1,
    });
    expect(paramsFromLabFilters({ page: 1 }).toString()).toBe('');
  });

  it('reads and writes the user filters, ignoring an unknown type', () => {
    const filters = userFiltersFromParams(new URLSearchParams('q=nina&type=distributor&page=2'));
    expect(filters).toMatchObject({ search: 'nina', userType: 'distributor', page: 2 });
    expect(paramsFromUserFilters(filters).toString()).toBe('q=nina&type=distributor&page=2');
    expect(userFiltersFromParams(new URLSearchParams('type=admin')).userType).toBeUndefined();
  });
});
