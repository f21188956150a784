import { describe, expect, it } from 'vitest';
import { formatNumber, unitKey } from './format-value.ts';

describe('formatNumber', () => {
  it('writes the number in the language’s own separators', () => {
    expect(formatNumber(1234.56, 'percent', 'en')).toBe('1,234.6');
    expect(formatNumber(1234.56, 'percent', 'de')).toBe('1.234,6');
    expect(formatNumber(1234.56, 'percent', 'ru')).toMatch(/^1\s234,6$/u);
  });

  it('takes our language ids that Intl would reject (zhcn, zhtw) through their BCP 47 tags', () => {
    expect(formatNumber(1234.5, 'perFteDay', 'zhcn')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'perFteDay', 'zhtw')).toBe('1,234.5');
  });

  it('rounds by unit: minutes whole, currency to cents, rates to one digit', () => {
    expect(formatNumber(45.6, 'minutes', 'en')).toBe('46');
    expect(formatNumber(3.456, 'currency', 'en')).toBe('3.46');
    expect(formatNumber(0.25, 'percent', 'en')).toBe('0.3');
    expect(formatNumber(12, 'percent', 'en')).toBe('12');
  });

  it('names the unit text under benchmark.unit', () => {
    expect(unitKey('perFte')).toBe('benchmark.unit.perFte');
  });
});
