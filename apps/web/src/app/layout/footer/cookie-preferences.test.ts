import { describe, expect, it } from 'vitest';
import { parseCookiePreferences } from './cookie-preferences.ts';

describe('parseCookiePreferences', () => {
  it('reads back a stored choice', () => {
    expect(parseCookiePreferences('{"analytics":true}')).toEqual({ analytics: true });
    expect(parseCookiePreferences('{"analytics":false}')).toEqual({ analytics: false });
  });

  it('keeps analytics off without a clear yes', () => {
    expect(parseCookiePreferences(null)).toEqual({ analytics: false });
    expect(parseCookiePreferences('{broken')).toEqual({ analytics: false });
    expect(parseCookiePreferences('{"analytics":"yes"}')).toEqual({ analytics: false });
    expect(parseCookiePreferences('null')).toEqual({ analytics: false });
    expect(parseCookiePreferences('1')).toEqual({ analytics: false });
  });
});
