import { define } from '../api/request-definition.ts';
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
  verifyRegisteredUserPayload,
  verifyRegisteredUserResponse,
} from './schemas.ts';

/** Registration (§2 Registration, §7) and the e-mailed link check. */
export const registrationRequests = {
  getRegistationdropdownValue: define({
    payload: registrationDropdownPayload,
    response: registrationDropdownResponse,
    access: 'public',
  }),
  checkEmailIdAlreadyExist: define({ payload: checkEmailPayload, response: checkEmailResponse, access: 'public' }),
  selfRegistation: define({ payload: selfRegistationPayload, response: registeredResponse, access: 'public' }),
  selfpreregistation: define({ payload: selfPreRegistationPayload, response: registeredResponse, access: 'public' }),
  selfregistationFullAccess: define({
    payload: labStepPayload,
    response: labRegisteredResponse,
    access: 'contentReader',
  }),
  labRegistationFullAccess: define({ payload: labStepPayload, response: labRegisteredResponse, access: 'labless' }),
  verifyRegisteredUser: define({
    payload: verifyRegisteredUserPayload,
    response: verifyRegisteredUserResponse,
    access: 'public',
  }),
};
