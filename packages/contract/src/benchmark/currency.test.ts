import { describe, expect, it } from 'vitest';
import { toUsd } from './currency.ts';

describe('toUsd', () => {
  it('converts at the table rate, whatever the case of the code', () => {
    expect(toUsd(100, 'THB')).toBeCloseTo(2.98);
    expect(toUsd(100, 'thb')).toBeCloseTo(2.98);
    expect(toUsd(12, 'USD')).toBe(12);
  });

  it('gives nothing for a currency it does not know, rather than a wrong figure', () => {
    expect(toUsd(100, 'XYZ')).toBeNull();
    expect(toUsd(100, null)).toBeNull();
    expect(toUsd(100, '')).toBeNull();
  });
});
