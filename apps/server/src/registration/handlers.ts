import type { registrationRequests } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';
import { checkEmailIdAlreadyExist } from './check-email-id-already-exist.ts';
import { getRegistationdropdownValue } from './get-registationdropdown-value.ts';
import { labRegistationFullAccess } from './lab-registation-full-access.ts';
import { selfRegistation } from './self-registation.ts';
import { selfpreregistation } from './selfpreregistation.ts';
import { selfregistationFullAccess } from './selfregistation-full-access.ts';
import { verifyRegisteredUser } from './verify-registered-user.ts';

/** The registration domain's handlers: a request of `registrationRequests` without one here does not compile. */
export const registrationHandlers = {
  getRegistationdropdownValue,
  checkEmailIdAlreadyExist,
  selfRegistation,
  selfpreregistation,
  selfregistationFullAccess,
  labRegistationFullAccess,
  verifyRegisteredUser,
} satisfies { [N in keyof typeof registrationRequests]: Handler<N> };
