import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@labbench/contract/constants';
import {
  callingCodeOf,
  callingCodeOptions,
  countryOptions,
  defaultCountry,
  jobTitleOptions,
} from './dropdown-options.ts';

const untranslated = (_key: string, fallback: string) => fallback;

describe('job titles', () => {
  it('shows the translated title but sends the English one', () => {
    const translate = (key: string, fallback: string) => (key === 'jobTitles.biochemist' ? 'Biochemiker' : fallback);
    expect(jobTitleOptions(['Biochemist', 'Other'], translate)).toEqual([
      { value: 'Biochemist', label: 'Biochemiker' },
      { value: 'Other', label: 'Other' },
    ]);
  });
});

describe('countries', () => {
  const listed = [
    { countryCode: 'TH', countryName: 'Thailand' },
    { countryCode: 'AU', countryName: 'Australia' },
    { countryCode: 'KR', countryName: 'Korea' },
  ];

  it('sorts by the translated name', () => {
    const translate = (key: string, fallback: string) => (key === 'countries.TH' ? 'Aland of smiles' : fallback);
    expect(countryOptions(listed, translate, 'en').map((o) => o.value)).toEqual(['TH', 'AU', 'KR']);
  });

  it('has a calling code for every country a lab can be in', () => {
    const labCountries = COUNTRIES.filter((c) => c.code !== 'WWB');
    expect(labCountries.filter((c) => callingCodeOf(c.code) === null)).toEqual([]);
    expect(callingCodeOf('kr')).toBe('+82');
    expect(callingCodeOf('WWB')).toBeNull();
  });

  it('offers each calling code once, named by its countries', () => {
    const withShared = [...listed, { countryCode: 'XX', countryName: 'Nowhere' }];
    expect(callingCodeOptions(withShared, untranslated, 'en')).toEqual([
      { value: '+61', label: '+61 Australia' },
      { value: '+82', label: '+82 Korea' },
      { value: '+66', label: '+66 Thailand' },
    ]);
  });

  it("preselects the visitor's country only when a lab can be there", () => {
    expect(defaultCountry(['TH', 'KR'], 'th')).toBe('TH');
    expect(defaultCountry(['TH', 'KR'], 'WWB')).toBe('');
    expect(defaultCountry(['TH', 'KR'], null)).toBe('');
  });
});
