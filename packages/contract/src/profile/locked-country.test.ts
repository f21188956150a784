import { describe, expect, it } from 'vitest';
import { isLabCountryLocked, movesLockedLab } from './locked-country.ts';

describe('the locked country of a Russian lab', () => {
  it('locks a lab in Russia only', () => {
    expect(isLabCountryLocked('RU')).toBe(true);
    expect(isLabCountryLocked('ru')).toBe(true);
    expect(isLabCountryLocked('TH')).toBe(false);
    expect(isLabCountryLocked(null)).toBe(false);
  });

  it('refuses a move of a Russian lab, and nothing else', () => {
    expect(movesLockedLab('RU', 'TH')).toBe(true);
    expect(movesLockedLab('RU', 'RU')).toBe(false);
    expect(movesLockedLab('TH', 'DE')).toBe(false);
  });
});
