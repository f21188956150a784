import { describe, expect, it } from 'vitest';
import { offeredProviders, popupFeatures, sameWindowPath, signInStartPath } from './sign-in-window.ts';

describe('offeredProviders', () => {
  it('offers the configured providers only, in a fixed order', () => {
    expect(offeredProviders([], false)).toEqual([]);
    expect(offeredProviders(['linkedin', 'sso'], false)).toEqual(['sso', 'linkedin']);
    expect(offeredProviders(['facebook', 'ciam', 'linkedin', 'sso'], false)).toEqual([
      'sso',
      'ciam',
      'linkedin',
      'facebook',
    ]);
  });

  it('has no social-network sign-in on the China site', () => {
    expect(offeredProviders(['facebook', 'ciam', 'linkedin', 'sso'], true)).toEqual(['sso', 'ciam', 'linkedin']);
    expect(offeredProviders(['facebook'], true)).toEqual([]);
  });
});

describe('signInStartPath', () => {
  it('starts each provider at its address of §7', () => {
    expect(signInStartPath('sso', false)).toBe('/sso/index.php?sso');
    expect(signInStartPath('ciam', false)).toBe('/sso/ciam/index.php?sso');
    expect(signInStartPath('linkedin', false)).toBe('/api?request=loginByLinkedin');
    expect(signInStartPath('facebook', false)).toBe('/api?request=loginByFacebook');
  });

  it('uses the China professional-network address on the China site', () => {
    expect(signInStartPath('linkedin', true)).toBe('/sso/linkedin/login.php');
    expect(signInStartPath('sso', true)).toBe('/sso/index.php?sso');
  });
});

describe('sameWindowPath', () => {
  it('adds samewindow=1 to the query, or starts one', () => {
    expect(sameWindowPath('/sso/index.php?sso')).toBe('/sso/index.php?sso&samewindow=1');
    expect(sameWindowPath('/sso/linkedin/login.php')).toBe('/sso/linkedin/login.php?samewindow=1');
  });
});

describe('popupFeatures', () => {
  it('opens 700×500 in the middle of the opening window', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1300, outerHeight: 900 })).toBe(
      'popup=yes,width=700,height=500,left=400,top=250',
    );
  });

  it('stays on the screen when the opening window is smaller than the pop-up', () => {
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 400, outerHeight: 300 })).toBe(
      'popup=yes,width=700,height=500,left=0,top=0',
    );
  });
});
