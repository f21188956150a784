import { asksForOtherJobTitle, consentFor } from '@labbench/contract';
import type { ParsedPayloadOf } from '@labbench/contract';
import { optionalText } from '../commands/labs.ts';

/** Full-site users and content readers send the same form. */
export type ProfileUpdate = ParsedPayloadOf<'updateUserProfilenew'>;

/** The personal part of an update, the same for both kinds of user; saving completes the profile. */
export function personalUpdate(p: ProfileUpdate) {
  return {
    givenName: p.firstName.trim(),
    familyName: p.lastName.trim(),
    jobTitle: p.jobTitle,
    otherJobTitle: asksForOtherJobTitle(p.jobTitle) ? optionalText(p.otherJobTitle) : null,
    countryCode: p.country,
    ...consentFor(p.country, p),
    preRegStatus: 'complete' as const,
    forceUpdateProfile: false,
    updatedAt: new Date(),
  };
}
