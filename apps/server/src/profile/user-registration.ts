import { eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { users } from '../db/schema/index.ts';
import { isListedCountry } from '../commands/labs.ts';
import { registrationFailures } from '../commands/registration-failures.ts';
import { personalUpdate } from './personal-update.ts';

/** userRegistration: a content reader saves the profile: personal fields, organisation, city (`address`), country. */
export const userRegistration: Handler<'userRegistration'> = async (payload, ctx) => {
  const { user } = signedIn(ctx);
  if (!(await isListedCountry(ctx.db, payload.country))) throw registrationFailures.countryNotListed('country');
  await ctx.db
    .update(users)
    .set({ ...personalUpdate(payload), organisation: payload.instituteName.trim(), city: payload.address })
    .where(eq(users.id, user.id));
  return { data: { Status: 'Updated' } };
};
