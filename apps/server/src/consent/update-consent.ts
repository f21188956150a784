import { consentFor } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { users } from '../db/schema/index.ts';
import { consentCountry } from './consent-country.ts';

/**
 * updateConsent: the answer to the consent question. `yes` also gives the consent the user's country needs
 * (Korea: the Korea consent; elsewhere privacy consent and notice); `no` and `ignored` only record the answer, so
 * the question comes back later.
 */
export const updateConsent: Handler<'updateConsent'> = async ({ agree }, ctx) => {
  const caller = signedIn(ctx);
  const given = agree === 'yes' ? consentFor(consentCountry(caller), { privacyConsent: true, koreaConsent: true }) : {};
  await ctx.db
    .update(users)
    .set({ consentChoice: agree, ...given, updatedAt: new Date() })
    .where(eq(users.id, caller.user.id));
  return { data: { status: 'Updated' } };
};
