import type { captchaRequests } from '@labbench/contract';
import type { Handler } from '../api/handler.ts';
import { validateCaptchaToken } from './validate-captcha-token.ts';

/** The captcha domain's handlers: a request of `captchaRequests` without one here does not compile. */
export const captchaHandlers = {
  validateCaptchaToken,
} satisfies { [N in keyof typeof captchaRequests]: Handler<N> };
