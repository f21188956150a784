import { describe, expect, it } from 'vitest';
import { coverageLanguage } from './coverage-language.ts';

describe('coverageLanguage', () => {
  it('takes the language of the address, English included', () => {
    expect(coverageLanguage('zhcn', 'th')).toBe('zhcn');
    expect(coverageLanguage('en', 'th')).toBe('en');
  });

  it('falls back to the translator’s own language, except English, for a missing or unknown one', () => {
    expect(coverageLanguage(null, 'th')).toBe('th');
    expect(coverageLanguage('xx', 'ja')).toBe('ja');
    expect(coverageLanguage(null, 'en')).toBeNull();
    expect(coverageLanguage(null, 'cimode')).toBeNull();
  });
});
