import { describe, expect, it } from 'vitest';
import { reportDate } from './report-date.ts';

const day = new Date(Date.UTC(2026, 10, 27, 12));

describe('reportDate', () => {
  it('dates a Thai report in the Gregorian year the rounds use, not the Buddhist era', () => {
    const thai = reportDate(day, 'th');
    expect(thai).toContain('2026');
    expect(thai).not.toContain('2569');
    expect(thai).toContain('พฤศจิกายน');
  });

  it('takes our language ids (zhcn, zhtw) as their BCP 47 tags', () => {
    expect(reportDate(day, 'zhcn')).toBe('2026年11月27日');
    expect(reportDate(day, 'zhtw')).toBe('2026年11月27日');
    expect(reportDate(day, 'ja')).toBe('2026年11月27日');
    expect(reportDate(day, 'en')).toBe('November 27, 2026');
  });
});
