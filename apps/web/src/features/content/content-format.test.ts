import { describe, expect, it } from 'vitest';
import { asContentLanguage, formatContentDate, languageName, pageParam } from './content-format.ts';

describe('content formats', () => {
  it('writes a date in the interface language, with our ids mapped to BCP 47', () => {
    expect(formatContentDate('2026-11-27T10:00:00Z', 'en')).toBe('November 27, 2026');
    expect(formatContentDate('2026-11-27T10:00:00Z', 'de')).toBe('27. November 2026');
    expect(formatContentDate('2026-11-27T10:00:00Z', 'zhcn')).toBe('2026年11月27日');
    expect(formatContentDate('2026-11-27T10:00:00Z', 'th')).toContain('พฤศจิกายน');
    expect(formatContentDate('not a date', 'en')).toBe('');
  });

  it('names a language in itself', () => {
    expect(languageName('th')).toBe('ไทย');
    expect(languageName('en')).toBe('English');
  });

  it('reads a page number, 1 for anything odd', () => {
    expect(pageParam('3')).toBe(3);
    expect(['0', '-1', '1.5', 'x', null].map(pageParam)).toEqual([1, 1, 1, 1, 1]);
  });

  it('keeps our language ids and falls back for others', () => {
    expect(asContentLanguage('th', 'en')).toBe('th');
    expect(asContentLanguage('cimode', 'en')).toBe('en');
  });
});
