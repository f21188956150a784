import { describe, expect, it } from 'vitest';
import { textDirection } from '../constants/languages.ts';
import { parentCountryOf, shortNameOf } from './user-view.ts';

describe('current user view (§3)', () => {
  it('writes every portal language left to right, and a right-to-left one the other way', () => {
    expect(textDirection('th')).toBe('ltr');
    expect(textDirection('zhcn')).toBe('ltr');
    expect(textDirection('ar')).toBe('rtl');
  });

  it('makes the two-letter initials of the given and family name', () => {
    expect(shortNameOf('dana', 'lab')).toBe('DL');
    expect(shortNameOf(' Åsa', 'Öberg')).toBe('ÅÖ');
    expect(shortNameOf('', '')).toBe('');
  });

  it('puts a China lab under the China entry and every other under Worldwide', () => {
    expect(parentCountryOf('CN')).toMatchObject({ code: 'CN', name: 'China' });
    expect(parentCountryOf('TH')).toMatchObject({ code: 'WWB', name: 'Worldwide' });
  });
});
