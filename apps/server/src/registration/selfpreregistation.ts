import { asksForOtherJobTitle, consentFor } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';
import { sendVerificationMail } from '../shared/link-mails.ts';
import { optionalText } from '../commands/labs.ts';
import { admitNewAccount, arrivalOf, insertAccount } from './new-account.ts';

/** selfpreregistation: a content reader (no lab). Like a lab user, the reader confirms the address before signing in. */
export const selfpreregistation: Handler<'selfpreregistation'> = async (payload, ctx) => {
  const { email, passwordHash } = await admitNewAccount(payload, ctx);
  const id = await insertAccount(ctx.db, {
    email,
    passwordHash,
    givenName: payload.firstName.trim(),
    familyName: payload.lastName.trim(),
    userType: 'contentreader',
    language: payload.language,
    jobTitle: payload.jobDesignation,
    otherJobTitle: asksForOtherJobTitle(payload.jobDesignation) ? optionalText(payload.other) : null,
    phoneCountryCode: payload.countrySTDCode,
    phone: payload.contactNo,
    countryCode: payload.countryCode,
    city: payload.city,
    organisation: optionalText(payload.nameOfInstuation),
    ...consentFor(payload.countryCode, payload),
    marketingConsent: payload.receiveMoreInfromation,
    ...arrivalOf(payload),
    consentChoice: 'yes',
    emailVerified: false,
    preRegStatus: 'incomplete',
    preregisterUser: true,
  });
  await sendVerificationMail(ctx, {
    id,
    email,
    language: payload.language,
    givenName: payload.firstName,
    familyName: payload.lastName,
  });
  return { data: { status: 'Registered', verificationSent: true } };
};
