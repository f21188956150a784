import { z } from 'zod';
import { noControlCharacters, plainString } from '../validation/control-characters.ts';
import { JOB_TITLES } from '../constants/job-titles.ts';
import { V } from '../validation/messages.ts';
import { nameField, optionalTextField, requiredTextField } from '../validation/text-fields.ts';
import { userTypeSchema } from '../auth/schemas.ts';

/** A job title of the list; 'Other' comes with free text in `other`. */
export const jobTitleField = z.enum(JOB_TITLES, { error: V.jobTitleRequired });

/** An ISO country code the user picked. */
export const countryCodeField = z
  .string({ error: V.countryRequired })
  .trim()
  .min(2, { error: V.countryRequired })
  .max(3, { error: V.countryRequired })
  .check(noControlCharacters)
  .transform((v) => v.toUpperCase());

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
    RequesterUserId: plainString().optional(),
  })
  .refine((p) => p.jobTitle !== 'Other' || !!p.otherJobTitle?.trim(), {
    error: V.otherJobTitleRequired,
    path: ['otherJobTitle'],
  });

/** A profile as read (§3 "Profile, as read"), names kept as the spec has them. */
export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  userType: userTypeSchema,
  jobDesignation: z.string().nullable(),
  otherJobTitle: z.string().nullable(),
  nameOfInstuation: z.string().nullable(),
  labNameInLocalLang: z.string().nullable(),
  labBranchName: z.string().nullable(),
  labDepartment: z.string().nullable(),
  /** State/province for a full-site user, city for a content reader. */
  address: z.string().nullable(),
  countryCode: z.string().nullable(),
  country: z.string().nullable(),
  privacyConsent: z.boolean(),
  privacyNotice: z.boolean(),
  korea_Consent: z.boolean(),
  preRegstatus: z.enum(['incomplete', 'complete']),
});
export type Profile = z.infer<typeof profileSchema>;

/** getuserprofile / getcontentreaderprofile: the signed-in user's own profile. */
export const getProfilePayload = z
  .object({
    /** Ignored by the server: the profile is the caller's own (Token header). */
    userId: plainString().optional(),
    userType: userTypeSchema.optional(),
    RequesterUserId: plainString().optional(),
  })
  .nullish();

/** updateUserProfilenew and the content-reader update: `data.Status` must equal Updated (§7). */
export const profileUpdatedResponse = z.object({ Status: z.literal('Updated') });
