import { z } from 'zod';
import { noControlCharacters, plainString } from '../validation/control-characters.ts';
import { LANGUAGE_IDS } from '../constants/languages.ts';
import { LIMITS } from '../constants/limits.ts';
import { V } from '../validation/messages.ts';
import { emailField } from '../validation/email.ts';
import { newPasswordField } from '../validation/password.ts';
import { consentFor, hasRequiredConsent } from '../validation/consent.ts';
import { nameField, optionalTextField, requiredTextField } from '../validation/text-fields.ts';
import { countryCodeField, jobTitleField } from '../validation/choice-fields.ts';
import { asksForOtherJobTitle, isOtherJobTitleMissing } from '../rules/other-job-title.ts';
import { arrivalFields, labDetailFields } from './lab-details.ts';

const requester = {
  /** Ignored by the server: identity comes from the Token header, never from the body. */
  RequesterUserId: plainString().optional(),
};
/** ALTCHA solution (base64 payload of the widget), single use. */
const captchaField = plainString().max(4000);

/** Country calling code, e.g. +66. */
const callingCodeField = z
  .string({ error: V.phoneRequired })
  .trim()
  .min(1, { error: V.phoneRequired })
  .regex(/^\+?\d{1,4}$/, { error: V.phoneInvalid })
  .check(noControlCharacters);

/** Phone number without the calling code: digits, spaces and dashes, 5 to 15 digits. */
const phoneField = z
  .string({ error: V.phoneRequired })
  .trim()
  .min(1, { error: V.phoneRequired })
  .check(noControlCharacters)
  .refine((v) => /^[\d\s-]+$/.test(v) && v.replace(/\D/g, '').length >= 5 && v.replace(/\D/g, '').length <= 15, {
    error: V.phoneInvalid,
  });

/** Step 1, "about yourself" (§2, §3 labels), as sent. */
const personalFields = {
  /** The user's interface and e-mail language. */
  language: z.enum(LANGUAGE_IDS, { error: V.languageRequired }),
  /** Given name: required, at most 100, no leading space, no forbidden characters (§5). */
  firstName: nameField(V.firstNameRequired, V.firstNameInvalid),
  /** Family name: same rules. */
  lastName: nameField(V.familyNameRequired, V.familyNameInvalid),
  /** One of the 22 job titles. */
  jobDesignation: jobTitleField,
  /** Free-text job title when jobDesignation is Other. */
  other: optionalTextField,
  /** Sign-in address: at most 254, 64 before the @; must not be in use or in a company domain. */
  email: emailField,
  /** Password of 8–25 characters with the §5 complexity. */
  Password: newPasswordField(LIMITS.maxNewPassword, V.passwordRequired),
  /** Country calling code of the phone number. */
  countrySTDCode: callingCodeField,
  /** Phone number. */
  contactNo: phoneField,
};

/** The consents of step 2, by the KR rule of §5. */
const consentFields = {
  /** Privacy consent (every country but Korea). */
  privacyConsent: z.boolean(),
  /** Korea consent (Korea only). */
  koreaConsent: z.boolean(),
  /** Marketing consent: may we send more information. */
  receiveMoreInfromation: z.boolean(),
};

/** Step 2, "about your lab". */
const labFields = {
  /** Lab name in English: same rules as a name. */
  nameOfInstuation: nameField(V.institutionRequired, V.institutionInvalid),
  /** Lab name in the local language (optional). */
  labNameInLocalLang: optionalTextField,
  /** Branch (optional). */
  labBranchName: optionalTextField,
  /** Department (optional). */
  labDepartment: optionalTextField,
  /** Street address of the lab (optional). */
  address: optionalTextField,
  /** City, state or province. */
  state: requiredTextField(V.stateRequired),
  /** The lab's country. */
  countryCode: countryCodeField,
  ...labDetailFields,
  ...consentFields,
};

/** Step 2 of a content reader, "about you": where the reader is, and the consents. */
const readerFields = {
  /** The reader's country. */
  countryCode: countryCodeField,
  /** The reader's city. */
  city: requiredTextField(V.cityRequired),
  /** Organisation the reader works for (optional). */
  nameOfInstuation: optionalTextField,
  ...consentFields,
};

type ConsentInput = { countryCode: string; privacyConsent: boolean; koreaConsent: boolean };

/** §5: Korea must confirm the Korea consent, every other country the privacy consent. */
function requireConsent(p: ConsentInput, ctx: z.RefinementCtx) {
  if (hasRequiredConsent(p.countryCode, consentFor(p.countryCode, p))) return;
  const korea = p.countryCode.toUpperCase() === 'KR';
  ctx.addIssue({
    code: 'custom',
    message: korea ? V.koreaConsentRequired : V.privacyConsentRequired,
    path: [korea ? 'koreaConsent' : 'privacyConsent'],
  });
}

