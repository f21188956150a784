import { z } from 'zod';
import { plainString } from '../validation/control-characters.ts';

/** validateCaptchaToken: checks an ALTCHA solution without using it up (the form's submit uses it). */
export const validateCaptchaPayload = z.object({
  /** The ALTCHA widget's base64 payload. */
  token: plainString().min(1).max(4000),
  /** Ignored by the server: the request is public. */
  RequesterUserId: plainString().optional(),
});
export const validateCaptchaResponse = z.object({
  /** True for a solution of a live challenge that no form has used yet. */
  verified: z.boolean(),
});

/** Path of the proof-of-work challenge the ALTCHA widget fetches. */
export const CAPTCHA_CHALLENGE_PATH = '/captcha/challenge';
