import { define } from '../api/request-definition.ts';
import {
  accountDeletedResponse,
  consentUpdatedResponse,
  updateConsentPayload,
  updatePrivacyConsentPayload,
  withdrawConsentPayload,
} from './schemas.ts';

/** The consent answers and the account's withdrawal (§4 consent enum). */
export const consentRequests = {
  updateConsent: define({ payload: updateConsentPayload, response: consentUpdatedResponse, access: 'user' }),
  updatePrivecyConsent: define({
    payload: updatePrivacyConsentPayload,
    response: consentUpdatedResponse,
    access: 'user',
  }),
  withdrawConcern: define({ payload: withdrawConsentPayload, response: accountDeletedResponse, access: 'user' }),
};
