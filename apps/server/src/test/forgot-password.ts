import { expect } from 'vitest';
import { solveCaptcha } from './captcha.ts';
import { mailsTo, resetMailParts } from './mail.ts';
import { dataOf } from './test-app.ts';
import type { TestApp } from './test-app.ts';

/** Forgot password through the API, and the code and link token of the mail it sent. */
export async function requestReset(t: TestApp, email: string) {
  const captcha = await solveCaptcha(t.app);
  expect(dataOf(await t.call('sendforgotPassword', { email, captcha }))).toEqual({ status: 'Sent' });
  const [mail] = await mailsTo(t.db, email);
  return resetMailParts(mail?.text ?? '');
}
