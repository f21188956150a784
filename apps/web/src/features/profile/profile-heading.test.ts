import { describe, expect, it } from 'vitest';
import { sessionWith } from '../../test/session.fixture.ts';
import { completeProfileHeading } from './profile-heading.ts';

describe('completeProfileHeading', () => {
  it('is the final step of registration while the profile is incomplete', () => {
    expect(completeProfileHeading(sessionWith({ preRegstatus: 'incomplete' }))).toEqual({
      titleKey: 'pages.completeProfile.title',
      sublineKey: 'profile.finalStep',
    });
  });

  it('is the user\'s own profile once it is complete, with no "final step"', () => {
    expect(completeProfileHeading(sessionWith())).toEqual({ titleKey: 'pages.myProfile.title' });
  });
});
