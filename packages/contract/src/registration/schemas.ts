import { z } from 'zod';
import { LANGUAGE_IDS } from '../constants/languages.ts';
import { LIMITS } from '../constants/limits.ts';
import { V } from '../validation/messages.ts';
import { emailField } from '../validation/email.ts';
import { newPasswordField } from '../validation/password.ts';
import { nameField, optionalTextField, requiredTextField } from '../validation/text-fields.ts';
import { countryCodeField, jobTitleField } from '../profile/schemas.ts';

/** Country calling code, e.g. +66. */
const callingCodeField = z
  .string({ error: V.phoneRequired })
  .trim()
  .regex(/^\+?\d{1,4}$/, { error: V.phoneInvalid });

/** Phone number without the calling code: digits, spaces and dashes, 5 to 15 digits. */
const phoneField = z
  .string({ error: V.phoneRequired })
  .trim()
  .min(1, { error: V.phoneRequired })
  .refine((v) => /^[\d\s-]+$/.test(v) && v.replace(/\D/g, '').length >= 5 && v.replace(/\D/g, '').length <= 15, {
    error: V.phoneInvalid,
  });

/** Registration step 1: about yourself (§2, §3 labels). */
export const registrationPersonalSchema = z
  .object({
    /** The user's interface and e-mail language. */
    language: z.enum(LANGUAGE_IDS, { error: V.languageRequired }),
    /** Given name. */
    firstName: nameField(V.firstNameRequired, V.firstNameInvalid),
    /** Family name. */
    lastName: nameField(V.familyNameRequired, V.familyNameInvalid),
    /** One of the 22 job titles. */
    jobDesignation: jobTitleField,
    /** Free-text job title when jobDesignation is Other. */
    other: optionalTextField,
    /** Sign-in address; must not be in use (§5). */
    email: emailField,
    /** Password of 8–25 characters with the §5 complexity. */
    Password: newPasswordField(LIMITS.maxNewPassword, V.passwordRequired),
    /** The password typed again. */
    confirmPassword: z.string().min(1, { error: V.confirmPasswordRequired }),
    /** Country calling code of the phone number. */
    countrySTDCode: callingCodeField,
    /** Phone number. */
    contactNo: phoneField,
  })
  .refine((p) => p.Password === p.confirmPassword, { error: V.passwordsDoNotMatch, path: ['confirmPassword'] })
  .refine((p) => p.jobDesignation !== 'Other' || !!p.other?.trim(), {
    error: V.otherJobTitleRequired,
    path: ['other'],
  });

/** Registration step 2: about your lab. */
export const registrationLabSchema = z.object({
  /** Lab name in English. */
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
  /** Privacy consent (every country but Korea). */
  privacyConsent: z.boolean(),
  /** Korea consent (Korea only). */
  koreaConsent: z.boolean(),
  /** Marketing consent: may we send more information. */
  receiveMoreInfromation: z.boolean(),
});
