import { movesLockedLab } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { labMember } from '../api/handler.ts';
import { labs, users } from '../db/schema/index.ts';
import { registrationFailures } from '../commands/registration-failures.ts';
import { isListedCountry, optionalText } from '../commands/labs.ts';
import { profileFailures } from './failures.ts';
import { personalUpdate } from './personal-update.ts';

/**
 * updateUserProfilenew: a full-site user with a lab saves the profile: their own fields and the lab's (a lab's
 * details are shared by its users). The country of a lab in Russia cannot change.
 */
export const updateUserProfilenew: Handler<'updateUserProfilenew'> = async (payload, ctx) => {
  const { user, lab } = labMember(ctx);
  if (movesLockedLab(lab.countryCode, payload.country)) throw profileFailures.countryLocked();
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
