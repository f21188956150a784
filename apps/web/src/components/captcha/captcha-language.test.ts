import { describe, expect, it } from 'vitest';
import { LANGUAGE_IDS } from '@labbench/contract';
import { altchaLanguage } from './captcha-language.ts';

describe('altchaLanguage', () => {
  it('names the widget language of every interface language', () => {
    expect(LANGUAGE_IDS.map(altchaLanguage)).toEqual([
      'en',
      'ja',
      'th',
      'ko',
      'zh-tw',
      'zh-cn',
      'vi',
      'de',
      'it',
      'id',
      'ru',
    ]);
  });

  it('falls back to English', () => {
    expect(altchaLanguage('xx')).toBe('en');
  });
});
