import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage } from './accept-language.ts';

describe('parseAcceptLanguage', () => {
  it('reads tags, regions and weights', () => {
    expect(parseAcceptLanguage('ja-JP,en;q=0.8')).toEqual([
      { tag: 'ja-JP', region: 'JP', q: 1 },
      { tag: 'en', region: undefined, q: 0.8 },
    ]);
  });

  it('orders by weight, keeping header order for equal weights', () => {
    const tags = parseAcceptLanguage('en;q=0.5, th-TH;q=0.9, vi-VN, ko-KR;q=0.9').map((r) => r.tag);
    expect(tags).toEqual(['vi-VN', 'th-TH', 'ko-KR', 'en']);
  });

  it('skips the script subtag to find the region, and upper-cases it', () => {
    expect(parseAcceptLanguage('zh-Hant-tw')[0]?.region).toBe('TW');
    expect(parseAcceptLanguage('zh-Hans')[0]?.region).toBeUndefined();
  });

  it('drops q=0, malformed weights and malformed tags', () => {
    expect(parseAcceptLanguage('ja-JP;q=0, th-TH;q=abc, *;q=0.1, <x>, en-AU;q=0.3').map((r) => r.tag)).toEqual([
      'en-AU',
    ]);
  });

  it('returns nothing for a missing or empty header', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });
});
