import { describe, expect, it } from 'vitest';
import { pageKey, pageKeyChain } from './page-key.ts';

describe('page keys by type and country (§2 static pages)', () => {
  it('looks up the country key first for DE and IT, then the general one', () => {
    expect(pageKeyChain('privacy', 'DE')).toEqual(['DE_privacy', 'privacy']);
    expect(pageKeyChain('impressum', 'it')).toEqual(['IT_impressum', 'impressum']);
  });

  it('gives every other country, and none, the general page', () => {
    expect(pageKeyChain('privacy', 'TH')).toEqual(['privacy']);
    expect(pageKeyChain('termsofuse', 'WWB')).toEqual(['termsofuse']);
    expect(pageKeyChain('privacy', undefined)).toEqual(['privacy']);
  });

  it('names a country page and the general page', () => {
    expect(pageKey('privacy', 'DE')).toBe('DE_privacy');
    expect(pageKey('privacy', null)).toBe('privacy');
  });
});
