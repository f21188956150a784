import { V } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { solveCaptcha } from '../test/captcha.ts';
import { localeMailTexts, mailsTo, verificationToken } from '../test/mail.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { TestApp } from '../test/test-app.ts';
import { REQUIRED_OF_BOTH_REGISTRATIONS, nextClient, readerRegistration } from './test-payloads.ts';
import type { ReaderRegistration } from './test-payloads.ts';
import { describeRegistrationRules } from './test-registration-rules.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { COMPANY_EMAIL_DOMAINS: 'corp.example' } });
});
afterAll(() => t.close());

const register = async (payload: ReaderRegistration) =>
  t.call('selfpreregistation', { ...payload, captcha: await solveCaptcha(t.app) }, { remoteAddress: nextClient() });

describe('selfpreregistation', () => {
  it('creates an unverified content reader without a lab and mails the link in the chosen language', async () => {
    const payload = readerRegistration({ language: 'ja' });
    expect(dataOf(await register(payload))).toEqual({ status: 'Registered', verificationSent: true });
    const [row] = await t.db.select().from(users).where(eq(users.email, payload.email));
    expect(row).toMatchObject({
      userType: 'contentreader',
      preregisterUser: true,
      preRegStatus: 'incomplete',
      emailVerified: false,
      labId: null,
      countryCode: 'JP',
      city: 'Osaka',
      organisation: 'Osaka Health',
      language: 'ja',
      privacyConsent: true,
      koreaConsent: false,
      consentChoice: 'yes',
    });
    const [mail] = await mailsTo(t.db, payload.email);
    expect(mail?.subject).toBe(localeMailTexts('ja').verify.subject);
  });

  it('lets the reader sign in after the mailed link is opened, as a content reader', async () => {
    const payload = readerRegistration();
    dataOf(await register(payload));
    expect(errorOf(await t.call('ValidateUser', { email: payload.email, password: payload.Password })).code).toBe(110);
    const [mail] = await mailsTo(t.db, payload.email);
    dataOf(await t.call('verifyRegisteredUser', { token: verificationToken(mail?.text ?? '') }));
    const token = await t.signIn(payload.email, payload.Password);
    const { user, currentUser } = dataOf(await t.call('getSession', {}, { token }));
    expect(user).toMatchObject({ userType: 'contentreader', preregisterUser: 'Yes', preRegstatus: 'incomplete' });
    expect(user.countryCode).toBe('JP');
    expect(currentUser?.labCode).toBeNull();
  });

  it('refuses an address in use and a company address', async () => {
    const taken = await register(readerRegistration({ email: 'reader@demo.example' }));
    expect(taken.status).toBe(400);
    expect(errorOf(taken)).toMatchObject({ code: 'email_exists', fields: [{ field: 'email' }] });
    const company = await register(readerRegistration({ email: 'reader@corp.example' }));
    expect(company.status).toBe(400);
    expect(errorOf(company)).toMatchObject({ code: 'company_user', fields: [{ field: 'email' }] });
  });

  it('refuses a bad captcha like forgot password does', async () => {
    const result = await t.call('selfpreregistation', { ...readerRegistration(), captcha: 'x' });
    expect(result.status).toBe(200);
    expect(errorOf(result)).toEqual({ code: 'captcha_invalid', message: 'errors.captchaInvalid' });
  });
});

describe('selfpreregistation: the reader fields', () => {
  it('names every missing required field, the city among them', async () => {
    const result = await t.callRaw('selfpreregistation', { ...readerRegistration(), city: ' ', captcha: 'x' });
    expect(errorOf(result).fields).toEqual([{ field: 'city', message: V.cityRequired }]);
    const empty = await t.callRaw('selfpreregistation', {});
    expect(new Set(errorOf(empty).fields?.map((f) => f.field))).toEqual(
      new Set([...REQUIRED_OF_BOTH_REGISTRATIONS, 'countryCode', 'city']),
    );
  });
});

describeRegistrationRules('selfpreregistation', () => t);
