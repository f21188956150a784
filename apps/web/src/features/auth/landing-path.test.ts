import { describe, expect, it } from 'vitest';
import { landingPath } from './landing-path.ts';

describe('landingPath', () => {
  it('returns to the initiator', () => {
    expect(landingPath('external', '/dashboard?x=1', 'portal')).toBe('/dashboard?x=1');
    expect(landingPath('internal', '/portal-validate', 'portal')).toBe('/portal-validate');
  });

  it('defaults to the survey area, or the staff admin area for internal users', () => {
    expect(landingPath('external', null, 'portal')).toBe('/survey');
    expect(landingPath('contentreader', null, 'portal')).toBe('/survey');
    expect(landingPath('internal', null, 'acme')).toBe('/acme-admin');
  });

  it('does not return to the sign-in and password pages', () => {
    expect(landingPath('external', '/successfull-reset', 'portal')).toBe('/survey');
    expect(landingPath('external', '/login?regfor=lab', 'portal')).toBe('/survey');
    expect(landingPath('external', '/forgot-password', 'portal')).toBe('/survey');
    expect(landingPath('external', '/registration/thankYou', 'portal')).toBe('/survey');
  });
});
