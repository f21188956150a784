import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '@labbench/contract/constants';
import { LETTER_GROUPS, matchesLetterGroup } from './letter-groups.ts';

const group = (label: string) => LETTER_GROUPS.find((g) => g.label === label) ?? null;

describe('letter groups', () => {
  it('has exactly the groups of the panel', () => {
    expect(LETTER_GROUPS.map((g) => g.label)).toEqual(['A', 'B', 'C–H', 'I', 'J–M', 'N', 'P–R', 'S', 'T–V', 'W']);
  });

  it('matches names by first letter within the range', () => {
    expect(matchesLetterGroup('China', group('C–H'))).toBe(true);
    expect(matchesLetterGroup('hong Kong', group('C–H'))).toBe(true);
    expect(matchesLetterGroup('India', group('C–H'))).toBe(false);
    expect(matchesLetterGroup('Vietnam', group('T–V'))).toBe(true);
    expect(matchesLetterGroup('Worldwide', null)).toBe(true);
  });

  it('puts every country of the contract in some group', () => {
    for (const country of COUNTRIES) {
      expect(LETTER_GROUPS.some((g) => matchesLetterGroup(country.name, g))).toBe(true);
    }
  });
});
