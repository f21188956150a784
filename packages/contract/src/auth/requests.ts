import { define } from '../api/request-definition.ts';
import { getSessionPayload, sessionSchema, signOutPayload, signOutResponse, validateUserPayload } from './schemas.ts';

/** Sign-in, sign-out and the current session (§4). */
export const authRequests = {
  ValidateUser: define({ payload: validateUserPayload, response: sessionSchema, access: 'public' }),
  signOut: define({ payload: signOutPayload, response: signOutResponse, access: 'user' }),
  getSession: define({ payload: getSessionPayload, response: sessionSchema, access: 'user' }),
};
