import { z } from 'zod';
import { plainString } from '../validation/control-characters.ts';
import { V } from '../validation/messages.ts';
import { nameField, optionalTextField, requiredTextField } from '../validation/text-fields.ts';
import { userTypeSchema } from '../auth/schemas.ts';
import { countryCodeField, jobTitleField } from '../validation/choice-fields.ts';
import { isOtherJobTitleMissing } from '../rules/other-job-title.ts';

/** The profile form of §2 "Complete profile" as the user fills it in (§5 rules). */
export const profileFormSchema = z.object({
  /** Given name: required, at most 100, no leading space, no forbidden characters. */
  firstName: nameField(V.firstNameRequired, V.firstNameInvalid),
  /** Family name: same rules. */
  lastName: nameField(V.familyNameRequired, V.familyNameInvalid),
  /** One of the 22 job titles. */
  jobTitle: jobTitleField,
  /** Free-text job title when jobTitle is Other. */
  otherJobTitle: optionalTextField,
  /** Lab name in English: same rules as a name. */
  instituteName: nameField(V.institutionRequired, V.institutionInvalid),
  /** Lab name in the local language (optional). */
  labNameInLocalLang: optionalTextField,
  /** Lab branch (optional). */
  branchName: optionalTextField,
  /** Lab department (optional). */
  departmentName: optionalTextField,
  /** State, province or city of the lab. */
  address: requiredTextField(V.stateRequired),
  /** The lab's country; locked to RU for a Russian lab. */
  country: countryCodeField,
});

/** updateUserProfilenew: the form plus the consent flags (§3 "Profile, as sent on update"). */
export const updateProfilePayload = profileFormSchema
  .extend({
    /** Privacy consent (not for Korea). */
    privacyConsent: z.boolean(),
    /** Privacy notice acknowledged (not for Korea). */
    privacyNotice: z.boolean(),
    /** Korea consent (Korea only). */
    koreaConsent: z.boolean(),
    /** Ignored by the server: identity comes from the Token header. */
    userId: plainString().optional(),
    /** Ignored by the server: the lab comes from the user's record. */
    labId: plainString().nullish(),
    /** Ignored by the server: identity comes from the Token header. */
    RequesterUserId: plainString().optional(),
  })
  .refine((p) => !isOtherJobTitleMissing(p.jobTitle, p.otherJobTitle), {
    error: V.otherJobTitleRequired,
    path: ['otherJobTitle'],
  });

/** A profile as read (§3 "Profile, as read"), names kept as the spec has them. */
export const profileSchema = z.object({
  /** Given name. */
  firstName: z.string(),
  /** Family name. */
  lastName: z.string(),
  /** Given and family name joined. */
  fullName: z.string(),
  /** Sign-in e-mail address. */
  email: z.string(),
  /** internal, external, contentreader or distributor. */
  userType: userTypeSchema,
  /** Job title of the list, or a title from before the list. */
  jobDesignation: z.string().nullable(),
  /** Free-text title with Other. */
  otherJobTitle: z.string().nullable(),
  /** Lab name in English; a content reader's organisation. */
  nameOfInstuation: z.string().nullable(),
  /** Lab name in the local language. */
  labNameInLocalLang: z.string().nullable(),
  /** Lab branch. */
  labBranchName: z.string().nullable(),
  /** Lab department. */
  labDepartment: z.string().nullable(),
  /** State/province for a full-site user, city for a content reader. */
  address: z.string().nullable(),
  /** ISO code of the lab's country (a content reader's own country). */
  countryCode: z.string().nullable(),
  /** English name of that country. */
  country: z.string().nullable(),
  /** Privacy consent given (not for Korea). */
  privacyConsent: z.boolean(),
  /** Privacy notice acknowledged (not for Korea). */
  privacyNotice: z.boolean(),
  /** Korea consent given (Korea only). */
  korea_Consent: z.boolean(),
  /** 'incomplete' until the profile is saved once. */
  preRegstatus: z.enum(['incomplete', 'complete']),
});
export type Profile = z.infer<typeof profileSchema>;

/** getuserprofile / getcontentreaderprofile: the signed-in user's own profile. */
export const getProfilePayload = z
  .object({
    /** Ignored by the server: the profile is the caller's own (Token header). */
    userId: plainString().optional(),
    /** Ignored by the server: the type comes from the session. */
    userType: userTypeSchema.optional(),
    /** Ignored by the server: identity comes from the Token header. */
    RequesterUserId: plainString().optional(),
  })
  .nullish();

/** updateUserProfilenew and the content-reader update: `data.Status` must equal Updated (§7). */
export const profileUpdatedResponse = z.object({
  /** The profile is saved. */
  Status: z.literal('Updated'),
});
