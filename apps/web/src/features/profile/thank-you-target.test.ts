import { describe, expect, it } from 'vitest';
import { thankYouPath, thankYouTarget } from './thank-you-target.ts';

describe('thankYouTarget (§4 redirect 3 s after the profile update)', () => {
  it('returns to the page that started the login, with its query', () => {
    expect(thankYouTarget('/survey/blood_bank?x=1', false)).toBe('/survey/blood_bank?x=1');
  });

  it('defaults to /survey when there is none or it was /successfull-reset', () => {
    expect(thankYouTarget(null, false)).toBe('/survey');
    expect(thankYouTarget('', false)).toBe('/survey');
    expect(thankYouTarget('/successfull-reset', false)).toBe('/survey');
  });

  it('never goes back into the profile flow', () => {
    expect(thankYouTarget('/complete-profile', false)).toBe('/survey');
    expect(thankYouTarget('/registration/thankYou?content_reader_update=false', false)).toBe('/survey');
  });

  it('refuses addresses of other sites', () => {
    expect(thankYouTarget('//evil.example/x', false)).toBe('/survey');
    expect(thankYouTarget('https://evil.example', false)).toBe('/survey');
  });

  it('sends a content reader home by default', () => {
    expect(thankYouTarget(null, true)).toBe('/home');
  });
});

describe('thankYouPath', () => {
  it('carries content_reader_update', () => {
    expect(thankYouPath(true)).toBe('/registration/thankYou?content_reader_update=true');
    expect(thankYouPath(false)).toBe('/registration/thankYou?content_reader_update=false');
  });
});
