import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date.ts';

describe('formatDateTime', () => {
  it('formats in the language of the interface, Chinese ids included', () => {
    const iso = '2026-03-05T10:00:00Z';
    expect(formatDateTime(iso, 'zhcn')).toContain('2026');
    expect(formatDateTime(iso, 'de')).toMatch(/05\.03\.2026|5\. März 2026/);
  });

  it('shows an unreadable date as it came', () => {
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });
});
