// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { externalSignOutUrl } from './sign-out-link.ts';

describe('externalSignOutUrl', () => {
  it('is the content site with action signout in the current country and language', () => {
    expect(externalSignOutUrl('https://content.example/', 'TH', 'th')).toBe(
      'https://content.example/?cc=TH&switchTo=TH_th&action=signout',
    );
    expect(externalSignOutUrl('https://content.example/site', 'JP', 'ja')).toBe(
      'https://content.example/site/?cc=JP&switchTo=JP_ja&action=signout',
    );
  });

  it('is null without a content site', () => {
    expect(externalSignOutUrl(null, 'TH', 'th')).toBeNull();
  });
});
