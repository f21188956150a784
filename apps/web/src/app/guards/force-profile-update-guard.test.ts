import { describe, expect, it } from 'vitest';
import { forceProfileUpdateGuard } from './force-profile-update-guard.ts';
import { contextOf, sessionOf } from './guard-context.fixture.ts';

function forced(flag: 'Y' | 'N') {
  const session = sessionOf('external');
  return { ...session, currentUser: { ...session.currentUser!, forceUpdateProfile: flag } };
}

describe('forceProfileUpdateGuard', () => {
  it('sends a user who must update the profile to /view-profile, remembering the page asked for', () => {
    expect(
      forceProfileUpdateGuard(contextOf({ session: forced('Y'), pathname: '/survey/core_lab', search: '?a=1' })),
    ).toBe('/view-profile?destination=%2Fsurvey%2Fcore_lab%3Fa%3D1');
  });

  it('lets everyone else through', () => {
    expect(forceProfileUpdateGuard(contextOf({ session: forced('N') }))).toBeNull();
    expect(forceProfileUpdateGuard(contextOf({ session: sessionOf('internal', null, false) }))).toBeNull();
    expect(forceProfileUpdateGuard(contextOf())).toBeNull();
  });
});
