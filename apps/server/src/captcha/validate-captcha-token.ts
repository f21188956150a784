import type { Handler } from '../api/handler.ts';
import { isCaptchaValid } from '../shared/captcha.ts';

/** validateCaptchaToken: whether the solution would be accepted by the form it belongs to (it is not used up). */
export const validateCaptchaToken: Handler<'validateCaptchaToken'> = async ({ token }, { db, config }) => ({
  data: { verified: await isCaptchaValid(db, config, token) },
});
