import { define } from '../api/request-definition.ts';
import { validateCaptchaPayload, validateCaptchaResponse } from './schemas.ts';

/** The proof-of-work check a form runs before its submit. */
export const captchaRequests = {
  validateCaptchaToken: define({
    payload: validateCaptchaPayload,
    response: validateCaptchaResponse,
    access: 'public',
  }),
};
