import { asksForOtherJobTitle, consentFor } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';
import { sendVerificationMail } from '../shared/link-mails.ts';
import { createPendingLab, optionalText } from '../commands/labs.ts';
import { admitNewAccount, arrivalOf, insertAccount } from './new-account.ts';

/**
 * selfRegistation: a new lab user and their lab in one transaction. The lab is pending (P) with a generated code;
 * the account must confirm its address (mailed link) before it can sign in, and finishes its profile afterwards.
 */
export const selfRegistation: Handler<'selfRegistation'> = async (payload, ctx) => {
  const { email, passwordHash } = await admitNewAccount(payload, ctx);
  const user = await ctx.db.transaction(async (tx) => {
    const labId = await createPendingLab(tx, payload);
    const id = await insertAccount(tx, {
      email,
      passwordHash,
      givenName: payload.firstName.trim(),
      familyName: payload.lastName.trim(),
      userType: 'external',
      language: payload.language,
      labId,
      jobTitle: payload.jobDesignation,
      otherJobTitle: asksForOtherJobTitle(payload.jobDesignation) ? optionalText(payload.other) : null,
      phoneCountryCode: payload.countrySTDCode,
      phone: payload.contactNo,
      countryCode: payload.countryCode,
      ...consentFor(payload.countryCode, payload),
      marketingConsent: payload.receiveMoreInfromation,
      ...arrivalOf(payload),
      consentChoice: 'yes',
      emailVerified: false,
      preRegStatus: 'incomplete',
      preregisterUser: false,
    });
    return { id, email, language: payload.language, givenName: payload.firstName, familyName: payload.lastName };
  });
  await sendVerificationMail(ctx, user);
  return { data: { status: 'Registered', verificationSent: true } };
};
