import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { solveCaptcha } from '../test/captcha.ts';
import { mailsTo, resetMailParts } from '../test/mail.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const linkInvalid = { code: 113, message: 'errors.linkInvalid' };

/** Forgot password through the API, and the code and link token of the mail it sent. */
async function requestReset(email: string) {
  const captcha = await solveCaptcha(t.app);
  expect(dataOf(await t.call('sendforgotPassword', { email, captcha }))).toEqual({ status: 'Sent' });
  const [mail] = await mailsTo(t.db, email);
  return resetMailParts(mail?.text ?? '');
}

describe('verifyRegisteredUser', () => {
  it('does not take a verification link as a reset link, nor the other way round', async () => {
    const user = await t.createUser();
    const { token } = await requestReset(user.email);
    expect(errorOf(await t.call('verifyRegisteredUser', { token }))).toEqual(linkInvalid);
    const [row] = await t.db.select({ emailVerified: users.emailVerified }).from(users).where(eq(users.id, user.id));
    expect(row?.emailVerified).toBe(true);
  });
});
