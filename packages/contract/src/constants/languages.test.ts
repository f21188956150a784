import { describe, expect, it } from 'vitest';
import { LANGUAGE_IDS, languageTag } from './languages.ts';

describe('languageTag', () => {
  it('maps the Chinese ids to BCP 47 tags and keeps the others', () => {
    expect(languageTag('zhcn')).toBe('zh-CN');
    expect(languageTag('zhtw')).toBe('zh-TW');
    expect(languageTag('ja')).toBe('ja');
  });

  it('gives a tag every Intl service accepts, for every interface language', () => {
    for (const id of LANGUAGE_IDS) {
      const tag = languageTag(id);
      expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
      expect(() => 'a'.localeCompare('b', tag)).not.toThrow();
      expect(new Intl.DisplayNames([tag], { type: 'region' }).of('TH')).toBeTruthy();
    }
  });

  it('falls back to English for what is not a language id', () => {
    expect(languageTag('cimode')).toBe('en');
  });
});
