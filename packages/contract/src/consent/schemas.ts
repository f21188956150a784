import { z } from 'zod';
import { plainString } from '../validation/control-characters.ts';
import { CONSENT_CHOICES } from '../validation/consent.ts';
import { emailField } from '../validation/email.ts';

const requester = {
  /** Ignored by the server: identity comes from the Token header, never from the body. */
  RequesterUserId: plainString().optional(),
};

/**
 * updateConsent: the answer to the consent question a signed-in user is asked while the stored choice is
 * `didnotask` or `ignored` (§4 consent enum). `no` keeps the account; deleting it is withdrawConcern.
 */
export const updateConsentPayload = z.object({
  /** yes, no, or ignored when the question was closed without an answer. */
  agree: z.enum(CONSENT_CHOICES).exclude(['didnotask']),
  /** Ignored by the server: the user comes from the Token header. */
  userId: plainString().optional(),
  /** Not used: a signed-in session is proof enough for this answer. */
  Password: plainString().max(200).optional(),
  /** Not used: the session token is in the Token header. */
  token: plainString().max(500).optional(),
  ...requester,
});

/** updatePrivecyConsent: gives or takes back the privacy consent (Korea: the Korea consent) of the profile. */
export const updatePrivacyConsentPayload = z.object({
  /** Given (true) or taken back (false); stored as the Korea consent for a user in Korea. */
  privacyConsent: z.boolean(),
  /** Ignored by the server: the user comes from the Token header. */
  userId: plainString().optional(),
  ...requester,
});

export const consentUpdatedResponse = z.object({
  /** The answer is stored. */
  status: z.literal('Updated'),
});

/**
 * withdrawConcern: withdraws consent and deletes the caller's own account after the confirmation question.
 * The lab and its survey data stay with the lab.
 */
export const withdrawConsentPayload = z.object({
  /** Must be the signed-in user's own address. */
  emailId: emailField,
  ...requester,
});
export const accountDeletedResponse = z.object({
  /** The account is gone and its sessions with it. */
  status: z.literal('Deleted'),
});
