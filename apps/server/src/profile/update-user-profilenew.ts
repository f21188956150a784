import { consentFor } from '@labbench/contract';
import type { ParsedPayloadOf } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { failures } from '../api/errors.ts';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { labs, users } from '../db/schema.ts';
import { registrationFailures } from '../shared/registration-failures.ts';
import { isListedCountry, optionalText } from '../shared/labs.ts';
import { profileFailures } from './failures.ts';

type ProfileUpdate = ParsedPayloadOf<'updateUserProfilenew'>;

/** A lab in Russia keeps its country (§2 Complete profile: preselected and locked). */
export const LOCKED_LAB_COUNTRY = 'RU';

/** The personal part of an update, the same for both kinds of user; saving completes the profile. */
function personalUpdate(p: ProfileUpdate) {
  return {
    givenName: p.firstName.trim(),
    familyName: p.lastName.trim(),
    jobTitle: p.jobTitle,
    otherJobTitle: p.jobTitle === 'Other' ? optionalText(p.otherJobTitle) : null,
    countryCode: p.country,
    ...consentFor(p.country, p),
    preRegStatus: 'complete' as const,
    forceUpdateProfile: false,
    updatedAt: new Date(),
  };
}

/**
 * updateUserProfilenew: a full-site user with a lab saves the profile: their own fields and the lab's (a lab's
 * details are shared by its users). The country of a lab in Russia cannot change.
 */
export const updateUserProfilenew: Handler<'updateUserProfilenew'> = async (payload, ctx) => {
  const { user, lab } = signedIn(ctx);
  const fullSite = user.userType === 'external' || user.userType === 'distributor';
  if (!fullSite || !lab) throw failures.forbidden();
  if (lab.countryCode === LOCKED_LAB_COUNTRY && payload.country !== LOCKED_LAB_COUNTRY) {
    throw profileFailures.countryLocked();
  }
  if (!(await isListedCountry(ctx.db, payload.country))) throw registrationFailures.countryNotListed('country');
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(labs)
      .set({
        name: payload.instituteName.trim(),
        nameLocal: optionalText(payload.labNameInLocalLang),
        branch: optionalText(payload.branchName),
        department: optionalText(payload.departmentName),
        state: payload.address,
        countryCode: payload.country,
      })
      .where(eq(labs.id, lab.id));
    await tx.update(users).set(personalUpdate(payload)).where(eq(users.id, user.id));
  });
  return { data: { Status: 'Updated' } };
};

/** userRegistration: a content reader saves the profile: personal fields, organisation, city (`address`), country. */
export const userRegistration: Handler<'userRegistration'> = async (payload, ctx) => {
  const { user } = signedIn(ctx);
  if (user.userType !== 'contentreader') throw failures.forbidden();
  if (!(await isListedCountry(ctx.db, payload.country))) throw registrationFailures.countryNotListed('country');
  await ctx.db
    .update(users)
    .set({ ...personalUpdate(payload), organisation: payload.instituteName.trim(), city: payload.address })
    .where(eq(users.id, user.id));
  return { data: { Status: 'Updated' } };
};
