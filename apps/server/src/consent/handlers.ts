import type { consentRequests } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';
import { updateConsent } from './update-consent.ts';
import { updatePrivecyConsent } from './update-privecy-consent.ts';
import { withdrawConcern } from './withdraw-concern.ts';

/** The consent domain's handlers: a request of `consentRequests` without one here does not compile. */
export const consentHandlers = {
  updateConsent,
  updatePrivecyConsent,
  withdrawConcern,
} satisfies { [N in keyof typeof consentRequests]: Handler<N> };
