import { consentFor } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import type { Handler } from '../api/handler.ts';
import { signedIn } from '../api/handler.ts';
import { users } from '../db/schema/index.ts';
import { consentCountry } from './consent-country.ts';

/** updatePrivecyConsent: gives or takes back the consent of the profile; for Korea that is the Korea consent. */
export const updatePrivecyConsent: Handler<'updatePrivecyConsent'> = async ({ privacyConsent }, ctx) => {
  const caller = signedIn(ctx);
  const flags = consentFor(consentCountry(caller), { privacyConsent, koreaConsent: privacyConsent });
  await ctx.db
    .update(users)
    .set({ ...flags, updatedAt: new Date() })
    .where(eq(users.id, caller.user.id));
  return { data: { status: 'Updated' } };
};
