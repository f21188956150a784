import type { z } from 'zod';
import {
  getSessionPayload,
  sessionSchema,
  signOutPayload,
  signOutResponse,
  validateUserPayload,
} from '../auth/schemas.ts';
import {
  changeExpiredPasswordPayload,
  changePasswordPayload,
  passwordChangedResponse,
  resetPasswordPayload,
  sendForgotPasswordPayload,
  sendForgotPasswordResponse,
  verifyRegisteredUserPayload,
  verifyRegisteredUserResponse,
} from '../auth/password-schemas.ts';
import { validateCaptchaPayload, validateCaptchaResponse } from '../auth/captcha-schemas.ts';
import {
  checkEmailPayload,
  checkEmailResponse,
  labRegisteredResponse,
  labStepPayload,
  registeredResponse,
  registrationDropdownPayload,
  registrationDropdownResponse,
  selfPreRegistationPayload,
  selfRegistationPayload,
} from '../registration/schemas.ts';
import { getProfilePayload, profileSchema, profileUpdatedResponse, updateProfilePayload } from '../profile/schemas.ts';
import {
  accountDeletedResponse,
  consentUpdatedResponse,
  updateConsentPayload,
  updatePrivacyConsentPayload,
  withdrawConsentPayload,
} from '../consent/schemas.ts';

/** Who may call a request: anyone, any signed-in user, or internal staff only. */
export type Access = 'public' | 'user' | 'internal';

export interface RequestDefinition<P extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  /** Schema of the JSON body. */
  payload: P;
  /** Schema of `data` on success. */
  response: R;
  access: Access;
}

function define<P extends z.ZodType, R extends z.ZodType>(def: RequestDefinition<P, R>) {
  return def;
}

/** Every request name the API answers at `POST /api?request=<Name>`, by domain. */
export const requests = {
  // auth
  ValidateUser: define({ payload: validateUserPayload, response: sessionSchema, access: 'public' }),
  signOut: define({ payload: signOutPayload, response: signOutResponse, access: 'user' }),
  getSession: define({ payload: getSessionPayload, response: sessionSchema, access: 'user' }),
  // passwords (§4 forgot, confirm and change password)
  sendforgotPassword: define({
    payload: sendForgotPasswordPayload,
    response: sendForgotPasswordResponse,
    access: 'public',
  }),
  verifyRegisteredUser: define({
    payload: verifyRegisteredUserPayload,
    response: verifyRegisteredUserResponse,
    access: 'public',
  }),
  resetPassword: define({ payload: resetPasswordPayload, response: passwordChangedResponse, access: 'public' }),
  changePassword: define({ payload: changePasswordPayload, response: passwordChangedResponse, access: 'user' }),
  changeExpiredPassword: define({
    payload: changeExpiredPasswordPayload,
    response: passwordChangedResponse,
    access: 'public',
  }),
  // registration (§2 Registration, §7)
  getRegistationdropdownValue: define({
    payload: registrationDropdownPayload,
    response: registrationDropdownResponse,
    access: 'public',
  }),
  checkEmailIdAlreadyExist: define({ payload: checkEmailPayload, response: checkEmailResponse, access: 'public' }),
  selfRegistation: define({ payload: selfRegistationPayload, response: registeredResponse, access: 'public' }),
  selfpreregistation: define({ payload: selfPreRegistationPayload, response: registeredResponse, access: 'public' }),
  selfregistationFullAccess: define({ payload: labStepPayload, response: labRegisteredResponse, access: 'user' }),
  labRegistationFullAccess: define({ payload: labStepPayload, response: labRegisteredResponse, access: 'user' }),
  // profile (§2 Complete profile, §6: external users and content readers have their own calls)
  getuserprofile: define({ payload: getProfilePayload, response: profileSchema, access: 'user' }),
  getcontentreaderprofile: define({ payload: getProfilePayload, response: profileSchema, access: 'user' }),
  updateUserProfilenew: define({ payload: updateProfilePayload, response: profileUpdatedResponse, access: 'user' }),
  /** The content readers' profile update ("user registration" of §6/§7). */
  userRegistration: define({ payload: updateProfilePayload, response: profileUpdatedResponse, access: 'user' }),
  // consent (§4 consent enum)
  updateConsent: define({ payload: updateConsentPayload, response: consentUpdatedResponse, access: 'user' }),
  updatePrivecyConsent: define({
    payload: updatePrivacyConsentPayload,
    response: consentUpdatedResponse,
    access: 'user',
  }),
  withdrawConcern: define({ payload: withdrawConsentPayload, response: accountDeletedResponse, access: 'user' }),
  // protection
  validateCaptchaToken: define({
    payload: validateCaptchaPayload,
    response: validateCaptchaResponse,
    access: 'public',
  }),
};

export type Requests = typeof requests;
export type RequestName = keyof Requests;
export type PayloadOf<N extends RequestName> = z.input<Requests[N]['payload']>;
export type ParsedPayloadOf<N extends RequestName> = z.output<Requests[N]['payload']>;
export type ResponseOf<N extends RequestName> = z.output<Requests[N]['response']>;

export function isRequestName(name: unknown): name is RequestName {
  return typeof name === 'string' && Object.hasOwn(requests, name);
}
