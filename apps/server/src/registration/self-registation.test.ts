import { FORBIDDEN_NAME_CHARACTERS, V } from '@labbench/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAttempt, ruleKeys } from '../shared/throttle.ts';
import { labs, users } from '../db/schema/index.ts';
import { solveCaptcha } from '../test/captcha.ts';
import { localeMailTexts, mailsTo, verificationToken } from '../test/mail.ts';
import { createTestApp, dataOf, errorOf } from '../test/test-app.ts';
import type { CallOptions, TestApp } from '../test/test-app.ts';
import { REQUIRED_OF_BOTH_REGISTRATIONS, labRegistration, nextClient, uniqueEmail } from './test-payloads.ts';
import type { LabRegistration } from './test-payloads.ts';
import { describeRegistrationRules } from './test-registration-rules.ts';
import { REGISTRATION_THROTTLE } from './throttles.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { COMPANY_EMAIL_DOMAINS: 'corp.example', PUBLIC_URL: 'https://portal.example' } });
});
afterAll(() => t.close());

const register = async (payload: LabRegistration, options: CallOptions = {}) =>
  t.call(
    'selfRegistation',
    { ...payload, captcha: await solveCaptcha(t.app) },
    { remoteAddress: nextClient(), ...options },
  );

async function userRow(email: string) {
  const [row] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

async function labCount() {
  return (await t.db.select({ id: labs.id }).from(labs)).length;
}

describe('selfRegistation', () => {
  it('creates a pending lab with a code and an unverified account, and mails the verification link', async () => {
    const payload = labRegistration({ email: uniqueEmail('Mixed.Case'), receiveMoreInfromation: true });
    expect(dataOf(await register(payload))).toEqual({ status: 'Registered', verificationSent: true });

    const user = await userRow(payload.email);
    expect(user).toMatchObject({
      email: payload.email.toLowerCase(),
      givenName: 'Ann',
      familyName: 'Lee',
      userType: 'external',
      language: 'en',
      jobTitle: 'Laboratory Manager',
      otherJobTitle: null,
      phoneCountryCode: '+66',
      phone: '812 345 678',
      countryCode: 'TH',
      privacyConsent: true,
      privacyNotice: true,
      koreaConsent: false,
      marketingConsent: true,
      consentChoice: 'yes',
      emailVerified: false,
      preRegStatus: 'incomplete',
      preregisterUser: false,
    });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const [lab] = await t.db
      .select()
      .from(labs)
      .where(eq(labs.id, user?.labId ?? ''));
    expect(lab).toMatchObject({
      name: 'Central Laboratory',
      nameLocal: 'ห้องปฏิบัติการกลาง',
      branch: 'North',
      department: 'Chemistry',
      address: '1 Lab Road',
      state: 'Bangkok',
      countryCode: 'TH',
      status: 'P',
    });
    expect(lab?.labCode).toMatch(/^LAB-[A-Z2-7]{8}$/);

    const [mail] = await mailsTo(t.db, payload.email.toLowerCase());
    expect(mail?.subject).toBe(localeMailTexts('en').verify.subject);
    expect(mail?.text).toContain('https://portal.example/home/');
  });

  it('lets the new user sign in only after the mailed link is opened', async () => {
    const payload = labRegistration();
    dataOf(await register(payload));
    const held = await t.call('ValidateUser', { email: payload.email, password: payload.Password });
    const user = await userRow(payload.email);
    expect(errorOf(held)).toMatchObject({ code: 110, userId: user?.id });
    expect(held.body.token).toBeUndefined();

    const [mail] = await mailsTo(t.db, payload.email);
    const token = verificationToken(mail?.text ?? '');
    expect(dataOf(await t.call('verifyRegisteredUser', { token }))).toEqual({ userId: user?.id, email: payload.email });

    const session = await t.signIn(payload.email, payload.Password);
    const { user: signedIn, currentUser } = dataOf(await t.call('getSession', {}, { token: session }));
    expect(signedIn).toMatchObject({ preRegstatus: 'incomplete', preregisterUser: 'No', userType: 'external' });
    expect(currentUser).toMatchObject({ labStatus: 'P', userLabName: 'Central Laboratory', labCountryCode: 'TH' });
    expect(currentUser?.labCode).toMatch(/^LAB-[A-Z2-7]{8}$/);
  });

  it('gives every lab its own code', async () => {
    const a = labRegistration();
    const b = labRegistration();
    dataOf(await register(a));
    dataOf(await register(b));
    const [labA, labB] = await Promise.all([a, b].map(async (p) => (await userRow(p.email))?.labId));
    expect(labA).not.toBe(labB);
    const codes = await t.db.select({ code: labs.labCode }).from(labs);
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
  });

  it('stores the free-text title with Other', async () => {
    const payload = labRegistration({ jobDesignation: 'Other', other: 'Lab Informatics Lead' });
    dataOf(await register(payload));
    expect(await userRow(payload.email)).toMatchObject({ jobTitle: 'Other', otherJobTitle: 'Lab Informatics Lead' });
  });

  it('stores only the Korea consent for a lab in Korea (§5)', async () => {
    const payload = labRegistration({ countryCode: 'kr', privacyConsent: true, koreaConsent: true });
    dataOf(await register(payload));
    expect(await userRow(payload.email)).toMatchObject({
      countryCode: 'KR',
      koreaConsent: true,
      privacyConsent: false,
      privacyNotice: false,
    });
  });

  it('refuses an address that has an account, in any case, and creates no lab', async () => {
    const before = await labCount();
    const result = await register(labRegistration({ email: 'LAB@demo.example' }));
    expect(result.status).toBe(400);
    expect(errorOf(result)).toEqual({
      code: 'email_exists',
      message: 'errors.emailExists',
      fields: [{ field: 'email', message: 'validation.emailInUse' }],
    });
    expect(await labCount()).toBe(before);
  });

  it('refuses a company address, subdomains included', async () => {
    for (const email of ['ann@corp.example', 'ann@eu.CORP.example']) {
      const result = await register(labRegistration({ email }));
      expect(result.status).toBe(400);
      expect(errorOf(result)).toEqual({
        code: 'company_user',
        message: 'errors.companyUserRegistration',
        fields: [{ field: 'email', message: 'errors.companyUserRegistration' }],
      });
      expect(await userRow(email)).toBeUndefined();
    }
  });

  it('answers a missing, forged or reused captcha like forgot password does, and creates nothing', async () => {
    const payload = labRegistration();
    const forged = await t.call('selfRegistation', { ...payload, captcha: 'bm90IGEgc29sdXRpb24=' });
    expect(forged.status).toBe(200);
    expect(errorOf(forged)).toEqual({ code: 'captcha_invalid', message: 'errors.captchaInvalid' });

    const captcha = await solveCaptcha(t.app);
    dataOf(await t.call('selfRegistation', { ...payload, captcha }));
    const reused = await t.call('selfRegistation', { ...labRegistration(), captcha });
    expect(errorOf(reused).code).toBe('captcha_invalid');
    expect((await t.call('selfRegistation', { ...labRegistration(), captcha: '' })).status).toBe(200);
  });

  it('refuses a country outside the registration list', async () => {
    for (const countryCode of ['WWB', 'ZZ']) {
      const result = await register(labRegistration({ countryCode }));
      expect(result.status).toBe(400);
      expect(errorOf(result).fields).toEqual([{ field: 'countryCode', message: 'validation.countryRequired' }]);
    }
  });

  it(`allows ${REGISTRATION_THROTTLE.perAccount} attempts per address an hour, then 429; other addresses go on`, async () => {
    const email = uniqueEmail('busy');
    for (let i = 0; i < REGISTRATION_THROTTLE.perAccount - 1; i++) {
      await recordAttempt(t.db, REGISTRATION_THROTTLE, ruleKeys(REGISTRATION_THROTTLE, email, `10.60.0.${i + 1}`));
    }
    dataOf(await register(labRegistration({ email })));
    const again = await register(labRegistration({ email: email.toUpperCase() }));
    expect(again.status).toBe(429);
    expect(errorOf(again)).toEqual({ code: 'too_many_requests', message: 'errors.tooManyAttempts' });
    dataOf(await register(labRegistration()));
  });

  it(`allows ${REGISTRATION_THROTTLE.perClient} attempts per client an hour, then 429; other clients go on`, async () => {
    const client = '10.61.0.1';
    for (let i = 0; i < REGISTRATION_THROTTLE.perClient - 1; i++) {
      await recordAttempt(t.db, REGISTRATION_THROTTLE, ruleKeys(REGISTRATION_THROTTLE, uniqueEmail('spray'), client));
    }
    dataOf(await register(labRegistration(), { remoteAddress: client }));
    expect((await register(labRegistration(), { remoteAddress: client })).status).toBe(429);
    dataOf(await register(labRegistration(), { remoteAddress: '10.61.0.2' }));
  });
});

describe('selfRegistation: the lab fields', () => {
  const send = (overrides: Record<string, unknown>) =>
    t.callRaw('selfRegistation', { ...labRegistration(), ...overrides, captcha: 'unused' });

  it('accepts a lab name of 100 characters and refuses 101, a leading space and each forbidden character', async () => {
    const body = labRegistration({ nameOfInstuation: 'N'.repeat(100), state: 'S'.repeat(100) });
    dataOf(await t.call('selfRegistation', { ...body, captcha: await solveCaptcha(t.app) }));
    const [lab] = await t.db
      .select()
      .from(labs)
      .where(eq(labs.name, 'N'.repeat(100)));
    expect(lab?.state).toHaveLength(100);

    const fieldsOf = async (overrides: Record<string, unknown>) => {
      const result = await send(overrides);
      expect(result.status).toBe(400);
      return errorOf(result).fields;
    };
    expect(await fieldsOf({ nameOfInstuation: 'N'.repeat(101) })).toEqual([
      { field: 'nameOfInstuation', message: V.textTooLong },
    ]);
    const invalid = [{ field: 'nameOfInstuation', message: V.institutionInvalid }];
    expect(await fieldsOf({ nameOfInstuation: ' Lab' })).toEqual(invalid);
    for (const ch of FORBIDDEN_NAME_CHARACTERS)
      expect(await fieldsOf({ nameOfInstuation: `La${ch}b` })).toEqual(invalid);
    expect(await fieldsOf({ nameOfInstuation: '' })).toEqual([
      { field: 'nameOfInstuation', message: V.institutionRequired },
    ]);
    expect(await fieldsOf({ state: 'S'.repeat(101) })).toEqual([{ field: 'state', message: V.textTooLong }]);
    expect(await fieldsOf({ labBranchName: 'B'.repeat(101) })).toEqual([
      { field: 'labBranchName', message: V.textTooLong },
    ]);
  });

  it('names every missing required field', async () => {
    const result = await t.callRaw('selfRegistation', {});
    expect(result.status).toBe(400);
    expect(new Set(errorOf(result).fields?.map((f) => f.field))).toEqual(
      new Set([...REQUIRED_OF_BOTH_REGISTRATIONS, 'nameOfInstuation', 'state', 'countryCode']),
    );
  });
});

describeRegistrationRules('selfRegistation', () => t);
