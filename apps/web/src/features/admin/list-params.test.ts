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
    expect(filters).toEqual({ searchLab: 'river', countryCodes: ['TH'], status: 'P', page: 3 });
    expect(paramsFromLabFilters(filters).toString()).toBe('q=river&country=TH&status=P&page=3');
    expect(labFiltersFromParams(new URLSearchParams('status=X&page=-2&country=XX'))).toEqual({
      searchLab: undefined,
      countryCodes: undefined,
      status: undefined,
      page: 1,
    });
    expect(paramsFromLabFilters({ page: 1 }).toString()).toBe('');
    expect(paramsFromLabFilters({ countryCodes: [], page: 1 }).toString()).toBe('');
  });

  it('keeps several lab countries as one country each, known ones once, in the list order', () => {
    const filters = labFiltersFromParams(new URLSearchParams('country=th&country=XX&country=JP&country=TH'));
    expect(filters.countryCodes).toEqual(['JP', 'TH']);
    expect(paramsFromLabFilters(filters).toString()).toBe('country=JP&country=TH');
  });

  it('reads and writes the user filters, ignoring an unknown type', () => {
    const filters = userFiltersFromParams(new URLSearchParams('q=nina&type=distributor&page=2'));
    expect(filters).toMatchObject({ search: 'nina', userTypes: ['distributor'], page: 2 });
    expect(paramsFromUserFilters(filters).toString()).toBe('q=nina&type=distributor&page=2');
    expect(userFiltersFromParams(new URLSearchParams('type=admin')).userTypes).toBeUndefined();
  });

  it('keeps several user types and countries, dropping unknown ones', () => {
    const filters = userFiltersFromParams(
      new URLSearchParams('type=distributor&type=admin&type=external&country=VN&country=KR'),
    );
    expect(filters).toMatchObject({ userTypes: ['external', 'distributor'], countryCodes: ['KR', 'VN'] });
    expect(paramsFromUserFilters(filters).toString()).toBe('type=external&type=distributor&country=KR&country=VN');
  });
});