function requireOtherTitle(p: { jobDesignation: string; other?: string | undefined }, ctx: z.RefinementCtx) {
  if (isOtherJobTitleMissing(p.jobDesignation, p.other)) {
    ctx.addIssue({ code: 'custom', message: V.otherJobTitleRequired, path: ['other'] });
  }
}

/**
 * Registration step 1 as the user fills it in (with the password typed again). The cross-field checks run
 * whenever their own fields are there (`when`), not only once every other field is valid: §5 wants each message
 * as soon as its field is touched, whatever the rest of the form holds.
 */
export const registrationPersonalSchema = z
  .object({
    ...personalFields,
    /** The password typed again. */
    confirmPassword: plainString({ error: V.confirmPasswordRequired }).min(1, { error: V.confirmPasswordRequired }),
  })
  .refine((p) => !isOtherJobTitleMissing(p.jobDesignation, p.other), {
    error: V.otherJobTitleRequired,
    path: ['other'],
    when: ({ value }) => asksForOtherJobTitle(String((value as { jobDesignation?: unknown }).jobDesignation)),
  })
  .refine((p) => p.Password === p.confirmPassword, {
    error: V.passwordsDoNotMatch,
    path: ['confirmPassword'],
    when: ({ value }) => {
      const { Password, confirmPassword } = value as { Password?: unknown; confirmPassword?: unknown };
      return typeof Password === 'string' && typeof confirmPassword === 'string' && confirmPassword !== '';
    },
  });
export type RegistrationPersonalValues = z.input<typeof registrationPersonalSchema>;

/** Registration step 2 of a lab user as the user fills it in. */
export const registrationLabSchema = z.object(labFields).superRefine(requireConsent);
export type RegistrationLabValues = z.input<typeof registrationLabSchema>;

/** Registration step 2 of a content reader as the user fills it in. */
export const registrationReaderSchema = z.object(readerFields).superRefine(requireConsent);
export type RegistrationReaderValues = z.input<typeof registrationReaderSchema>;

/**
 * selfRegistation: both steps of a new lab user. Creates the account (e-mail not yet verified, profile
 * `incomplete` until the final step on /complete-profile) and a pending lab, and mails the verification link.
 */
export const selfRegistationPayload = z
  .object({ ...personalFields, ...labFields, ...arrivalFields, captcha: captchaField, ...requester })
  .superRefine(requireOtherTitle)
  .superRefine(requireConsent);

/** selfpreregistation: a content reader (the content-viewing registration): step 1 and "about you". */
export const selfPreRegistationPayload = z
  .object({ ...personalFields, ...readerFields, ...arrivalFields, captcha: captchaField, ...requester })
  .superRefine(requireOtherTitle)
  .superRefine(requireConsent);

/**
 * selfregistationFullAccess (a signed-in content reader, /full-site-access-registration) and
 * labRegistationFullAccess (a signed-in user without a lab, /registration?regfor=lab): the lab step alone.
 */
export const labStepPayload = z.object({ ...labFields, ...requester }).superRefine(requireConsent);

/** Answer of a registration: the account exists; the mail (when one is due) is on its way. */
export const registeredResponse = z.object({
  /** The account exists. */
  status: z.literal('Registered'),
  /** True when a verification mail was sent and the address must be confirmed before signing in. */
  verificationSent: z.boolean(),
});
/** Answer of a lab step for a signed-in user: the session with the new lab. */
export const labRegisteredResponse = z.object({
  /** The lab exists and the caller belongs to it. */
  status: z.literal('Registered'),
});

/** checkEmailIdAlreadyExist: whether an address has an account (§5 "already in use"); same work either way. */
export const checkEmailPayload = z.object({
  /** The address to look up. */
  email: emailField,
  ...requester,
});
export const checkEmailResponse = z.object({
  /** True when an account has this address, in any case. */
  exists: z.boolean(),
});

export const registrationDropdownPayload = z.object({ ...requester }).nullish();
/** getRegistationdropdownValue: `data[0].countryData` and `data[0].jobDescription` (§3, §7). */
export const registrationDropdownResponse = z.array(
  z.object({
    /** The countries a lab can be in, English names; the browser shows translated names. */
    countryData: z.array(
      z.object({
        /** ISO code. */
        countryCode: z.string(),
        /** English name. */
        countryName: z.string(),
      }),
    ),
    /** The 22 job titles. */
    jobDescription: z.array(z.string()),
  }),
);

/** verifyRegisteredUser: checks a link token (e-mail verification, or a reset link with retry_reset). */
export const verifyRegisteredUserPayload = z.object({
  /** The token from the e-mailed link. */
  token: plainString().min(1).max(200),
  /** 'Change_password' for the reset link of forgot password. */
  retry_reset: z.literal('Change_password').optional(),
  ...requester,
});
export const verifyRegisteredUserResponse = z.object({
  /** The account the link belongs to. */
  userId: z.string(),
  /** Its address. */
  email: z.string(),
});
