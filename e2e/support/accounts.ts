import { randomBytes, pbkdf2Sync } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import type { Challenge, DeriveKeyFunction } from 'altcha-lib';
import type { PayloadOf } from '@labbench/contract';
import { waitForMail } from './mailbox.ts';

/** Password of the accounts the tests register (meets every rule of §5). */
export const TEST_PASSWORD = 'Profile#2026';

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  fullName: string;
}

/** PBKDF2/SHA-256 as altcha-lib's, synchronous: the solver's many tries skip the thread-pool hop. */
const deriveKeySync: DeriveKeyFunction = (parameters, salt, password) =>
  Promise.resolve({ derivedKey: pbkdf2Sync(password, salt, parameters.cost, parameters.keyLength, 'sha256') });

async function xsrfToken(request: APIRequestContext): Promise<string> {
  await request.get('/home');
  const cookie = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie');
  return decodeURIComponent(cookie.value);
}

/** Does what the ALTCHA widget does: fetches a challenge and solves it. */
async function solvedCaptcha(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/captcha/challenge')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey: deriveKeySync });
  if (!solution) throw new Error('captcha challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function post(request: APIRequestContext, xsrf: string, name: string, payload: object): Promise<unknown> {
  const response = await request.post(`/api?request=${name}`, {
    data: payload,
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  const body = (await response.json()) as { data?: { error?: unknown } };
  if (!response.ok() || body.data?.error)
    throw new Error(`${name} answered ${response.status()}: ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * A lab user of their own, as a visitor makes one: selfRegistation (captcha solved), then the mailed verification
 * link. The profile is `incomplete` until the final step, as after any registration.
 */
export async function registerLabUser(
  request: APIRequestContext,
  overrides: Partial<PayloadOf<'selfRegistation'>> = {},
): Promise<TestAccount> {
  const email = `profile-${randomBytes(5).toString('hex')}@test.example`;
  const xsrf = await xsrfToken(request);
  const payload: PayloadOf<'selfRegistation'> = {
    language: 'en',
    firstName: 'Pat',
    lastName: 'Tester',
    jobDesignation: 'Laboratory Manager',
    email,
    Password: TEST_PASSWORD,
    countrySTDCode: '+66',
    contactNo: '812 345 678',
    nameOfInstuation: 'Central Laboratory',
    state: 'Bangkok',
    countryCode: 'TH',
    privacyConsent: true,
    koreaConsent: false,
    receiveMoreInfromation: false,
    captcha: await solvedCaptcha(request),
    ...overrides,
  };
  const sentAfter = Date.now();
  await post(request, xsrf, 'selfRegistation', payload);
  const mail = await waitForMail(email, { after: sentAfter - 1000 });
  const token = mail.text.match(/\/home\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no verification link in the mail:\n${mail.text}`);
  await post(request, xsrf, 'verifyRegisteredUser', { token });
  const { firstName, lastName } = payload;
  return { email, password: TEST_PASSWORD, firstName, lastName, fullName: `${firstName} ${lastName}` };
}
