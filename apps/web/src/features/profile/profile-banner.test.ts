import { describe, expect, it } from 'vitest';
import { isProfileBannerVisible, isProfileIncomplete } from './profile-banner.ts';
import { sessionWith } from '../../test/session.fixture.ts';

const incomplete = sessionWith({ preRegstatus: 'incomplete' });
const onSurvey = { pathname: '/survey', closedOn: null, locationKey: 'k1' };

describe('isProfileIncomplete (§2 banner condition)', () => {
  it('is true for preRegstatus incomplete', () => {
    expect(isProfileIncomplete(incomplete)).toBe(true);
  });

  it('is true for a pre-registered user without a name', () => {
    expect(isProfileIncomplete(sessionWith({ preregisterUser: 'Yes', fullName: ' ' }))).toBe(true);
    expect(isProfileIncomplete(sessionWith({ preregisterUser: 'Yes', fullName: 'Nora Nolab' }))).toBe(false);
  });

  it('is false for a complete profile or nobody signed in', () => {
    expect(isProfileIncomplete(sessionWith())).toBe(false);
    expect(isProfileIncomplete(null)).toBe(false);
  });
});

describe('isProfileBannerVisible', () => {
  it('shows for an incomplete profile on an ordinary page', () => {
    expect(isProfileBannerVisible({ session: incomplete, ...onSurvey })).toBe(true);
  });

  it('does not show once the profile is complete', () => {
    expect(isProfileBannerVisible({ session: sessionWith(), ...onSurvey })).toBe(false);
  });

  it('does not show on the profile pages themselves', () => {
    for (const pathname of ['/complete-profile', '/view-profile', '/registration/thankYou']) {
      expect(isProfileBannerVisible({ session: incomplete, ...onSurvey, pathname })).toBe(false);
    }
  });

  it('stays closed on the page where it was closed and comes back after a route event', () => {
    expect(isProfileBannerVisible({ session: incomplete, ...onSurvey, closedOn: 'k1' })).toBe(false);
    expect(isProfileBannerVisible({ session: incomplete, ...onSurvey, closedOn: 'k1', locationKey: 'k2' })).toBe(true);
  });
});
