import { z } from 'zod';
import { noControlCharacters, plainString } from '../validation/control-characters.ts';
import { LANGUAGE_IDS } from '../constants/languages.ts';
import { USER_TYPES } from '../constants/user-types.ts';
import { LIMITS } from '../constants/limits.ts';
import { LOGIN_TYPES } from '../sso/sign-in.ts';
import { CONSENT_CHOICES } from '../validation/consent.ts';

export { parentCountryOf, shortNameOf } from './user-view.ts';
export { LOGIN_FIELD_MESSAGES, loginValidationFields } from './login-validation.ts';

export const userTypeSchema = z.enum(USER_TYPES);
export const languageIdSchema = z.enum(LANGUAGE_IDS);

/** A country/site configuration entry as the session carries it (§3 Country/site configuration entry). */
export const countryDataSchema = z.object({
  /** ISO code, or WWB for Worldwide. */
  code: z.string(),
  /** English name. */
  name: z.string(),
  /** Languages the country offers. */
  langs: z.array(languageIdSchema),
  /** The language it opens in. */
  defaultLanguage: languageIdSchema,
});
export type CountryData = z.infer<typeof countryDataSchema>;

/** The signed-in account as the header and guards need it (§3 "Login user"). */
export const loginUserSchema = z.object({
  /** Stable public id of the user. */
  userId: z.string(),
  /** Given name and family name joined; empty for a pre-registered user who has not completed the profile. */
  fullName: z.string(),
  /** First name, for the initials of the profile menu. */
  givenName: z.string(),
  /** Family name, for the initials of the profile menu. */
  familyName: z.string(),
  /** internal, external, contentreader or distributor. */
  userType: userTypeSchema,
  /** The user's interface language. */
  userLang: languageIdSchema,
  /** Sign-in e-mail address. */
  email: z.string(),
  /** Signed up through a social network. */
  isSocialMediaUser: z.boolean(),
  /** Super user flag (§6). */
  isSuperUser: z.boolean(),
  /** May download reports. */
  viewDownloadBtn: z.boolean(),
  /** May edit the English interface texts. */
  viewEnglishtransBtn: z.boolean(),
  /** 'Yes' for an account created by pre-registration. */
  preregisterUser: z.enum(['Yes', 'No']),
  /** 'incomplete' until the profile is saved once. */
  preRegstatus: z.enum(['incomplete', 'complete']),
  /** The labs the user belongs to. */
  labs: z.array(
    z.object({
      /** The lab's id. */
      labId: z.string(),
      /** The lab's name in English. */
      labName: z.string(),
    }),
  ),
  /** Permission codes, e.g. LT for the translation tool. */
  userPermission: z.array(z.string()),
  /** The user's own country (a content reader has no lab); decides the consent rule of §5. */
  countryCode: z.string().nullable(),
  /** The answer to the consent question; `didnotask` and `ignored` ask it again after sign-in (§4). */
  consentChoice: z.enum(CONSENT_CHOICES),
  /** The country/site entry of the user's country (§3 countryData): its languages and default; null without one. */
  countryData: countryDataSchema.nullable(),
});
export type LoginUser = z.infer<typeof loginUserSchema>;

/** The lab user record the portal works with (§3 "Current user"); none for internal users and distributors. */
export const currentUserSchema = z.object({
  /** Same id as the login user. */
  userId: z.string(),
  /** The lab the user acts for. */
  labId: z.string().nullable(),
  /** The lab's code; without one the lab-code guard sends the user to registration. */
  labCode: z.string().nullable(),
  /** Lab name in English. */
  userLabName: z.string().nullable(),
  /** A (active) or P (pending). */
  labStatus: z.enum(['A', 'P']).nullable(),
  /** ISO code of the lab's country. */
  labCountryCode: z.string().nullable(),
  /** The lab country's id: its code (countries are keyed by code). */
  labCountryId: z.string().nullable(),
  /** English name of the lab's country. */
  labCountryName: z.string().nullable(),
  /** The site entry the lab's country belongs to (CN for the China site, WWB otherwise): its id, code and name. */
  labParentCountryId: z.string().nullable(),
  labParentCountryCode: z.string().nullable(),
  labParentCountryName: z.string().nullable(),
  /** Y when the user must update the profile before going on (/view-profile). */
  forceUpdateProfile: z.enum(['Y', 'N']),
  /** Given and family name joined. */
  fullName: z.string(),
  /** Given name. */
  givenName: z.string(),
  /** Family name. */
  familyName: z.string(),
  /** The initials of the profile menu: first letters of the given and family name, uppercased. */
  shortName: z.string(),
  /** internal, external, contentreader or distributor. */
  userType: userTypeSchema,
  /** The user's language. */
  language: languageIdSchema,
  /** Sign-in address. */
  email: z.string(),
  /** The address mails go to: the sign-in address. */
  userEmail: z.string(),
  /** Signed up through a social network. */
  isSocialMediaUser: z.boolean(),
  /** Writing direction of the user's language, the page's `dir`. */
  urlDirection: z.enum(['ltr', 'rtl']),
  /** 'incomplete' until the profile is saved once. */
  preRegstatus: z.enum(['incomplete', 'complete']),
  /** 'Yes' for an account created by pre-registration. */
  preregisterUser: z.enum(['Yes', 'No']),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** A signed-in session: the login user and, for lab users, the current user. */
export const sessionSchema = z.object({
  /** The signed-in account. */
  user: loginUserSchema,
  /** The lab user record; null for internal users, distributors and content readers. */
  currentUser: currentUserSchema.nullable(),
});
export type Session = z.infer<typeof sessionSchema>;

export const validateUserPayload = z.object({
  /** Sign-in e-mail address; matched case-insensitively. */
  email: z.string().trim().max(LIMITS.maxEmailOverall).check(noControlCharacters),
  /** The password as typed. */
  password: plainString().max(200),
  /**
   * A token from single sign-on or social sign-in, instead of email and password (§4 "Token login"). Empty is
   * absent: the spec's client sends `""` with a password sign-in.
   */
  loginToken: plainString()
    .max(500)
    .optional()
    .transform((v) => v || undefined),
  /** How the token was obtained; required with loginToken. Empty is absent, like loginToken. */
  loginType: z
    .enum(LOGIN_TYPES)
    .or(z.literal(''))
    .optional()
    .transform((v) => v || undefined),
  /** ALTCHA solution, required after repeated failed sign-ins (code captcha_required). */
  captcha: plainString().max(4000).optional(),
  /** Keep the session for SESSION_REMEMBER_TTL_S instead of SESSION_TTL_S. */
  remember_me: z.boolean().optional(),
  /** Ignored by the server: identity comes from the Token header alone. */
  RequesterUserId: plainString().optional(),
});

export const signOutPayload = z
  .object({
    /** Ignored by the server: the session comes from the Token header. */
    RequesterUserId: plainString().optional(),
  })
  .nullish();
export const signOutResponse = z.object({
  /** The session is revoked. */
  status: z.literal('SignedOut'),
});

export const getSessionPayload = z
  .object({
    /** Ignored by the server: the session comes from the Token header. */
    RequesterUserId: plainString().optional(),
  })
  .nullish();
