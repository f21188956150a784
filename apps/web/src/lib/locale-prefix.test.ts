import { describe, expect, it } from 'vitest';
import { parseLocaleCode, parseLocalePrefix } from './locale-prefix.ts';

describe('parseLocaleCode', () => {
  it('reads a country of the list in any case and a language id', () => {
    expect(parseLocaleCode('JP_ja')).toEqual({ country: 'JP', language: 'ja' });
    expect(parseLocaleCode('wwb_en')).toEqual({ country: 'WWB', language: 'en' });
    expect(parseLocaleCode('TW_zhtw')).toEqual({ country: 'TW', language: 'zhtw' });
  });

  it('rejects unknown countries, unknown languages and other shapes', () => {
    expect(parseLocaleCode('XX_en')).toBeNull();
    expect(parseLocaleCode('JP_xx')).toBeNull();
    expect(parseLocaleCode('survey')).toBeNull();
    expect(parseLocaleCode('JP-ja')).toBeNull();
    expect(parseLocaleCode('')).toBeNull();
  });
});

describe('parseLocalePrefix', () => {
  it('leaves an address without a locale choice alone', () => {
    expect(parseLocalePrefix('/survey/core_lab', '?a=1')).toBeNull();
    expect(parseLocalePrefix('/', '')).toBeNull();
    expect(parseLocalePrefix('/XX_en/home', '')).toBeNull();
  });

  it('strips the first segment and keeps the rest of the path and the query', () => {
    expect(parseLocalePrefix('/JP_ja/survey', '?a=1&b=2')).toEqual({
      selection: { country: 'JP', language: 'ja' },
      pathname: '/survey',
      search: '?a=1&b=2',
    });
    expect(parseLocalePrefix('/WWB_en/home', '')).toEqual({
      selection: { country: 'WWB', language: 'en' },
      pathname: '/home',
      search: '',
    });
  });

  it('goes to the root when the prefix is the whole path', () => {
    expect(parseLocalePrefix('/th_th', '')?.pathname).toBe('/');
    expect(parseLocalePrefix('/TH_th/', '')?.pathname).toBe('/');
  });

  it('only looks at the first segment', () => {
    expect(parseLocalePrefix('/survey/JP_ja', '')).toBeNull();
  });

  it('removes switchTo from the query and selects it', () => {
    expect(parseLocalePrefix('/survey', '?x=1&switchTo=KR_ko&y=2')).toEqual({
      selection: { country: 'KR', language: 'ko' },
      pathname: '/survey',
      search: '?x=1&y=2',
    });
  });

  it('removes an unusable switchTo without selecting anything', () => {
    expect(parseLocalePrefix('/home', '?switchTo=nope')).toEqual({ selection: null, pathname: '/home', search: '' });
  });

  it('prefers switchTo over the path prefix and removes both', () => {
    expect(parseLocalePrefix('/JP_ja/home', '?switchTo=VN_vi')).toEqual({
      selection: { country: 'VN', language: 'vi' },
      pathname: '/home',
      search: '',
    });
  });
});
