// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { logoTarget } from './portal-config.ts';

describe('logoTarget (§3 siteUrlforLogo)', () => {
  it('keeps a path of this site or an http(s) address', () => {
    expect(logoTarget('/home')).toBe('/home');
    expect(logoTarget('https://www.lab.example')).toBe('https://www.lab.example');
  });

  it('leads home for anything else', () => {
    expect(logoTarget('javascript:alert(1)')).toBe('/home');
    expect(logoTarget('//evil.example')).toBe('/home');
    expect(logoTarget(undefined)).toBe('/home');
  });
});
