import { describe, expect, it } from 'vitest';
import { formatAuditTime } from './audit-time.ts';

describe('formatAuditTime', () => {
  const at = '2026-03-05T17:30:00.000Z';
  // ICU versions differ in which space they put before AM/PM.
  const read = (language: string, zone: string) => formatAuditTime(at, language, zone).replace(/\s/gu, ' ');

  it('reads the moment in the given time zone and language', () => {
    expect(read('en', 'Asia/Bangkok')).toBe('Mar 6, 2026, 12:30:00 AM');
    expect(read('en', 'UTC')).toBe('Mar 5, 2026, 5:30:00 PM');
    expect(read('zhcn', 'Asia/Shanghai')).toBe('2026年3月6日 01:30:00');
    expect(read('ja', 'Asia/Tokyo')).toBe('2026/03/06 2:30:00');
  });

  it('leaves an unreadable value as it is', () => {
    expect(formatAuditTime('not a time', 'en')).toBe('not a time');
  });
});
