import { describe, expect, it } from 'vitest';
import { formatDateTime, formatNumber } from './format.ts';

describe('dates and numbers in the reader’s language', () => {
  it('writes a moment and keeps a string that is no date as it is', () => {
    expect(formatDateTime('2026-03-01T10:00:00.000Z', 'en')).toMatch(/2026/);
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });

  it('groups digits as the language does and keeps decimals', () => {
    expect(formatNumber(1234567.25, 'en')).toBe('1,234,567.25');
    expect(formatNumber(1234567.25, 'de')).toBe('1.234.567,25');
  });
});
